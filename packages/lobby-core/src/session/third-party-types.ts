/** What a third-party sign-in answers the screens (`lobby.session.thirdParty`). */
import type { ThirdPartyKind } from '@lobbykit/contract';
import type { SessionError } from './errors';
import type { PlayerAccount } from './machine';

/** What the hall knows of an account the provider vouched for but the site does not have yet (code 100). */
export interface ThirdPartyPrefill {
  readonly email?: string | undefined;
  /** The subject at the provider. */
  readonly id?: string | undefined;
  /** A username to offer: the part of the e-mail address before the `@`, letters and digits only. */
  readonly username?: string | undefined;
}

export type ThirdPartyOutcome =
  | { readonly ok: true; readonly status: 'player' | 'verifying'; readonly account: PlayerAccount }
  /** Code 100: the register modal opens with the prefill; `lobby.session.thirdPartyRegister` finishes it. */
  | {
      readonly ok: false;
      readonly status: 'unregistered';
      readonly kind: ThirdPartyKind;
      readonly prefill: ThirdPartyPrefill;
    }
  /** Facebook: the player refused a permission the lobby needs (a warning, not a failure). */
  | { readonly ok: false; readonly status: 'permission'; readonly kind: ThirdPartyKind }
  /**
   * No sign-in window could open, so the lobby page is on its way to the provider: the answer
   * comes back with the next boot (`player.thirdPartyReturn` when it needs the log-in modal).
   */
  | { readonly ok: false; readonly status: 'redirected'; readonly kind: ThirdPartyKind }
  /** The player closed the sign-in window. */
  | { readonly ok: false; readonly status: 'cancelled'; readonly kind: ThirdPartyKind }
  /** QQ and WeChat: nothing happens (spec §6). */
  | { readonly ok: false; readonly status: 'unsupported'; readonly kind: ThirdPartyKind }
  /** The sign-in failed (the failure modal with its contact-us button); a timeout is `error.kind` 'timeout'. */
  | {
      readonly ok: false;
      readonly status: 'failed';
      readonly kind: ThirdPartyKind;
      readonly error: SessionError;
    };

/** The register form of an account that came with code 100 (its provider's token stays in the lobby). */
export interface ThirdPartyRegistration {
  readonly username?: string | undefined;
  readonly password?: string | undefined;
  readonly currency?: string | undefined;
  readonly inviteCode?: string | undefined;
}
