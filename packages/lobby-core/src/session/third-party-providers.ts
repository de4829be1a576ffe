/**
 * Which third-party sign-ins a site offers and where each one starts (spec §4 "Login", §6): a
 * provider is on when the site's system info carries its app id. The authorize URL is the
 * site's own when its system info names one (the reference hall's fake identity provider),
 * else the provider's public one. Nothing secret is here: LINE's code is exchanged by the hall.
 */
import type { HomeSysInfo } from '@lobbykit/contract';

/** The sign-ins that open a provider; QQ and WeChat do nothing (spec §6). */
export type ThirdPartyProviderKind = 'facebook' | 'google' | 'line';

export interface ThirdPartyProvider {
  readonly kind: ThirdPartyProviderKind;
  /** The app (client) id of the site at the provider. */
  readonly clientId: string;
  readonly authorizeUrl: string;
  /** `token`: the implicit flow (Google, Facebook); `code`: the code flow with PKCE (LINE). */
  readonly responseType: 'token' | 'code';
  readonly scope: string;
}

/** The order the buttons show in. */
const thirdPartyProviderKinds: readonly ThirdPartyProviderKind[] = ['google', 'facebook', 'line'];

const PUBLIC: Readonly<
  Record<ThirdPartyProviderKind, Pick<ThirdPartyProvider, 'authorizeUrl' | 'responseType' | 'scope'>>
> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    responseType: 'token',
    scope: 'openid email profile',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/dialog/oauth',
    responseType: 'token',
    scope: 'email,public_profile',
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    responseType: 'code',
    scope: 'profile openid email',
  },
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const appIdOf = (sysInfo: HomeSysInfo, kind: ThirdPartyProviderKind) =>
  text((sysInfo as Readonly<Record<string, unknown>>)[`${kind}AppId`]);

/** The sign-ins the system info turns on (an app id each), in button order: what the log-in modal shows. */
export function thirdPartyKindsOf(sysInfo: HomeSysInfo | undefined): ThirdPartyProviderKind[] {
  return sysInfo ? thirdPartyProviderKinds.filter((kind) => appIdOf(sysInfo, kind) !== undefined) : [];
}

/**
 * The providers the system info turns on, in button order. Reads `<kind>AppId` and, when
 * present, `<kind>AuthorizeUrl` (an http(s) URL; anything else falls back to the public one).
 */
export function thirdPartyProvidersOf(sysInfo: HomeSysInfo | undefined): ThirdPartyProvider[] {
  if (!sysInfo) return [];
  const fields = sysInfo as Readonly<Record<string, unknown>>;
  const providers: ThirdPartyProvider[] = [];
  for (const kind of thirdPartyProviderKinds) {
    const clientId = appIdOf(sysInfo, kind);
    if (clientId === undefined) continue;
    const own = text(fields[`${kind}AuthorizeUrl`]);
    const authorizeUrl = own !== undefined && /^https?:\/\//.test(own) ? own : PUBLIC[kind].authorizeUrl;
    providers.push({ kind, clientId, ...PUBLIC[kind], authorizeUrl });
  }
  return providers;
}

/** Where the provider sends the player back: the standalone callback page of this origin. */
export function thirdPartyRedirectUri(origin: string, kind: ThirdPartyProviderKind): string {
  return `${origin}/pages/actions/index.html?type=${kind}`;
}

/** What goes into the authorize URL besides the provider's own settings. */
export interface AuthorizeRequest {
  readonly redirectUri: string;
  readonly state: string;
  /** LINE: the S256 challenge of the verifier the lobby keeps. */
  readonly codeChallenge?: string | undefined;
}

/** The URL the sign-in window opens: the implicit flow for Google and Facebook, the code flow with PKCE for LINE. */
export function authorizeUrlOf(provider: ThirdPartyProvider, request: AuthorizeRequest): string {
  if (provider.responseType === 'code' && request.codeChallenge === undefined)
    throw new TypeError(`authorizeUrlOf: ${provider.kind} needs a PKCE code challenge`);
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', provider.responseType);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', request.state);
  if (provider.responseType === 'code') {
    url.searchParams.set('code_challenge', request.codeChallenge!);
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.href;
}
