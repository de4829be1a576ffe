export { createCipher } from './cipher';
export type {
  AesCbcLegacyCipherOptions,
  AesGcmCipherOptions,
  Cipher,
  CipherKind,
  CipherOptions,
  LegacyKeyDerivation,
} from './types';
export { CipherError } from './errors';
export type { CipherErrorReason } from './errors';
export { deriveSessionKey, SESSION_KEY_INFO, SESSION_KEY_SALT } from './session-key';
export type { DeriveSessionKeyOptions } from './session-key';
export {
  acceptSessionBinding,
  BOUND_SESSION_KEY_SALT,
  createSessionKeyPair,
  deriveBoundSessionKey,
  exportSessionPublicKey,
  importSessionPublicKey,
  SESSION_BINDING_HEADERS,
} from './session-binding';
export type { SessionBinding } from './session-binding';
export { canonicalString, importSigningKey, MAX_SIGNATURE_SKEW_MS, sign, verify } from './sign';
export type { SignedParts, SignOptions, VerifyFailure, VerifyOptions, VerifyResult } from './sign';
export { createMemoryNonceStore } from './nonce-store';
export type { MemoryNonceStore, MemoryNonceStoreOptions, NonceStore } from './nonce-store';
export { base64ToBytes, bytesToBase64 } from './base64';
export type { KeyInput } from './bytes';
