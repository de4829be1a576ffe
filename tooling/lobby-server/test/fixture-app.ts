// A built theme app as small as can be, written to a temporary folder: an index.html with the
// boot data placeholder and one module script that shows what the boot data says.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The script reads the boot data block as a theme app does: the titles as text, each frame
 * URL as a sandboxed frame (how demo games are shown), and the site code.
 */
const APP_SCRIPT = `
const block = document.getElementById('lobby-boot');
const data = block.textContent ? JSON.parse(block.textContent) : {};
const main = document.querySelector('main');
main.dataset.site = block.dataset.siteCode;
const list = document.createElement('ul');
list.setAttribute('aria-label', 'Titles');
for (const title of data.titles ?? []) {
  const item = document.createElement('li');
  item.textContent = title;
  list.append(item);
}
main.append(list);
for (const [index, url] of (data.frames ?? []).entries()) {
  const frame = document.createElement('iframe');
  frame.title = 'Demo game ' + (index + 1);
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.src = url;
  main.append(frame);
}
document.title = 'Probe lobby ready';
`;

const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

/** Writes the app and answers its dist folder. */
export function writeFixtureApp(name = 'probe'): string {
  const distDir = mkdtempSync(join(tmpdir(), `lobby-server-${name}-`));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Probe lobby</title>` +
      `<link rel="icon" type="image/svg+xml" href="/favicon.svg">` +
      `<script type="application/json" id="lobby-boot"></script>` +
      `<script type="module" src="/assets/app.js"></script>` +
      `</head><body><main><h1>Probe lobby (${name})</h1></main></body></html>`,
  );
  writeFileSync(join(distDir, 'assets', 'app.js'), APP_SCRIPT);
  // A chunk named by its content, as the theme apps' builds name theirs.
  writeFileSync(join(distDir, 'assets', 'games-B7NwT20v.js'), 'export const games = [];\n');
  // The third-party sign-in's standalone callback page, a second entry of the app.
  mkdirSync(join(distDir, 'pages', 'actions'), { recursive: true });
  writeFileSync(
    join(distDir, 'pages', 'actions', 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title>` +
      `<script type="module" src="/assets/callback.js"></script></head><body><p>Signing in</p></body></html>`,
  );
  writeFileSync(join(distDir, 'favicon.svg'), FAVICON);
  return distDir;
}
