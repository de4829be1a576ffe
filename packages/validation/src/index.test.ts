import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/validation', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/validation');
  });
});
