/**
 * The device's name for the hall's device-model header (`deviceModel`): what another device of
 * the same account is told when this one logs in ("Logged in on another device (Chrome on
 * Pixel 8)"). Read from the user agent: a browser and a device or system a player recognises.
 */

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/(?:\bCriOS|\bChrome|\bChromium|HeadlessChrome)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// Chrome's reduced user agent names every Android phone "K": no model to show then.
const REDUCED_ANDROID_MODEL = 'K';
const MAX_LENGTH = 64;

function systemOf(userAgent: string): string | undefined {
  const android = /\bAndroid(?: [\d.]+)?;\s*([^;)]+?)(?:\s+Build\/[^;)]*)?\)/.exec(userAgent);
  if (android) {
    const model = android[1]!.trim();
    return model && model !== REDUCED_ANDROID_MODEL ? model : 'Android';
  }
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  if (/\biPhone\b/.test(userAgent)) return 'iPhone';
  if (/\biPad\b/.test(userAgent)) return 'iPad';
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bCrOS\b/.test(userAgent)) return 'Chromebook';
  if (/\bMacintosh\b/.test(userAgent)) return 'Mac';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return undefined;
}

/** "Chrome on Pixel 8", "Safari on iPhone", "Firefox on Windows"; undefined when nothing is known. */
export function deviceModelOf(userAgent: string): string | undefined {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systemOf(userAgent);
  const name = browser && system ? `${browser} on ${system}` : (browser ?? system);
  // A header value: printable ASCII only, and short.
  return name?.replace(/[^\x20-\x7e]/g, '').slice(0, MAX_LENGTH) || undefined;
}
