// The public surface of @lobbykit/hall-protocol, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as hallProtocol from '@lobbykit/hall-protocol';
import type * as hallProtocolCrypto from '@lobbykit/hall-protocol/crypto';
import type * as hallProtocolStaticPath from '@lobbykit/hall-protocol/static-path';
import type * as hallProtocolUpload from '@lobbykit/hall-protocol/upload';

describe('@lobbykit/hall-protocol', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof hallProtocol>().toEqualTypeOf<
      | 'acceptSessionBinding'
      | 'base64ToBytes'
      | 'BOUND_SESSION_KEY_SALT'
      | 'buildLiveRequest'
      | 'buildStaticPath'
      | 'bytesToBase64'
      | 'canonicalString'
      | 'CipherError'
      | 'createAesGcmCipher'
      | 'createCipher'
      | 'createMemoryNonceStore'
      | 'createSessionKeyPair'
      | 'decodeBody'
      | 'decodeHeaderValue'
      | 'decodeJson'
      | 'deriveBoundSessionKey'
      | 'deriveSessionKey'
      | 'encodeHeaderValue'
      | 'exportSessionPublicKey'
      | 'importSessionPublicKey'
      | 'importSigningKey'
      | 'keyBytes'
      | 'MAX_SIGNATURE_SKEW_MS'
      | 'parseJson'
      | 'parseStaticPath'
      | 'readEnvelope'
      | 'SESSION_BINDING_HEADERS'
      | 'SESSION_KEY_INFO'
      | 'SESSION_KEY_SALT'
      | 'sign'
      | 'toHex'
      | 'uploadBody'
      | 'verify'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        hallProtocol.AesCbcLegacyCipherOptions,
        hallProtocol.AesGcmCipherOptions,
        hallProtocol.BodyFailure,
        hallProtocol.Cipher,
        hallProtocol.CipherErrorReason,
        hallProtocol.CipherKind,
        hallProtocol.CipherOptions,
        hallProtocol.DecodedBody,
        hallProtocol.DeriveSessionKeyOptions,
        hallProtocol.EncodedUpload,
        hallProtocol.KeyInput,
        hallProtocol.LegacyKeyDerivation,
        hallProtocol.LiveRequest,
        hallProtocol.MemoryNonceStore,
        hallProtocol.MemoryNonceStoreOptions,
        hallProtocol.NonceStore,
        hallProtocol.SessionBinding,
        hallProtocol.SignedParts,
        hallProtocol.SignOptions,
        hallProtocol.StaticParamValue,
        hallProtocol.UploadBody,
        hallProtocol.VerifyFailure,
        hallProtocol.VerifyOptions,
        hallProtocol.VerifyResult,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/hall-protocol/crypto', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof hallProtocolCrypto>().toEqualTypeOf<
      | 'acceptSessionBinding'
      | 'base64ToBytes'
      | 'BOUND_SESSION_KEY_SALT'
      | 'bytesToBase64'
      | 'canonicalString'
      | 'CipherError'
      | 'createCipher'
      | 'createMemoryNonceStore'
      | 'createSessionKeyPair'
      | 'deriveBoundSessionKey'
      | 'deriveSessionKey'
      | 'exportSessionPublicKey'
      | 'importSessionPublicKey'
      | 'importSigningKey'
      | 'MAX_SIGNATURE_SKEW_MS'
      | 'SESSION_BINDING_HEADERS'
      | 'SESSION_KEY_INFO'
      | 'SESSION_KEY_SALT'
      | 'sign'
      | 'verify'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        hallProtocolCrypto.AesCbcLegacyCipherOptions,
        hallProtocolCrypto.AesGcmCipherOptions,
        hallProtocolCrypto.Cipher,
        hallProtocolCrypto.CipherErrorReason,
        hallProtocolCrypto.CipherKind,
        hallProtocolCrypto.CipherOptions,
        hallProtocolCrypto.DeriveSessionKeyOptions,
        hallProtocolCrypto.KeyInput,
        hallProtocolCrypto.LegacyKeyDerivation,
        hallProtocolCrypto.MemoryNonceStore,
        hallProtocolCrypto.MemoryNonceStoreOptions,
        hallProtocolCrypto.NonceStore,
        hallProtocolCrypto.SessionBinding,
        hallProtocolCrypto.SignedParts,
        hallProtocolCrypto.SignOptions,
        hallProtocolCrypto.VerifyFailure,
        hallProtocolCrypto.VerifyOptions,
        hallProtocolCrypto.VerifyResult,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/hall-protocol/static-path', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof hallProtocolStaticPath>().toEqualTypeOf<
      'buildStaticPath' | 'parseStaticPath'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<[hallProtocolStaticPath.StaticParamValue]>().not.toBeNever();
  });
});

describe('@lobbykit/hall-protocol/upload', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof hallProtocolUpload>().toEqualTypeOf<'uploadBody'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[hallProtocolUpload.EncodedUpload, hallProtocolUpload.UploadBody]>().not.toBeNever();
  });
});
