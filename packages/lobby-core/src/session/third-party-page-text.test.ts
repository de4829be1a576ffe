// @vitest-environment jsdom
// The callback page's one line in a document like the theme apps' page: in the language the lobby
// would choose (its remembered choice, then the browser's languages), in all 25 languages, and
// always as text: nothing of the page's address reaches the document.
import { languageCodes } from '@lobbykit/contract';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { xssCorpus } from '@lobbykit/test-utils/xss';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runThirdPartyCallbackPage, showCallbackPageText, type CallbackPageWindow } from './third-party-page';
import { callbackPageTexts } from './third-party-page-texts';

const ORIGIN = 'http://lobby.test';
const PAGE = `
  <main class="lk-status" aria-live="polite">
    <h1 data-callback-text>Signing in…</h1>
  </main>`;

const line = () => document.querySelector('[data-callback-text]');

/** The page's window: this document, a remembered language and the browser's languages. */
function textWindow({ stored, languages = [] }: { stored?: string; languages?: readonly string[] } = {}) {
  return {
    document,
    navigator: { languages },
    localStorage: memoryStorage(stored === undefined ? {} : { 'lobbykit:language': stored }),
  };
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.title = 'Signing in…';
  document.body.innerHTML = PAGE;
});

describe('showCallbackPageText', () => {
  describe('when the lobby remembered the player’s language on this origin', () => {
    it('speaks it, whatever the browser prefers', () => {
      const page = textWindow({ stored: 'th_TH', languages: ['de-DE', 'en'] });

      expect(showCallbackPageText('posted', page)).toBe('th_TH');
      expect(line()?.textContent).toBe('กำลังเข้าสู่ระบบ…');
      expect(document.title).toBe('กำลังเข้าสู่ระบบ…');
      expect(document.documentElement.lang).toBe('th-TH');
    });
  });

  describe('when nothing is remembered', () => {
    it.each([
      [['pt-BR', 'en'], 'pt_PT', 'A iniciar sessão…'],
      [['zh-HK'], 'zh_TW', '正在登入…'],
      [['zh-Hans-CN'], 'zh_CN', '正在登录…'],
      [['fil-PH'], 'tl_PH', 'Nagsa-sign in…'],
      [['xx', 'ko'], 'ko_KR', '로그인하는 중…'],
      [[], 'en_US', 'Signing in…'],
    ] as const)('matches the browser’s languages %j as the lobby does: %s', (languages, code, text) => {
      expect(showCallbackPageText('stored', textWindow({ languages }))).toBe(code);
      expect(line()?.textContent).toBe(text);
    });

    it('reads a remembered value the lobby does not offer as nothing remembered', () => {
      expect(showCallbackPageText('posted', textWindow({ stored: 'xx_XX', languages: ['ja'] }))).toBe(
        'ja_JP',
      );
    });

    it('falls back to the browser when the storage cannot be read', () => {
      const page = {
        document,
        navigator: { languages: ['ru-RU'] },
        get localStorage(): Storage {
          throw new DOMException('blocked', 'SecurityError');
        },
      };
      expect(showCallbackPageText('posted', page)).toBe('ru_RU');
      expect(line()?.textContent).toBe('Выполняется вход…');
    });
  });

  describe('when the page had nothing to pass on', () => {
    it('says the sign-in did not go through, in the player’s language', () => {
      showCallbackPageText('nothing', textWindow({ stored: 'es_ES' }));
      expect(line()?.textContent).toBe(callbackPageTexts.es_ES.failed);
      expect(document.title).toBe(callbackPageTexts.es_ES.failed);
    });
  });

  describe('when the page’s address carries markup', () => {
    const payloads = xssCorpus.slice(0, 40).map((payload) => payload.html);

    it.each(payloads)('shows only its own text, as one text node: %s', (html) => {
      const href = `${ORIGIN}/pages/actions/index.html?type=${encodeURIComponent(html)}&lang=${encodeURIComponent(html)}#state=${encodeURIComponent(html)}`;
      const page = {
        ...textWindow({ stored: html, languages: [html, 'vi-VN'] }),
        location: { href, origin: ORIGIN, replace: vi.fn() },
        opener: { postMessage: vi.fn() },
        history: { replaceState: vi.fn() },
        sessionStorage: memoryStorage(),
        close: vi.fn(),
      } satisfies CallbackPageWindow;
      const asHtml = vi.spyOn(Element.prototype, 'innerHTML', 'set');
      const insertHtml = vi.spyOn(Element.prototype, 'insertAdjacentHTML');

      showCallbackPageText(runThirdPartyCallbackPage(page), page);

      expect(asHtml).not.toHaveBeenCalled();
      expect(insertHtml).not.toHaveBeenCalled();
      asHtml.mockRestore();
      insertHtml.mockRestore();
      const shown = line();
      expect(shown?.childNodes).toHaveLength(1);
      expect(shown?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
      expect(shown?.textContent).toBe('Đang đăng nhập…');
      expect(document.body.querySelectorAll('*')).toHaveLength(2);
      expect(document.head.querySelectorAll('script, img, iframe, svg')).toHaveLength(0);
    });
  });
});

describe('the callback page’s texts', () => {
  it('cover exactly the 25 lobby languages', () => {
    expect(Object.keys(callbackPageTexts).sort()).toEqual([...languageCodes].sort());
  });

  it.each(languageCodes)('%s: both lines, in its own words, the first one still going on', (code) => {
    const { signingIn, failed } = callbackPageTexts[code];
    expect(signingIn.trim()).not.toBe('');
    expect(failed.trim()).not.toBe('');
    expect(signingIn.endsWith('…')).toBe(true);
    expect(failed).not.toMatch(/[<>]/);
    if (code !== 'en_US') {
      expect(signingIn).not.toBe(callbackPageTexts.en_US.signingIn);
      expect(failed).not.toBe(callbackPageTexts.en_US.failed);
    }
  });
});
