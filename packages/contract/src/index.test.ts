import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/contract', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/contract');
  });
});
