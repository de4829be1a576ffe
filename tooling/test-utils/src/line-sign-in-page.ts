// A stand-in for LINE's own sign-in page, served by a test on an origin of its own (neither the
// lobby's nor the hall's): the site's LINE authorize URL points here (the hall's control switch
// `lineAuthorizeUrl`), and the page sends the window on to the hall's fake provider as the
// account the test picked, the lobby's query kept. Nothing in the browser is intercepted, so the
// window's navigations are the browser's own.

export interface LineSignInPageOptions {
  /** The hall's fake LINE authorize endpoint, where the page sends the window on. */
  readonly authorizeUrl: string;
  /** The account the provider signs in (its `login_hint`). */
  readonly loginHint: string;
  /**
   * Posts a forged answer to the lobby first, with the state it was given, from this origin: the
   * lobby must hear only its own callback page.
   */
  readonly forge?: boolean | undefined;
}

/** The page's HTML. */
export function lineSignInPage({ authorizeUrl, loginHint, forge = false }: LineSignInPageOptions): string {
  const forged = forge
    ? `window.opener.postMessage({ type: 'lobbykit:third-party-callback', provider: 'line', state: here.searchParams.get('state'), code: 'forged' }, '*');`
    : '';
  return `<!doctype html><html lang="en"><head><title>LINE</title></head><body><main><h1>LINE</h1></main><script>
const here = new URL(location.href);
const next = new URL(${JSON.stringify(authorizeUrl)});
for (const [name, value] of here.searchParams) next.searchParams.set(name, value);
next.searchParams.set('login_hint', ${JSON.stringify(loginHint)});
${forged}
location.replace(next.href);
</script></body></html>`;
}
