// Key coverage: the message keys are @lobbykit/contract's, the one place every package that
// emits a key reads it from. en_US must hold exactly those keys, and every language the texts
// its kind promises (all keys when complete, the error, validation and lobby keys otherwise).
import { errorKeys, languageCodes, lobbyKeys, uiKeys, validationKeys } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { completeLanguages, loadMessages, PSEUDO_LANGUAGE, type ResourceLanguage } from './loaders';
import { messages as english } from './locales/en_US';

const englishKeys = new Set(Object.keys(english));
const errorAndValidation = [...Object.values(errorKeys), ...Object.values(validationKeys)];
const requiredEverywhere = [...errorAndValidation, ...Object.values(lobbyKeys)];
const allKeys = [...requiredEverywhere, ...Object.values(uiKeys)];
const contractKeys: ReadonlySet<string> = new Set(allKeys);

async function load(code: ResourceLanguage): Promise<Record<string, string>> {
  return await loadMessages(code);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message resources', () => {
  describe('when en_US is compared with the keys of @lobbykit/contract', () => {
    it('holds exactly every key', () => {
      expect([...englishKeys].sort()).toEqual([...allKeys].sort());
    });
  });

  describe('when every language is loaded', () => {
    it.each([...languageCodes, PSEUDO_LANGUAGE])(
      '%s has a text for every key it must hold, and no key contract lacks',
      async (code) => {
        const messages = await load(code);
        const wanted = completeLanguages.has(code) ? allKeys : requiredEverywhere;
        const missing = wanted.filter(
          (key) => typeof messages[key] !== 'string' || messages[key].trim() === '',
        );
        expect(missing).toEqual([]);
        const unknown = Object.keys(messages).filter((key) => !contractKeys.has(key));
        expect(unknown).toEqual([]);
      },
    );

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
        // Lobby words such as "Demo" or "Jackpot" are rightly the same in several languages.
        const copied = errorAndValidation.filter((key) => messages[key] === english[key]);
        expect(copied, code).toEqual([]);
      }
    });

    it('translates the lobby screen texts, bar a few shared words', async () => {
      const lobby = Object.values(lobbyKeys);
      for (const code of languageCodes.filter((c) => c !== 'en_US')) {
        const messages = await load(code);
        const copied = lobby.filter((key) => messages[key] === english[key]);
        // "Demo", "Jackpot", "{{name}} (demo)", "{{ms}} ms" and the like; an untranslated group
        // has dozens.
        expect(copied.length, `${code}: ${copied.join(', ')}`).toBeLessThanOrEqual(6);
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
