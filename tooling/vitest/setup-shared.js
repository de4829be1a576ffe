// @ts-check
// Each file of a shared worker (sharingModules in shared-modules.js) starts as it would alone:
// real timers, no stubbed globals or environment variables, whatever the file before it left.
import { beforeAll, vi } from 'vitest';

beforeAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
