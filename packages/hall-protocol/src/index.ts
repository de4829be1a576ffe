// What both sides of the hall wire share. The lobby's client (@lobbykit/transport) and the
// reference hall server (apps/hall-server) import the same code, so a request the one signs
// and encrypts is one the other verifies and decrypts.
export * from './crypto/index';
// The AES-GCM cipher alone: a client that never speaks the legacy dialect bundles only this.
export { createAesGcmCipher } from './crypto/aes-gcm';
export { keyBytes, toHex } from './crypto/bytes';
export { decodeHeaderValue, encodeHeaderValue } from './header-value';
export { parseJson } from './json';
export { buildStaticPath, parseStaticPath } from './static-path';
export type { StaticParamValue } from './static-path';
export { buildLiveRequest } from './request';
export type { EncodedUpload, LiveRequest, UploadBody } from './request';
export { decodeBody, decodeJson, readEnvelope } from './response';
export type { BodyFailure, DecodedBody } from './response';
export { uploadBody } from './upload';
