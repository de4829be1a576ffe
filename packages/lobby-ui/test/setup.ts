// Every test renders with the real en_US texts of @lobbykit/i18n, so tests find controls by
// the names a player hears; testing-library unmounts after each test (vitest globals are off).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { switchLanguage } from './i18n';

beforeAll(async () => {
  await switchLanguage('en_US');
});

afterEach(() => {
  cleanup();
});
