/**
 * The answer of a redirect sign-in (no window could open, so the lobby page itself went to the
 * provider), which the callback page left in sessionStorage and the boot took out: accepted only
 * for the sign-in this tab has pending, by acceptCallbackMessage's rule (the provider it went to,
 * the state it sent). A stale, foreign or corrupt answer, or one without a pending sign-in, is
 * dropped and changes nothing.
 */
import type { StorageLike } from '@lobbykit/contract';
import {
  acceptCallbackMessage,
  THIRD_PARTY_PENDING_KEY,
  type ThirdPartyCallbackMessage,
} from './third-party-callback';
import type { ThirdPartyProviderKind } from './third-party-providers';

/** A sign-in waiting for its callback, as sessionStorage keeps it. */
export interface PendingSignIn {
  readonly provider: ThirdPartyProviderKind;
  readonly state: string;
  readonly redirectUri: string;
  /** LINE: the PKCE verifier the hall exchanges the code with. */
  readonly verifier?: string | undefined;
  /** A redirect sign-in: the lobby page (path and query) the callback page goes back to. */
  readonly returnTo?: string | undefined;
}

const PROVIDER_KINDS: readonly string[] = ['google', 'facebook', 'line'] satisfies ThirdPartyProviderKind[];
const optionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** Whether a stored value is a pending sign-in this lobby wrote (anything may sit in storage). */
export function isPendingSignIn(value: unknown): value is PendingSignIn {
  if (typeof value !== 'object' || value === null) return false;
  const pending = value as Record<string, unknown>;
  return (
    PROVIDER_KINDS.includes(pending['provider'] as string) &&
    typeof pending['state'] === 'string' &&
    typeof pending['redirectUri'] === 'string' &&
    optionalText(pending['verifier']) &&
    optionalText(pending['returnTo'])
  );
}

/** The pending sign-in in storage, or undefined when there is none or it is not one. */
function readPendingSignIn(storage: StorageLike | null): PendingSignIn | undefined {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(THIRD_PARTY_PENDING_KEY) ?? 'null');
    return isPendingSignIn(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export interface ThirdPartyReturn {
  readonly message: ThirdPartyCallbackMessage;
  readonly pending: PendingSignIn;
}

/**
 * The redirect's answer (`answer`: the text the callback page stored) with the sign-in it answers,
 * whose pending entry then leaves storage (the verifier lives until its callback only); undefined
 * when the answer is not for it, and the storage is left as it was.
 */
export function acceptStoredAnswer(
  answer: string,
  storage: StorageLike | null,
  origin: string,
): ThirdPartyReturn | undefined {
  const pending = readPendingSignIn(storage);
  if (!pending) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(answer);
  } catch {
    return undefined;
  }
  // sessionStorage belongs to this origin: the answer comes from it by construction.
  const message = acceptCallbackMessage(
    { origin, data },
    { origin, provider: pending.provider, state: pending.state },
  );
  if (!message) return undefined;
  try {
    storage?.removeItem(THIRD_PARTY_PENDING_KEY);
  } catch {
    // Storage that cannot remove cannot keep a second answer for it either.
  }
  return { message, pending };
}
