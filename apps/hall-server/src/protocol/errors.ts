// Protocol errors: the request could not be read, trusted or taken, so nothing was applied.
// They travel as an HTTP 4xx (or 503 for 'busy') with a plain JSON envelope whose code is one
// of these names; none of them is a service code of the spec. The transport retries none but
// 'busy', and that one only for calls safe to resend, after its Retry-After.

export const protocolErrors = {
  'unknown-path': { status: 404, message: 'no hall route for this path' },
  'method-not-allowed': { status: 405, message: 'this hall route does not take this method' },
  'missing-signature': {
    status: 401,
    message: 'the request is not signed (sign, nonce and timestamp headers)',
  },
  'malformed-signature': { status: 400, message: 'the sign, nonce or timestamp header is malformed' },
  'stale-timestamp': {
    status: 401,
    message: 'the timestamp is too far from the server time (see the serverTime header)',
  },
  'bad-signature': { status: 401, message: 'the signature does not match the request' },
  'reused-nonce': { status: 409, message: 'this nonce was already used' },
  'malformed-body': { status: 400, message: 'the body or query is not the hall wire format' },
  'undecryptable-body': {
    status: 400,
    message: 'the encryptString does not decrypt with the key of this call',
  },
  'missing-request-id': {
    status: 400,
    message: 'this call needs a requestId header (it is deduplicated by it)',
  },
  'request-id-conflict': { status: 409, message: 'this requestId was already used with other parameters' },
  'unsupported-media-type': { status: 415, message: 'unsupported content type' },
  'bad-client-key': {
    status: 400,
    message: 'the clientKey header is not a P-256 public key (base64url of the 65-byte point)',
  },
  'body-too-large': { status: 413, message: 'the body is too large' },
  busy: {
    status: 503,
    message:
      'the hall keeps the answers of too many recent calls to take a new one without forgetting one a client may still retry; try again after Retry-After',
  },
} as const;

export type ProtocolErrorCode = keyof typeof protocolErrors;

export interface ProtocolFailure {
  readonly protocolError: ProtocolErrorCode;
  readonly detail?: string;
}

export function protocolFailure(protocolError: ProtocolErrorCode, detail?: string): ProtocolFailure {
  return detail === undefined ? { protocolError } : { protocolError, detail };
}

/** The body of a protocol error. */
export function protocolErrorBody(failure: ProtocolFailure): { code: ProtocolErrorCode; message: string } {
  const base = protocolErrors[failure.protocolError].message;
  return { code: failure.protocolError, message: failure.detail ? `${base}: ${failure.detail}` : base };
}
