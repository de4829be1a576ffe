import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/popup-queue', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/popup-queue');
  });
});
