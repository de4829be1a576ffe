// The log-in / sign-up modal (spec §2, §4 "Login", §5): driven by props, it calls the owner to
// submit, check a username and send a code, and shows each answer where it belongs.
import type { Clock, Timers } from '@lobbykit/contract';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { checkPasswordStrength, type StrongPasswordConfig } from '@lobbykit/validation';
import { useRef, useState, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import { AuthForm, type AuthDefaults } from './AuthForm';
import type {
  AuthCloseReason,
  AuthCodeTarget,
  AuthCountry,
  AuthFailure,
  AuthMethod,
  AuthMode,
  AuthNotice,
  AuthProvider,
  AuthSubmitResult,
  AuthValues,
  UsernameAvailability,
} from './auth-types';
import { providerNames } from './provider-names';
import { ThirdPartyButtons } from './ThirdPartyButtons';
import { ThirdPartyNotice } from './ThirdPartyNotice';
import { browserClock, browserTimers } from './use-countdown';
import { WeakPasswordNotice } from './WeakPasswordNotice';

const ACCOUNT_ONLY: readonly AuthMethod[] = ['account'];
const NONE: readonly never[] = [];

/** Props of {@link AuthModal}. */
export interface AuthModalProps {
  readonly open: boolean;
  /**
   * Asked to close: Escape, the backdrop, the close button, or `success` after a passed submit
   * (after the weak-password warning when it showed). Keep the modal open until then.
   */
  readonly onClose: (reason: AuthCloseReason) => void;
  readonly mode: AuthMode;
  /** Offers the other mode under the form ("New here? Sign up"); without it, no switch. */
  readonly onModeChange?: ((mode: AuthMode) => void) | undefined;
  /**
   * The tabs the site enables, in its order; one method shows no tabs.
   * @default ['account']
   */
  readonly methods?: readonly AuthMethod[] | undefined;
  /**
   * The tab to open on, when it is one of `methods` (the way the player logged in last time).
   * @default the first of `methods`
   */
  readonly initialMethod?: AuthMethod | undefined;
  /**
   * Sends the form. Answer `{ ok: true }`, or `{ ok: false, message }` with the service `code`
   * (1011, 1013, 1323, 4024, 4040, 4042, 2005, the SMS and captcha codes) or the `field` it
   * belongs to: the message shows next to that field, or at the top of the form. Only one
   * submit runs at a time.
   */
  readonly onSubmit: (values: AuthValues) => Promise<AuthSubmitResult>;
  /** Asks whether a sign-up's username is free, a pause after the last key (`checkDelay`). */
  readonly onCheckUsername?: ((name: string) => Promise<UsernameAvailability>) | undefined;
  /**
   * Sends an SMS or e-mail code for a sign-up by phone or e-mail; answers the seconds until
   * another may be asked for, or a failure shown like a submit's (next to the code by default).
   */
  readonly onSendCode?: ((target: AuthCodeTarget) => Promise<number | AuthFailure>) | undefined;
  /** Dialling prefixes offered before the phone number (the hall's SMS country list). */
  readonly countries?: readonly AuthCountry[] | undefined;
  /** Currencies the player may pick at sign-up; none: no currency field. */
  readonly currencies?: readonly string[] | undefined;
  /** @default the first of `currencies` */
  readonly defaultCurrency?: string | undefined;
  /**
   * Shows the invite code at sign-up.
   * @default true
   */
  readonly showInviteCode?: boolean | undefined;
  /** The invite code to start with (from an agent link). */
  readonly inviteCode?: string | undefined;
  /**
   * The invite code came with an agent link: shown read-only.
   * @default false
   */
  readonly inviteCodeLocked?: boolean | undefined;
  /** Words of the agreement checkbox (with a link to the site's terms, say). */
  readonly agreementLabel?: ReactNode;
  /** The site's strong-password settings (system info) for a sign-up; without them, the strict rule. */
  readonly passwordRules?: StrongPasswordConfig | null | undefined;
  /** Fields to start with, such as a third-party sign-in's unregistered account (code 100). */
  readonly defaults?: AuthDefaults | undefined;
  /**
   * After a passed log-in whose password scores below 2, show the weak-password warning before
   * `onClose('success')` (the site's `strongPasswdWeakLoginRemind`).
   * @default true
   */
  readonly remindWeakPassword?: boolean | undefined;
  /** Shows the weak-password warning now, whatever was typed. */
  readonly weakPasswordWarning?: boolean | undefined;
  /** Offers "Change password" in the weak-password warning. */
  readonly onChangePassword?: (() => void) | undefined;
  /**
   * The third-party sign-ins the site enables (its system info), as buttons under the form.
   * @default none
   */
  readonly providers?: readonly AuthProvider[] | undefined;
  /**
   * A provider's button was clicked. Called in the click, so the owner can open the provider's
   * window before awaiting anything (a popup blocker lets only that through).
   */
  readonly onThirdParty?: ((provider: AuthProvider) => void) | undefined;
  /** The third-party sign-in under way: its button spins and every provider button waits. */
  readonly thirdPartyBusy?: AuthProvider | undefined;
  /**
   * A sign-up that finishes a third-party sign-in the site did not know (code 100): says which
   * provider the new account is linked to, and offers no provider buttons.
   */
  readonly linkingProvider?: AuthProvider | undefined;
  /** Shown in place of the form: a third-party failure or Facebook's permission warning. */
  readonly notice?: AuthNotice | undefined;
  /** The notice's main button: back to the form. */
  readonly onNoticeDone?: (() => void) | undefined;
  /** The failure's contact-us button (the site's customer service); without it, none. */
  readonly onContactUs?: (() => void) | undefined;
  /** The captcha challenge, shown above the submit button while the owner needs one. */
  readonly captcha?: ReactNode;
  /**
   * Seconds the player must wait before trying again (the captcha restriction): counted down
   * above the form, submitting blocked; a new number restarts the count.
   */
  readonly restrictedSeconds?: number | undefined;
  /**
   * `web` is 550 px wide, otherwise 600 px; under 600 px of screen it fills the screen.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other' | undefined;
  /**
   * Milliseconds after the last key before the username is checked.
   * @default 500
   */
  readonly checkDelay?: number | undefined;
  /** @default Date.now */
  readonly now?: Clock | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  readonly className?: string | undefined;
}

/**
 * The log-in and sign-up modal: tabs for the site's methods (account, phone, e-mail), the fields
 * of each with spec §5's rules as the player types, the username availability check with free
 * names to take, the code with its resend countdown, invite code, currency and agreement at
 * sign-up, show/hide password, the captcha's place and the restriction countdown. Enter submits;
 * a second submit waits for the first. Each refusal shows next to its field (or at the top of the
 * form), which takes focus. After a log-in with a weak password it says so before closing.
 */
export function AuthModal({
  open,
  onClose,
  mode,
  methods = ACCOUNT_ONLY,
  countries = NONE,
  currencies = NONE,
  showInviteCode = true,
  inviteCodeLocked = false,
  remindWeakPassword = true,
  weakPasswordWarning = false,
  restrictedSeconds = 0,
  platform = 'web',
  checkDelay = 500,
  now = browserClock,
  timers = browserTimers,
  className,
  providers = NONE,
  onThirdParty,
  thirdPartyBusy,
  linkingProvider,
  notice,
  onNoticeDone,
  onContactUs,
  ...rest
}: AuthModalProps) {
  const text = useLobbyText();
  const firstFieldRef = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLButtonElement>(null);
  const [weakShown, setWeakShown] = useState(false);
  // Each opening starts with the form.
  if (!open && weakShown) setWeakShown(false);
  const weak = weakPasswordWarning || weakShown;
  const shownNotice = weak ? undefined : notice;

  const onPassed = (values: AuthValues) => {
    const weakLogin =
      values.mode === 'login' && remindWeakPassword && !checkPasswordStrength(values.password).ok;
    if (weakLogin) setWeakShown(true);
    else onClose('success');
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text(
        weak
          ? 'lobby.auth.weakTitle'
          : shownNotice
            ? shownNotice.kind === 'failed'
              ? 'lobby.auth.thirdPartyFailedTitle'
              : 'lobby.auth.permissionTitle'
            : mode === 'login'
              ? 'lobby.login.action'
              : 'lobby.nav.signUp',
      )}
      closeLabel={text('lobby.action.close')}
      platform={platform}
      initialFocus={weak ? doneRef : shownNotice ? noticeRef : firstFieldRef}
      className={cx('lk-auth', className)}
    >
      {weak ? (
        <WeakPasswordNotice
          onDone={() => onClose('success')}
          onChangePassword={rest.onChangePassword}
          focusRef={doneRef}
        />
      ) : shownNotice ? (
        <ThirdPartyNotice
          notice={shownNotice}
          onDone={() => onNoticeDone?.()}
          onContactUs={onContactUs}
          focusRef={noticeRef}
        />
      ) : (
        <AuthForm
          {...rest}
          // A new prefill (a third-party sign-in's unregistered account) starts a new form.
          key={`${rest.defaults?.username ?? ''}|${rest.defaults?.email ?? ''}`}
          intro={
            linkingProvider && mode === 'register' ? (
              <p className="lk-auth__alert" data-tone="info">
                {text('lobby.auth.thirdPartyRegister', { provider: providerNames[linkingProvider] })}
              </p>
            ) : undefined
          }
          providers={
            onThirdParty && !linkingProvider ? (
              <ThirdPartyButtons providers={providers} onPick={onThirdParty} busy={thirdPartyBusy} />
            ) : undefined
          }
          mode={mode}
          methods={methods.length > 0 ? methods : ACCOUNT_ONLY}
          countries={countries}
          currencies={currencies}
          showInviteCode={showInviteCode}
          inviteCodeLocked={inviteCodeLocked}
          restrictedSeconds={restrictedSeconds}
          checkDelay={checkDelay}
          now={now}
          timers={timers}
          onPassed={onPassed}
          firstFieldRef={firstFieldRef}
        />
      )}
    </Modal>
  );
}
