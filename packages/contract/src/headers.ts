// Header names of the hall protocol (spec §7 "Transport") and the fixed wire strings around them.

/**
 * Request and response header names. The spec names the headers but not their spelling;
 * where it spells one (token, newjwt, platformType) we keep it, the rest are camelCase.
 * Header names are case-insensitive on the wire, so 'newJwt' also reads the response 'newjwt'.
 */
export const HEADERS = {
  /** Unique id per request; also shown in error texts. */
  requestId: 'requestId',
  /** Random nonce per request, part of the signature. */
  nonce: 'nonce',
  /** Client time in milliseconds, part of the signature. */
  timestamp: 'timestamp',
  /** Request signature. */
  signature: 'sign',
  siteCode: 'siteCode',
  /** The hall service language code (see `languages[].serviceCode`). */
  language: 'language',
  /** Session token (session_key); also a response header carrying a new one. */
  token: 'token',
  /** JWT (jwt_token); also a response header carrying a new one. */
  newJwt: 'newJwt',
  currency: 'currency',
  deviceId: 'deviceId',
  deviceModel: 'deviceModel',
  /** IANA time zone of the client. */
  timezone: 'timezone',
  /** Page address; browsers forbid setting Referer from script, so it travels under its own name. */
  referer: 'refererUrl',
  /** App version, e.g. 'v4.1.140'. */
  version: 'version',
  /** 5 web, 6 app (see PLATFORM_TYPE). */
  platformType: 'platformType',
  /** Browser fingerprint id. */
  fingerprint: 'fingerprintId',
  /** Response header with the server time in milliseconds, used to correct the clock. */
  serverTime: 'serverTime',
  /** Sports service authorization. */
  authorization: 'Authorization',
  contentType: 'Content-Type',
} as const;

export type HeaderKey = keyof typeof HEADERS;
export type HeaderName = (typeof HEADERS)[HeaderKey];

/** Token sent by visitors on calls that need one but have no user yet (spec §6). */
export const PUBLIC_TOKEN_PLACEHOLDER = 'public';

/** Body / query field that carries the encrypted payload. */
export const ENCRYPTED_FIELD = 'encryptString';

/** Content type of encrypted bodies. */
export const ENCRYPTED_CONTENT_TYPE = 'text/plain';

/** Parameters GET requests add automatically (spec §7). */
export const GET_DEFAULT_PARAMS = ['siteCode', 'token', 'currency', 'language', 'platformType'] as const;

/** Live hall calls go to this path on the API domain; static files to the same path on object storage. */
export const HALL_BASE_PATH = '/hall';

/** Realtime channel path. */
export const WEBSOCKET_PATH = '/ws/websocket';

/**
 * Sports service calls go to this path on the origin of the sports URL (the spec gives the
 * base URL "from the sports url" and no path: this is lobbykit's choice, served by the reference hall).
 */
export const SPORTS_BASE_PATH = '/sports';

/** Query parameter of every sports call that carries the sports language code. */
export const SPORTS_LANGUAGE_PARAM = 'lang';
