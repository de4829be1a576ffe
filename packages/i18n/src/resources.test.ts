// Key coverage: every key the code of this package and of @lobbykit/validation uses must
// have an en_US text, and every language must cover what its kind promises.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageCodes } from '@lobbykit/contract';
import { validationCodes } from '@lobbykit/validation';
import { describe, expect, it } from 'vitest';
import { errorKeys, messageKeys, uiKeys, validationKeys } from './keys';
import { completeLanguages, loadMessages, type ResourceLanguage } from './loaders';
import { messages as english } from './locales/en_US';

const englishKeys = new Set(Object.keys(english));
const allKeys = [...Object.values(errorKeys), ...Object.values(validationKeys), ...Object.values(uiKeys)];
const requiredEverywhere = [...Object.values(errorKeys), ...Object.values(validationKeys)];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test[.-]/.test(entry.name) ? [path] : [];
  });
}

// Quoted strings shaped like a message key: 'error.x', "validation.a.b", `ui.y`.
function keysUsedIn(files: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /['"`]((?:error|validation|ui)\.[A-Za-z][\w.]*)['"`]/g,
    )) {
      found.set(match[1]!, file);
    }
  }
  return found;
}

const here = dirname(fileURLToPath(import.meta.url));
const validationRoot = dirname(createRequire(import.meta.url).resolve('@lobbykit/validation/package.json'));

async function load(code: ResourceLanguage): Promise<Record<string, string>> {
  return await loadMessages(code);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message resources', () => {
  describe('when en_US is compared with the key constants', () => {
    it('holds exactly every key', () => {
      expect([...englishKeys].sort()).toEqual([...allKeys].sort());
      expect(new Set(allKeys).size).toBe(allKeys.length);
      expect(messageKeys.error.timeout).toBe('error.timeout');
    });
  });

  describe('when a key is used in the code of this package or of @lobbykit/validation', () => {
    it('exists in en_US', () => {
      const used = keysUsedIn([...sourceFiles(here), ...sourceFiles(join(validationRoot, 'src'))]);
      expect(used.size).toBeGreaterThan(40);
      const missing = [...used]
        .filter(([key]) => !englishKeys.has(key))
        .map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });

    it('covers every validation code, which equal the validation keys here', () => {
      for (const code of Object.values(validationCodes)) expect(englishKeys.has(code), code).toBe(true);
      expect(Object.values(validationCodes).sort()).toEqual(Object.values(validationKeys).sort());
    });
  });

  describe('when every language is loaded', () => {
    it('has the error and validation texts, and all texts when complete', async () => {
      for (const code of [...languageCodes, 'en_XA' as const]) {
        const messages = await load(code);
        const wanted = completeLanguages.has(code) ? allKeys : requiredEverywhere;
        const missing = wanted.filter(
          (key) => typeof messages[key] !== 'string' || messages[key].trim() === '',
        );
        expect(missing, code).toEqual([]);
        const unknown = Object.keys(messages).filter((key) => !englishKeys.has(key));
        expect(unknown, code).toEqual([]);
      }
    });

    it('keeps the placeholders of en_US in every translation', async () => {
      for (const code of languageCodes) {
        const messages = await load(code);
        for (const [key, text] of Object.entries(messages)) {
          expect(placeholders(text), `${code} ${key}`).toEqual(
            placeholders(english[key as keyof typeof english]),
          );
        }
      }
    });

    it('translates rather than copies the English error texts', async () => {
      for (const code of languageCodes.filter((c) => c !== 'en_US')) {
        const messages = await load(code);
        const copied = requiredEverywhere.filter((key) => messages[key] === english[key]);
        expect(copied, code).toEqual([]);
      }
    });
  });

  describe('when a language has no resources', () => {
    it('loadMessages rejects with a clear error', async () => {
      await expect(loadMessages('xx_XX' as ResourceLanguage)).rejects.toThrow(
        /no resources for language "xx_XX"/,
      );
    });
  });
});
