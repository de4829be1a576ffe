import { describe, expect, it } from 'vitest';
import { name } from './index';

describe('@lobbykit/ui-blocks', () => {
  it('exports its name', () => {
    expect(name).toBe('@lobbykit/ui-blocks');
  });
});
