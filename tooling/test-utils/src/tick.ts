// Ticks a checkbox or picks a radio the way a player does: a tap, and a second one when the
// first did not take. Playwright's `check()` throws at once when a tap lands while the form is
// re-rendering (a CI machine under load); a player would simply tap again. Each repeat is
// logged, so a form that keeps swallowing taps shows in the test output instead of hiding.
import type { Locator } from 'playwright-core';

const TRIES = 3;
const PAUSE_MS = 250;

export async function tick(box: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await box.isChecked()) return;
    await box.click();
    if (await box.isChecked()) return;
    if (attempt === TRIES) throw new Error(`${TRIES} taps did not tick ${String(box)}`);
    console.warn(`tap ${attempt} on ${String(box)} did not take; tapping again`);
    await box.page().waitForTimeout(PAUSE_MS);
  }
}
