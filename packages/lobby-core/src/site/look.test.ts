import { describe, expect, it } from 'vitest';
import { pickBySiteType } from './look';

const classic = { name: 'classic', siteTypes: ['classic', 1] };
const aurora = { name: 'aurora', siteTypes: ['aurora', '2'] };

describe('pickBySiteType', () => {
  describe.each([
    ['aurora', 'aurora'],
    [2, 'aurora'],
    ['1', 'classic'],
    ['classic', 'classic'],
    ['unknown', 'classic'],
    [undefined, 'classic'],
  ])('when the site type is %j', (type, name) => {
    it(`picks ${name}`, () => {
      expect(pickBySiteType([classic, aurora], type).name).toBe(name);
    });
  });
});
