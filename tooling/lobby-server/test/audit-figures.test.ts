import { describe, expect, it } from 'vitest';
import { figuresOf, formatTable, missedTargets } from '../audit/figures.js';

/** A Lighthouse report with the audits the figures read; times in ms, timestamps in µs. */
function report({ score = 0.99, fcp = 1_400, lcp = 1_600, tbt = 20, cls = 0.01 } = {}) {
  const networkStartUs = 1_000_000_000;
  return {
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      metrics: { details: { items: [{ observedFirstContentfulPaintTs: networkStartUs + 300_000 }] } },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: networkStartUs },
          items: [
            {
              url: 'http://127.0.0.1:7100/',
              rendererStartTime: 0,
              transferSize: 900,
              resourceType: 'Document',
            },
            {
              url: 'http://127.0.0.1:7100/assets/index.js',
              rendererStartTime: 50,
              transferSize: 60_000,
              resourceType: 'Script',
            },
            {
              url: 'http://127.0.0.1:7100/hall/home/siteInfo',
              rendererStartTime: 250,
              transferSize: 400,
              resourceType: 'Fetch',
            },
            {
              url: 'http://127.0.0.1:7100/assets/chunk.js',
              rendererStartTime: 400,
              transferSize: 4_000,
              resourceType: 'Script',
            },
            { url: 'http://127.0.0.1:7100/hall/game/list', rendererStartTime: 500, resourceType: 'Fetch' },
          ],
        },
      },
    },
  };
}

describe('figuresOf', () => {
  describe('when a report has every audit', () => {
    it('reads the score in points, the metrics, the script bytes and the requests started before FCP', () => {
      expect(figuresOf(report())).toEqual({
        score: 99,
        fcpMs: 1_400,
        lcpMs: 1_600,
        tbtMs: 20,
        cls: 0.01,
        scriptBytes: 64_000,
        requestsBeforeFcp: 3,
        apiRequestsBeforeFcp: 1,
      });
    });
  });

  describe('when a report lacks the performance score', () => {
    it('throws rather than print a figure it does not have', () => {
      expect(() => figuresOf({ ...report(), categories: {} })).toThrow(/no performance score/);
    });
  });
});

describe('missedTargets', () => {
  describe('when a page meets every target, at the limits', () => {
    it('misses none', () => {
      expect(
        missedTargets({ ...figuresOf(report({ score: 0.95, lcp: 2_000, tbt: 150, cls: 0.02 })) }),
      ).toEqual([]);
    });
  });

  describe('when a page is past a limit', () => {
    it('names each target it misses', () => {
      expect(missedTargets(figuresOf(report({ score: 0.94, lcp: 2_001, tbt: 151, cls: 0.021 })))).toEqual([
        'score',
        'lcpMs',
        'tbtMs',
        'cls',
      ]);
    });
  });
});

describe('formatTable', () => {
  describe('when a theme is printed beside the reference', () => {
    const table = formatTable(
      { name: 'empty React app', figures: figuresOf(report({ score: 1, fcp: 1_200, lcp: 1_200, tbt: 0 })) },
      [{ name: 'lobby-classic', figures: figuresOf(report({ score: 0.97, lcp: 2_400, cls: 0 })) }],
    );
    const [header, , reference, app] = table.split('\n');

    it('has one column per figure and one row per page', () => {
      expect(header?.split(/\s{2,}/)).toEqual([
        'app',
        'score',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'JS transferred',
        'requests < FCP',
        'API < FCP',
      ]);
      expect(reference).toMatch(/^empty React app\s+100\s+1\.20 s\s+1\.20 s\s+0 ms/);
    });

    it('marks each target pass or FAIL and gives the ratio to the reference where it has one', () => {
      expect(app?.split(/\s{2,}/)).toEqual([
        'lobby-classic',
        '97 pass',
        '1.40 s x1.17',
        '2.40 s FAIL x2.00',
        '20 ms pass',
        '0.000 pass x0.00',
        '62.5 KB x1.00',
        '3 x1.00',
        '1 x1.00',
      ]);
    });
  });

  describe("when the reference's blocking time is too small to compare with", () => {
    it('gives the TBT without a ratio, the other figures with theirs', () => {
      const table = formatTable(
        { name: 'empty React app', figures: figuresOf(report({ score: 1, fcp: 1_200, lcp: 1_200, tbt: 1 })) },
        [{ name: 'lobby-classic', figures: figuresOf(report({ score: 0.7, fcp: 1_400, tbt: 1_891 })) }],
      );
      const cells = table.split('\n')[3]?.split(/\s{2,}/);
      expect(cells?.[2]).toBe('1.40 s x1.17');
      expect(cells?.[4]).toBe('1891 ms FAIL');
    });
  });
});
