import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it, vi } from 'vitest';
import {
  THIRD_PARTY_CALLBACK_TYPE,
  THIRD_PARTY_PENDING_KEY,
  THIRD_PARTY_RESULT_KEY,
} from './third-party-callback';
import { runThirdPartyCallbackPage, type CallbackPageWindow } from './third-party-page';

const ORIGIN = 'http://lobby.test';

function page(href: string, withOpener: boolean) {
  const opener = { postMessage: vi.fn() };
  const storage = memoryStorage();
  const fake = {
    location: { href, origin: ORIGIN, replace: vi.fn() },
    opener: withOpener ? opener : null,
    history: { replaceState: vi.fn() },
    sessionStorage: storage,
    close: vi.fn(),
  } satisfies CallbackPageWindow;
  return { fake, opener, storage };
}

describe('runThirdPartyCallbackPage', () => {
  describe('when the lobby opened the page', () => {
    it('posts the code to its opener with its own origin as the target, then closes', () => {
      const { fake, opener } = page(`${ORIGIN}/pages/actions/index.html?type=line&code=c-1&state=st-1`, true);
      expect(runThirdPartyCallbackPage(fake)).toBe('posted');
      expect(opener.postMessage).toHaveBeenCalledWith(
        { type: THIRD_PARTY_CALLBACK_TYPE, provider: 'line', code: 'c-1', state: 'st-1' },
        ORIGIN,
      );
      expect(opener.postMessage.mock.calls[0]?.[1]).not.toBe('*');
      expect(fake.close).toHaveBeenCalled();
      expect(fake.history.replaceState).toHaveBeenCalledWith(null, '', '/pages/actions/index.html');
    });
  });

  describe('when the page has no opener (a redirect flow)', () => {
    it('leaves the answer for the lobby and goes back to it', () => {
      const { fake, storage } = page(
        `${ORIGIN}/pages/actions/index.html?type=line&code=c-2&state=st-2`,
        false,
      );
      expect(runThirdPartyCallbackPage(fake, { lobbyPath: '/lobby/' })).toBe('stored');
      expect(JSON.parse(storage.getItem(THIRD_PARTY_RESULT_KEY) ?? '{}')).toMatchObject({ code: 'c-2' });
      expect(fake.location.replace).toHaveBeenCalledWith('/lobby/');
    });
  });

  describe('when a redirect sign-in said which lobby page it started on', () => {
    it('goes back to that page, its agent link and marketing parameters kept', () => {
      const { fake, storage } = page(
        `${ORIGIN}/pages/actions/index.html?type=line&code=c-3&state=st-3`,
        false,
      );
      storage.setItem(
        THIRD_PARTY_PENDING_KEY,
        JSON.stringify({ state: 'st-3', returnTo: '/search?q=tiger&id=7002' }),
      );
      expect(runThirdPartyCallbackPage(fake, { lobbyPath: '/lobby/' })).toBe('stored');
      expect(fake.location.replace).toHaveBeenCalledWith('/search?q=tiger&id=7002');
    });

    it.each(['//evil.test/steal', '/\\evil.test/steal', 'https://evil.test/', 'javascript:alert(1)'])(
      'goes to the lobby path rather than to %s',
      (returnTo) => {
        const { fake, storage } = page(
          `${ORIGIN}/pages/actions/index.html?type=line&code=c-4&state=st-4`,
          false,
        );
        storage.setItem(THIRD_PARTY_PENDING_KEY, JSON.stringify({ state: 'st-4', returnTo }));
        runThirdPartyCallbackPage(fake, { lobbyPath: '/lobby/' });
        expect(fake.location.replace).toHaveBeenCalledWith('/lobby/');
      },
    );
  });

  describe('when the address carries no answer', () => {
    it('posts nothing', () => {
      const { fake, opener } = page(`${ORIGIN}/pages/actions/index.html?type=line`, true);
      expect(runThirdPartyCallbackPage(fake)).toBe('nothing');
      expect(opener.postMessage).not.toHaveBeenCalled();
    });
  });
});
