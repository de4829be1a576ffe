/**
 * The answer of an identity provider on its way back to the lobby: read from the standalone
 * callback page's address (`/pages/actions/index.html?type=line&code=...&state=...`, or a
 * `#access_token=...&state=...` fragment for the implicit flow), posted to the lobby, and
 * accepted there only from the lobby's own origin with the state the lobby sent.
 */

/** The `type` of every callback message, so the lobby ignores other windows' messages. */
export const THIRD_PARTY_CALLBACK_TYPE = 'lobbykit:third-party-callback';

/** Where a redirect flow (no opener) leaves the answer for the lobby to pick up. */
export const THIRD_PARTY_RESULT_KEY = 'lobbykit.thirdParty.result';

/**
 * Where the lobby keeps the pending sign-in (its state, the PKCE verifier, and for a redirect the
 * lobby page to come back to) until the callback, and only until then.
 */
export const THIRD_PARTY_PENDING_KEY = 'lobbykit.thirdParty.pending';

/** What the callback page posts to the lobby. */
export interface ThirdPartyCallbackMessage {
  readonly type: typeof THIRD_PARTY_CALLBACK_TYPE;
  /** The `type` query parameter of the page: the provider. */
  readonly provider: string;
  readonly state: string;
  /** LINE: the authorization code (exchanged by the hall, with the verifier). */
  readonly code?: string | undefined;
  /** Google, Facebook: the access token of the implicit flow. */
  readonly accessToken?: string | undefined;
  /** The provider refused: `access_denied`, ... */
  readonly error?: string | undefined;
  /** Facebook's reason (`user_denied`) or the error's description. */
  readonly errorReason?: string | undefined;
}

const field = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/**
 * The message of a callback page's address; undefined when it carries no state (it was not
 * opened by a sign-in, and the lobby would refuse it anyway).
 */
export function callbackMessageOf(href: string): ThirdPartyCallbackMessage | undefined {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.replace(/^#/, ''));
  const read = (name: string) => field(fragment.get(name)) ?? field(query.get(name));
  const state = read('state');
  if (state === undefined) return undefined;
  const message: ThirdPartyCallbackMessage = {
    type: THIRD_PARTY_CALLBACK_TYPE,
    provider: field(query.get('type')) ?? '',
    state,
    code: field(query.get('code')),
    accessToken: field(fragment.get('access_token')),
    error: read('error'),
    errorReason: read('error_reason') ?? read('error_description'),
  };
  // Only the fields that are there: the message is structured-cloned as it is.
  return Object.fromEntries(
    Object.entries(message).filter(([, value]) => value !== undefined),
  ) as unknown as ThirdPartyCallbackMessage;
}

const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** Whether a value has the shape of a callback message (anything may arrive by postMessage). */
export function isCallbackMessage(data: unknown): data is ThirdPartyCallbackMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message['type'] === THIRD_PARTY_CALLBACK_TYPE &&
    typeof message['provider'] === 'string' &&
    typeof message['state'] === 'string' &&
    optionalText(message['code']) &&
    optionalText(message['accessToken']) &&
    optionalText(message['error']) &&
    optionalText(message['errorReason'])
  );
}

/** What the lobby waits for: its own origin, the provider it opened and the state it sent. */
export interface ExpectedCallback {
  readonly origin: string;
  readonly provider: string;
  readonly state: string;
}

/**
 * The callback message of a `message` event, or undefined when the lobby must ignore it: from
 * another origin, of another shape, for another provider or with another state (a page that is
 * not the lobby's, or a stale or forged answer).
 */
export function acceptCallbackMessage(
  event: { readonly origin: string; readonly data: unknown },
  expected: ExpectedCallback,
): ThirdPartyCallbackMessage | undefined {
  if (event.origin !== expected.origin) return undefined;
  if (!isCallbackMessage(event.data)) return undefined;
  const message = event.data;
  if (message.provider !== expected.provider || message.state !== expected.state) return undefined;
  return message;
}
