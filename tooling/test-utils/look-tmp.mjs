import { chromium } from 'playwright-core';
const [url, vw, vh, prefix, user] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(vw), height: Number(vh) } });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 200)); });
await page.goto(url);
await page.waitForTimeout(2500);
let n = 0;
const shot = async (name) => { await page.screenshot({ path: `/tmp/shots/${prefix}-${String(++n).padStart(2, '0')}-${name}.png` }); };
await shot('landing');
const closeAny = async () => {
  const d = page.locator('[role="dialog"][aria-modal="true"]:visible, section.lk-recharge-prompt:visible').first();
  if (await d.count() === 0) return false;
  const name = (await d.getAttribute('aria-label')) ?? (await d.locator('h2').first().textContent().catch(() => 'x'));
  console.log('POPUP', name);
  await shot((name ?? 'x').replace(/[^a-z0-9]+/gi, '-').slice(0, 30));
  await d.getByRole('button', { name: /^(close|not now|later)$/i }).first().click();
  await page.waitForTimeout(800);
  return true;
};
while (await closeAny());
if (user) {
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(user);
  await dialog.getByLabel('Password', { exact: true }).fill('Lobby1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.waitForTimeout(2000);
  const weak = page.getByRole('dialog', { name: 'Your password is weak' });
  if (await weak.isVisible()) await weak.getByRole('button', { name: 'Got it' }).click();
  await page.waitForTimeout(2500);
  for (let i = 0; i < 14; i++) { if (!(await closeAny())) { await page.waitForTimeout(1500); if (!(await closeAny())) break; } }
}
console.log('STATUS', await page.evaluate(() => document.documentElement.dataset.lobbyStartup));
await shot('end');
await browser.close();
