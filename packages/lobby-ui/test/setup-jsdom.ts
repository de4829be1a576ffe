// The jsdom run only (the Chromium run has no Node modules): jsdom resolves packages for a
// browser, where `ws` is a stub; the tests that start the reference hall server in this process
// need Node's.
import { createRequire } from 'node:module';
import { vi } from 'vitest';

vi.mock('ws', () => {
  const ws = createRequire(import.meta.url)('ws') as Record<string, unknown>;
  return { ...ws, default: ws, WebSocket: ws };
});
