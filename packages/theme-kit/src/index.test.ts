import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/theme-kit', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/theme-kit');
  });
});
