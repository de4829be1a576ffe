import { describe, expect, it } from 'vitest';
import { deviceTimeZone } from './time-zone';

const intlZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const temporalOf = (timeZoneId: unknown) => ({ Temporal: { Now: { timeZoneId: () => timeZoneId } } });

describe('deviceTimeZone', () => {
  it.each([
    ['Temporal answers', temporalOf('Asia/Bangkok'), 'Asia/Bangkok'],
    ['no Temporal', {}, intlZone],
    ['a Temporal without Now', { Temporal: {} }, intlZone],
    ['an empty answer', temporalOf(''), intlZone],
    ['an answer that is not a name', temporalOf(7), intlZone],
  ])('%s', (_case, scope, expected) => {
    expect(deviceTimeZone(scope)).toBe(expected);
  });
});
