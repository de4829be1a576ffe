// The jsdom run only (the Chromium run has no Node modules): jsdom resolves packages for a
// browser, where `ws` is a stub; the tests that start the reference hall server in this process
// need Node's.
import { createRequire } from 'node:module';
import { beforeAll, vi } from 'vitest';

vi.mock('ws', () => {
  const ws = createRequire(import.meta.url)('ws') as Record<string, unknown>;
  return { ...ws, default: ws, WebSocket: ws };
});

// Files share their worker's jsdom (vitest.config.ts): each starts on a blank page, as it would
// in a jsdom of its own, whatever the file before it left behind.
beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof document === 'undefined') return; // a file in Node (`@vitest-environment node`)
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  history.replaceState(null, '', '/');
  document.title = '';
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
});
