import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/i18n', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/i18n');
  });
});
