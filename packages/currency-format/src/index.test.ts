import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/currency-format', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/currency-format');
  });
});
