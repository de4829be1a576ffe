// RichText under a strict Content-Security-Policy with Trusted Types enforced, in a real frame.
import { describe, expect, it } from 'vitest';

interface HarnessReport {
  status: string;
  trustedTypesEnforced: boolean;
  violations: string[];
  text: string;
  links: string[];
  color: string;
  position: string;
  scripts: number;
}

const policy = (allowedPolicy: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${allowedPolicy}`,
  ].join('; ');

/** Opens a frame with the given CSP that runs test/csp-harness.tsx and waits for its report. */
function runHarness(allowedPolicy: string, policyName: string): Promise<HarnessReport> {
  const harness = new URL('../../test/csp-harness.tsx', import.meta.url).href;
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><html><head>
<meta http-equiv="Content-Security-Policy" content="${policy(allowedPolicy)}">
<meta name="harness" content="policy=${policyName}">
</head><body><div id="root"></div><script type="module" src="${harness}"></script></body></html>`;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the CSP harness did not report')), 20_000);
    const onMessage = (event: MessageEvent<HarnessReport & { source?: string }>) => {
      if (event.source !== frame.contentWindow || event.data?.source !== 'lobbykit-csp-harness') return;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
      resolve(event.data);
    };
    window.addEventListener('message', onMessage);
    document.body.append(frame);
  });
}

describe('RichText under a strict CSP with Trusted Types', () => {
  describe('when its policy name is allowed', () => {
    it('renders the sanitised content with 0 violations', { timeout: 30_000 }, async () => {
      const report = await runHarness('lobbykit-rich-text', 'lobbykit-rich-text');
      expect(report.trustedTypesEnforced).toBe(true);
      expect(report.status).toBe('ready');
      expect(report.violations).toEqual([]);
      expect(report.text).toContain('Hot deal promo');
      expect(report.links).toEqual(['https://promo.example/x noopener noreferrer']);
      expect(report.scripts).toBe(0);
      // The safe inline colour arrives through the CSSOM; the unsafe position does not.
      expect(report.color).toBe('rgb(238, 51, 51)');
      expect(report.position).toBe('static');
    });
  });

  describe('when the CSP does not allow its policy name (harness self-test)', () => {
    it(
      'shows plain text instead of markup, and the browser reports the refusal',
      { timeout: 30_000 },
      async () => {
        const report = await runHarness('some-other-policy', 'lobbykit-rich-text');
        expect(report.trustedTypesEnforced).toBe(true);
        expect(report.status).toBe('failed');
        expect(report.text).toContain('Hot deal promo');
        expect(report.links).toEqual([]);
        expect(report.violations.some((violation) => violation.startsWith('trusted-types'))).toBe(true);
      },
    );
  });
});
