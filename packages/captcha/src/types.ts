// The provider interface every challenge implementation meets, and what the UI renders.
import type { CaptchaFields } from '@lobbykit/contract';
import type { HallClient, HallSession } from '@lobbykit/transport';
import type { ChallengeKind } from './codes';

/** The part of the hall client the captcha uses. */
export type CaptchaHallClient = Pick<HallClient, 'request'> & {
  readonly session?: Readonly<HallSession>;
  readonly serverTimeOffset?: number;
};

/** The built-in slide puzzle as the hall sends it: slide the piece to the x of the gap. */
export interface SlideChallenge {
  captchaId: string | undefined;
  lotNumber: string;
  /** Picture size in CSS pixels. */
  width: number;
  height: number;
  pieceSize: number;
  /** Top of the piece (and of the gap) in the picture. */
  pieceY: number;
  /** Image URLs (the hall sends data: URLs). */
  background: string;
  piece: string;
}

/** What the challenge UI shows while a challenge waits for the user. */
export type CaptchaPrompt =
  | { type: 'slide'; challenge: SlideChallenge }
  | { type: 'sms'; phone: string | undefined; lotNumber: string }
  /** A vendor widget shows its own UI; the host shows nothing of its own. */
  | { type: 'vendor'; provider: string };

/** Why a challenge step failed, as the hall or the vendor said it. */
export interface CaptchaFailure {
  /** 'error_11', 'error_12', '1130', 'network', 'script-load', ... */
  code: string;
  lotNumber?: string | undefined;
  message?: string | undefined;
  /** Restriction time the server reported, when it did. */
  restrictedMs?: number | undefined;
}

export type ProviderResult =
  | { status: 'solved'; fields: CaptchaFields }
  | ({ status: 'failed' } & CaptchaFailure)
  | { status: 'cancelled' };

/** The hall's answer to a challenge request. */
export type ChallengeResponse =
  { ok: true; data: Readonly<Record<string, unknown>> } | ({ ok: false } & CaptchaFailure);

/** What a provider gets for one challenge. */
export interface ChallengeContext {
  readonly kind: ChallengeKind;
  /** The service code that asked for the captcha. */
  readonly serviceCode: string;
  /** captcha_id from the guarded call's answer, else the guard's `captchaIds` entry. */
  readonly captchaId: string | undefined;
  readonly account: string | undefined;
  /** Parameters of the guarded call. */
  readonly params: Readonly<Record<string, unknown>>;
  /** `data` of the guarded call's captcha answer. */
  readonly data: unknown;
  /** Aborted when the caller aborts the guarded call or the user cancels. */
  readonly signal: AbortSignal;
  /** Asks the hall for a challenge (captcha challenge endpoint, before or after login). */
  fetchChallenge(params?: Record<string, unknown>): Promise<ChallengeResponse>;
  /** Marks the challenge as loaded (ends the timed load phase). */
  ready(): void;
  /** Shows a prompt without waiting for an answer (vendor widgets). */
  show(prompt: CaptchaPrompt): void;
  /** Shows a prompt and resolves the user's answer; rejects when the signal aborts. */
  prompt(prompt: CaptchaPrompt): Promise<string>;
}

/** One way of solving a challenge: the built-in puzzle, GeeTest, SMS code, or your own. */
export interface CaptchaProvider {
  readonly name: string;
  solve(context: ChallengeContext): Promise<ProviderResult>;
}
