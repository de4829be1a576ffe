// Runs inside a frame whose Content-Security-Policy forbids inline script and style and enforces
// Trusted Types; renders RichText there and reports back to the test that made the frame.
import { createRoot } from 'react-dom/client';
import { RichText } from '../src/rich-text/RichText';

// Vitest's browser mode routes dynamic import() through a runner object that exists only in its
// own tester frame; this frame gets the same pass-through that Vitest gives web workers.
(globalThis as { __vitest_browser_runner__?: unknown }).__vitest_browser_runner__ ??= {
  wrapDynamicImport: (load: () => unknown) => load(),
};

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  // The enforcement probe below is refused on purpose; anything else counts.
  if (!event.sample.includes('lk-probe'))
    violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
});

// Proves the policy is enforced here: a plain string into innerHTML must throw.
let trustedTypesEnforced = false;
try {
  document.createElement('div').innerHTML = '<b>lk-probe</b>';
} catch {
  trustedTypesEnforced = true;
}

const params = new URLSearchParams(
  document.querySelector('meta[name="harness"]')?.getAttribute('content') ?? '',
);
const html =
  '<h2>Rules</h2><p style="color:#ee3333;position:fixed">Hot <b>deal</b> <a href="https://promo.example/x">promo</a></p><img src=x onerror=alert(1)><script>alert(2)</script>';

function report(status: string) {
  if (status === 'loading') return;
  // Give a violation report a moment to arrive before answering.
  setTimeout(() => {
    const content = document.querySelector<HTMLElement>('.lk-rich-text__content');
    const paragraph = content?.querySelector('p');
    parent.postMessage(
      {
        source: 'lobbykit-csp-harness',
        status,
        trustedTypesEnforced,
        violations,
        text: document.querySelector('.lk-rich-text')?.textContent ?? '',
        links: Array.from(content?.querySelectorAll('a') ?? [], (a) => `${a.href} ${a.rel}`),
        color: paragraph ? getComputedStyle(paragraph).color : '',
        position: paragraph ? getComputedStyle(paragraph).position : '',
        scripts: content?.querySelectorAll('script').length ?? -1,
      },
      '*',
    );
  }, 100);
}

createRoot(document.getElementById('root')!).render(
  <RichText
    html={html}
    allowedHosts={['promo.example']}
    trustedTypesPolicyName={params.get('policy') ?? 'lobbykit-rich-text'}
    onStatusChange={report}
  />,
);
