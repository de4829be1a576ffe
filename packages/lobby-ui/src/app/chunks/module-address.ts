// A failed `import()` and the address to ask again. A browser may keep a module address's failed
// download for the rest of the page (Chromium 150 does: a second `import()` of it fails at once,
// with no request), so a retry of the same address would never reach the network. The retry asks
// for the same file under an address of its own, which the browser has not seen fail.

/** The query parameter that makes a retry's address new (the server ignores it). */
const RETRY_PARAMETER = 'lk-retry';

/**
 * The http(s) address of the module a failed `import()` names ("Failed to fetch dynamically
 * imported module: <address>" in Chromium, "error loading dynamically imported module: <address>"
 * in Firefox), or undefined when the error names none (Safari) or is another error.
 */
export function failedModuleAddress(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const named = /dynamically imported module:?\s+(\S+)/i.exec(message)?.[1];
  if (named === undefined || !URL.canParse(named)) return undefined;
  const url = new URL(named);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.delete(RETRY_PARAMETER);
  return url.href;
}

/** `address` asked for the `attempt`-th time since it failed: an address the browser has not seen. */
export function retryAddress(address: string, attempt: number): string {
  const url = new URL(address);
  url.searchParams.set(RETRY_PARAMETER, String(attempt));
  return url.href;
}
