// The public surface of @lobbykit/transport, entry by entry (every subpath of "exports" in
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
import type * as transport from '@lobbykit/transport';
import type * as transportCrypto from '@lobbykit/transport/crypto';
import type * as transportLines from '@lobbykit/transport/lines';
import type * as transportRtk from '@lobbykit/transport/rtk';
import type * as transportCache from '@lobbykit/transport/cache';
import type * as transportUpload from '@lobbykit/transport/upload';
import type * as transportStaticPath from '@lobbykit/transport/static-path';
import type * as transportNode from '@lobbykit/transport/node';
import type * as transportKy from '@lobbykit/transport/ky';

describe('@lobbykit/transport', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transport>().toEqualTypeOf<
      | 'cacheKey'
      | 'createEventBus'
      | 'createHallClient'
      | 'createLoginGate'
      | 'createMemoryCache'
      | 'HallAbortError'
      | 'HallError'
      | 'HallGateResetError'
      | 'HallInvalidDataError'
      | 'HallNetworkError'
      | 'HallServiceError'
      | 'HallTimeoutError'
      | 'initialLoginGateState'
      | 'LoginGateResetError'
      | 'loginGateTransition'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        transport.AnyHallError,
        transport.CacheEntry,
        transport.CacheKeyParts,
        transport.CaptchaGuard,
        transport.EncodedUpload,
        transport.EndpointLike,
        transport.EventBus<never>,
        transport.EventBusOptions,
        transport.HallClient,
        transport.HallClientConfig,
        transport.HallContext,
        transport.HallErrorDetails,
        transport.HallErrorKind,
        transport.HallEvents,
        transport.HallMessage,
        transport.HallMessageKey,
        transport.HallRequestOptions,
        transport.HallResult,
        transport.HallSession,
        transport.Lines,
        transport.Listener<never>,
        transport.LoginGate,
        transport.LoginGateEvent,
        transport.LoginGateState,
        transport.MemoryCacheOptions,
        transport.ResponseCache,
        transport.RetryPolicy,
        transport.SessionBinding,
        transport.StorageLike,
        transport.Timers,
        transport.UploadBody,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/transport/crypto', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportCrypto>().toEqualTypeOf<
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
        transportCrypto.AesCbcLegacyCipherOptions,
        transportCrypto.AesGcmCipherOptions,
        transportCrypto.Cipher,
        transportCrypto.CipherErrorReason,
        transportCrypto.CipherKind,
        transportCrypto.CipherOptions,
        transportCrypto.DeriveSessionKeyOptions,
        transportCrypto.KeyInput,
        transportCrypto.LegacyKeyDerivation,
        transportCrypto.MemoryNonceStore,
        transportCrypto.MemoryNonceStoreOptions,
        transportCrypto.NonceStore,
        transportCrypto.SessionBinding,
        transportCrypto.SignedParts,
        transportCrypto.SignOptions,
        transportCrypto.VerifyFailure,
        transportCrypto.VerifyOptions,
        transportCrypto.VerifyResult,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/transport/lines', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportLines>().toEqualTypeOf<
      'createLines' | 'DEFAULT_PROBES' | 'failoverOrder' | 'initialLinesState' | 'linesTransition'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        transportLines.LineList,
        transportLines.Lines,
        transportLines.LinesEvent,
        transportLines.LinesOptions,
        transportLines.LinesState,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/transport/rtk', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportRtk>().toEqualTypeOf<'hallBaseQuery' | 'serializeHallError'>();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [transportRtk.HallQueryArgs, transportRtk.HallQueryMeta, transportRtk.SerializedHallError]
    >().not.toBeNever();
  });
});

describe('@lobbykit/transport/cache', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportCache>().toEqualTypeOf<
      'cacheKey' | 'createMemoryCache' | 'createResponseCache'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        transportCache.CacheEntry,
        transportCache.CacheKeyParts,
        transportCache.MemoryCacheOptions,
        transportCache.ResponseCache,
        transportCache.ResponseCacheOptions,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/transport/upload', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportUpload>().toEqualTypeOf<'uploadBody'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[transportUpload.EncodedUpload, transportUpload.UploadBody]>().not.toBeNever();
  });
});

describe('@lobbykit/transport/static-path', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportStaticPath>().toEqualTypeOf<'buildStaticPath' | 'parseStaticPath'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[transportStaticPath.StaticParamValue]>().not.toBeNever();
  });
});

describe('@lobbykit/transport/node', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportNode>().toEqualTypeOf<'provablyNotSent'>();
  });
});

describe('@lobbykit/transport/ky', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof transportKy>().toEqualTypeOf<'kyFetch'>();
  });
});
