import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ID, serializeBootData, withBootData } from '../index.js';
import { createBootDataCache } from '../src/boot-data.js';

/** Strings that end a script element, open an HTML comment or end a line in old parsers. */
const HOSTILE = [
  '</script><script>window.pwned = 1</script>',
  '</SCRIPT >',
  '<!-- <script>',
  '<!--',
  '-->',
  ']]>',
  '\u2028\u2029',
  '<\\/script>',
  '&lt;/script&gt;',
  `"'\`\\`,
];

const page = (head: string) =>
  `<!doctype html><html><head><title>Lobby</title>${head}</head><body></body></html>`;
const PLACEHOLDER = `<script type="application/json" id="${BOOT_DATA_ID}"></script>`;

describe('serializeBootData', () => {
  describe('when a value holds strings that could break out of a script element', () => {
    const json = serializeBootData({ title: HOSTILE, [HOSTILE[0]!]: HOSTILE[2] });

    it('writes nothing the HTML parser reads as markup or a line end', () => {
      expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
      expect(json?.toLowerCase()).not.toContain('</script');
      expect(json).not.toContain('<!--');
    });

    it('reads back as the same value', () => {
      expect(JSON.parse(json!)).toEqual({ title: HOSTILE, [HOSTILE[0]!]: HOSTILE[2] });
    });
  });

  describe('when there is nothing to write', () => {
    it('answers undefined', () => {
      expect(serializeBootData(undefined)).toBeUndefined();
      expect(serializeBootData(() => 1)).toBeUndefined();
    });
  });

  describe('when the value is not JSON', () => {
    it('throws', () => {
      const cycle: Record<string, unknown> = {};
      cycle.self = cycle;
      expect(() => serializeBootData(cycle)).toThrow(TypeError);
      expect(() => serializeBootData({ amount: 1n })).toThrow(TypeError);
    });
  });
});

describe('withBootData', () => {
  describe('when the page has the placeholder', () => {
    it('fills it with the data and the site code, once', () => {
      const html = withBootData(page(PLACEHOLDER), { siteCode: 'demo', json: '{"a":1}' });
      expect(html).toBe(
        page(`<script type="application/json" id="lobby-boot" data-site-code="demo">{"a":1}</script>`),
      );
    });

    it('replaces whatever the placeholder held, whatever its attribute order', () => {
      const html = withBootData(page(`<script id='lobby-boot' type="application/json">stale</script>`), {
        siteCode: 'siam',
        json: undefined,
      });
      expect(html).toBe(
        page(`<script type="application/json" id="lobby-boot" data-site-code="siam"></script>`),
      );
    });

    it('writes the data as given, even when it looks like a replacement pattern', () => {
      const html = withBootData(page(PLACEHOLDER), { siteCode: 'demo', json: '"$&$1$`"' });
      expect(html).toContain('>"$&$1$`"</script>');
    });
  });

  describe('when the page has no placeholder', () => {
    it('adds the block at the end of the head', () => {
      expect(withBootData(page(''), { siteCode: 'demo', json: '1' })).toBe(
        page(`<script type="application/json" id="lobby-boot" data-site-code="demo">1</script>`),
      );
    });

    it('throws when there is no head either', () => {
      expect(() => withBootData('<p>no head</p>', { siteCode: 'demo', json: '1' })).toThrow(/no <\/head>/);
    });
  });

  describe('when the site code is not a plain word', () => {
    it.each(['', 'demo"><script>', 'de mo', 'x'.repeat(65)])('refuses %j', (siteCode) => {
      expect(() => withBootData(page(PLACEHOLDER), { siteCode, json: undefined })).toThrow(TypeError);
    });
  });
  describe('when the page sends its tracking beacons elsewhere', () => {
    it('says where, without a trailing slash', () => {
      const html = withBootData(page(PLACEHOLDER), {
        siteCode: 'demo',
        json: undefined,
        trackingOrigin: 'http://127.0.0.1:7300/vendors/',
      });
      expect(html).toContain(
        `<script type="application/json" id="lobby-boot" data-site-code="demo" data-tracking-origin="http://127.0.0.1:7300/vendors">`,
      );
    });

    it('cannot be made to leave its attribute', () => {
      const html = withBootData(page(PLACEHOLDER), {
        siteCode: 'demo',
        json: undefined,
        trackingOrigin: 'https://t.example/a"b><script>&x',
      });
      expect(html).toContain('data-tracking-origin="https://t.example/a%22b%3E%3Cscript%3E&amp;x"');
    });

    it.each([
      'javascript:alert(1)',
      '//t.example',
      'https://t.example/?q=1',
      'https://u:p@t.example',
      'nope',
    ])('refuses %j', (trackingOrigin) => {
      expect(() =>
        withBootData(page(PLACEHOLDER), { siteCode: 'demo', json: undefined, trackingOrigin }),
      ).toThrow(TypeError);
    });
  });
});

describe('createBootDataCache', () => {
  const request = (siteCode = 'demo') => ({ siteCode, url: new URL('http://127.0.0.1:7100/') });

  /** A source that answers a numbered snapshot per call, and a clock moved by hand. */
  function setUp({ fail = false } = {}) {
    let time = 1_000;
    const calls: string[] = [];
    const lines: string[] = [];
    const cache = createBootDataCache({
      load: ({ siteCode }) => {
        calls.push(siteCode);
        if (fail) return Promise.reject(new Error('hall unreachable'));
        return Promise.resolve({ siteCode, call: calls.length });
      },
      ttlMs: 30_000,
      now: () => time,
      log: (line) => lines.push(line),
    });
    return { cache, calls, lines, advance: (ms: number) => (time += ms) };
  }

  describe('when pages load within the time to live', () => {
    it('asks the source once per site', async () => {
      const { cache, calls, advance } = setUp();
      expect(await cache.get(request())).toBe('{"siteCode":"demo","call":1}');
      advance(29_999);
      expect(await cache.get(request())).toBe('{"siteCode":"demo","call":1}');
      expect(await cache.get(request('siam'))).toBe('{"siteCode":"siam","call":2}');
      expect(calls).toEqual(['demo', 'siam']);
    });

    it('shares one load among pages that ask at the same time', async () => {
      const { cache, calls } = setUp();
      const answers = await Promise.all([cache.get(request()), cache.get(request()), cache.get(request())]);
      expect(new Set(answers)).toEqual(new Set(['{"siteCode":"demo","call":1}']));
      expect(calls).toEqual(['demo']);
    });
  });

  describe('when the time to live has passed', () => {
    it('asks the source again', async () => {
      const { cache, calls, advance } = setUp();
      await cache.get(request());
      advance(30_000);
      expect(await cache.get(request())).toBe('{"siteCode":"demo","call":2}');
      expect(calls).toHaveLength(2);
    });
  });

  describe('when the source fails', () => {
    it('answers no data, logs one line, and asks again on the next page', async () => {
      const { cache, calls, lines } = setUp({ fail: true });
      expect(await cache.get(request())).toBeUndefined();
      expect(lines).toEqual([
        'lobby-server: no boot data for site demo (hall unreachable); the page goes without',
      ]);
      expect(await cache.get(request())).toBeUndefined();
      expect(calls).toHaveLength(2);
    });
  });

  describe('when the source throws before answering', () => {
    it('serves the page without data and asks again on the next page', async () => {
      const lines: string[] = [];
      let calls = 0;
      const cache = createBootDataCache({
        load: () => {
          calls += 1;
          if (calls === 1) throw new Error('no hall address');
          return { calls };
        },
        log: (line) => lines.push(line),
      });
      expect(await cache.get(request())).toBeUndefined();
      expect(await cache.get(request())).toBe('{"calls":2}');
      expect(lines).toEqual([
        'lobby-server: no boot data for site demo (no hall address); the page goes without',
      ]);
    });
  });

  describe('when the source answers nothing or what JSON cannot hold', () => {
    it('answers no data and says why', async () => {
      const lines: string[] = [];
      const answers: unknown[] = [undefined, { amount: 1n }];
      const cache = createBootDataCache({ load: () => answers.shift(), log: (line) => lines.push(line) });
      expect(await cache.get(request())).toBeUndefined();
      expect(await cache.get(request())).toBeUndefined();
      expect(lines).toHaveLength(2);
      expect(lines[0]).toContain('none answered');
      expect(lines[1]).toMatch(/BigInt/);
    });
  });

  describe('when the source outlasts the page', () => {
    it('serves the page without data, and keeps the late answer for the next page', async () => {
      const lines: string[] = [];
      let answer: (value: unknown) => void = () => undefined;
      const cache = createBootDataCache({
        load: () => new Promise((resolve) => (answer = resolve)),
        timeoutMs: 20,
        log: (line) => lines.push(line),
      });
      expect(await cache.get(request())).toBeUndefined();
      expect(lines).toEqual([
        'lobby-server: no boot data for site demo (no answer in 20 ms); the page goes without',
      ]);
      answer({ late: true });
      await expect.poll(() => cache.get(request())).toBe('{"late":true}');
    });
  });
});
