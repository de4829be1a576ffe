import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/transport', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/transport');
  });
});
