// The log-in / sign-up modal connected to the lobby's session (its own chunk, loaded on intent
// or at the first opening): submits to lobby.session, checks usernames, takes the site's
// currencies and the agent link's invite code, logs in by the site's ways (username, phone with
// the SMS countries' prefixes, e-mail) opening on the tab the player used last, signs up by the
// same ways (by phone or e-mail with the code it sends first), shows the captcha
// challenge and the restriction, and follows a log-in that needs the extra verification with the
// verification step. The site's password settings shape it: a sign-up's password is checked
// against its strong rule as the player types, and its switch says whether a log-in with a weak
// password is told so. The site's third-party sign-ins are its buttons: code 100 turns the modal
// into a sign-up prefilled from the provider, a failure shows the contact-us button, Facebook's
// refused permission a warning. A sign-in that went by redirect (no window could open) leaves the
// page; its answer comes back with the next boot (`thirdPartyReturn`) and shows the same way.
import type { AuthDefaults } from '../../auth/AuthForm';
import type {
  AuthCloseReason,
  AuthCountry,
  AuthMode,
  AuthNotice,
  AuthProvider,
  AuthSubmitResult,
  AuthValues,
} from '../../auth/auth-types';
import { AuthModal } from '../../auth/AuthModal';
import type { ThirdPartyOutcome } from '@lobbykit/lobby-core';
import {
  useCaptcha,
  useCurrency,
  useLanguage,
  useLobby,
  useMarketingParams,
} from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { authPlatformOf } from './auth-platform';
import { useLobbyText } from '../../shared/texts';
import { useLobbyApp } from '../shell/app-context';
import { CaptchaSlot } from './CaptchaSlot';
import { lastLoginMethod, rememberLoginMethod } from './last-login-method';
import { loginCredentialsOf } from './login-credentials';
import { LoginVerifyDialog } from './LoginVerifyDialog';
import { authFailureOf } from './session-failure';
import { thirdPartyFailureMessage } from './third-party-failure';
import { signUpCodeSender } from './sign-up-code';
import { useContactUs } from './use-contact-link';
import { useLoginMethods } from './use-login-methods';
import { usePasswordPolicy } from './use-password-policy';
import { useThirdPartyProviders } from './use-third-party-providers';

const isAuthProvider = (kind: string): kind is AuthProvider =>
  kind === 'google' || kind === 'facebook' || kind === 'line';

const NO_COUNTRIES: readonly AuthCountry[] = [];

/** Props of {@link AuthDialog}. */
export interface AuthDialogProps {
  readonly open: boolean;
  readonly mode: AuthMode;
  readonly onModeChange: (mode: AuthMode) => void;
  /** `success` once the visitor is a player (after the extra verification when one was asked). */
  readonly onClose: (reason: AuthCloseReason) => void;
  /** The answer of a third-party sign-in that went by redirect: shown as a window's answer is. */
  readonly thirdPartyReturn?: ThirdPartyOutcome | undefined;
}

export function AuthDialog({ open, mode, onModeChange, onClose, thirdPartyReturn }: AuthDialogProps) {
  const { session, store, platformType } = useLobby();
  const { storage } = useLobbyApp();
  const text = useLobbyText();
  const loginMethods = useLoginMethods();
  const { passwordRules, remindWeakPassword } = usePasswordPolicy();
  const byPhone = loginMethods.includes('phone');
  // The dialling prefixes of the phone tab, asked for once the modal opens on a site that has one.
  const [countries, setCountries] = useState<readonly AuthCountry[]>(NO_COUNTRIES);
  useEffect(() => {
    if (!open || !byPhone) return;
    let current = true;
    void session.smsCountries().then((list) => {
      if (current && list.length > 0) setCountries(list);
    });
    return () => {
      current = false;
    };
  }, [open, byPhone, session]);
  const { currency, currencies } = useCurrency();
  const marketing = useMarketingParams();
  const captcha = useCaptcha().state;
  const challenging = captcha.status === 'challenging' || captcha.status === 'validating';
  // The captcha restriction (error_12 / error_01) comes back as a submit's failure with the time
  // left, also when it was kept across a reload: the modal counts it down and holds submits.
  const [restrictedSeconds, setRestrictedSeconds] = useState(0);
  const inviteCode = marketing['inviteCode'];
  // The log-in passed but the hall asked for the extra verification: its own step follows.
  const [verifying, setVerifying] = useState(false);
  const providers = useThirdPartyProviders();
  const contactUs = useContactUs();
  const [thirdPartyBusy, setThirdPartyBusy] = useState<AuthProvider>();
  const [notice, setNotice] = useState<AuthNotice>();
  // Code 100: the sign-up that links the provider's account, prefilled with what it told the hall.
  const [linking, setLinking] = useState<{ provider: AuthProvider; defaults: AuthDefaults }>();

  const { language } = useLanguage();
  const submit = useCallback(
    async (values: AuthValues): Promise<AuthSubmitResult> => {
      const outcome =
        linking && values.mode === 'register'
          ? await session.thirdPartyRegister({
              username: values.username,
              password: values.password,
              currency: values.currency,
              inviteCode: values.inviteCode,
            })
          : values.mode === 'login'
            ? await session.login(loginCredentialsOf(values))
            : await session.register({
                username: values.username ?? '',
                password: values.password,
                currency: values.currency,
                phone: values.phone,
                areaCode: values.areaCode,
                email: values.email,
                code: values.code,
                inviteCode: values.inviteCode,
              });
      if (outcome.ok) {
        if (values.mode === 'login') rememberLoginMethod(storage, values.method);
        return { ok: true };
      }
      const remainingMs = outcome.error.captcha?.remainingMs ?? 0;
      if (remainingMs > 0) setRestrictedSeconds(Math.ceil(remainingMs / 1000));
      return authFailureOf(outcome.error, text, language?.code);
    },
    [session, text, linking, storage, language],
  );

  const sendSignUpCode = useMemo(
    () => signUpCodeSender(session, text, language?.code),
    [session, text, language],
  );

  const checkUsername = useCallback(
    async (name: string) => {
      const answer = await session.checkUsername(name);
      // No answer is no verdict: the field shows nothing rather than a guess.
      if (!answer.ok) throw new Error(answer.error.message ?? 'the username check failed');
      return answer.answer;
    },
    [session],
  );

  const close = (reason: AuthCloseReason) => {
    setNotice(undefined);
    setLinking(undefined);
    // Read from the store: the answer that made the session `verifying` may not have rendered yet.
    if (reason === 'success' && store.getState().session.status === 'verifying') setVerifying(true);
    else onClose(reason);
  };

  /** What a third-party sign-in answered, from its window or back from a redirect. */
  const showThirdParty = (provider: AuthProvider, outcome: ThirdPartyOutcome) => {
    if (outcome.ok) return close('success');
    switch (outcome.status) {
      case 'unregistered':
        setLinking({
          provider,
          defaults: { username: outcome.prefill.username, email: outcome.prefill.email },
        });
        onModeChange('register');
        return;
      case 'permission':
        return setNotice({ kind: 'permission', provider });
      case 'failed':
        return setNotice({
          kind: 'failed',
          provider,
          message: thirdPartyFailureMessage(provider, outcome.error, text),
        });
      default:
        // The player closed the window (or a kind that does nothing): the form stays as it was.
        return;
    }
  };

  // Called in the click: lobby-core opens the provider's window before it awaits anything.
  const thirdParty = (provider: AuthProvider) => {
    setThirdPartyBusy(provider);
    void session.thirdParty(provider).then((outcome) => {
      // No window could open and the page is on its way to the provider: the button stays busy.
      if (outcome.status === 'redirected') return;
      setThirdPartyBusy(undefined);
      showThirdParty(provider, outcome);
    });
  };

  // The answer of a redirect, once per answer, with the latest handlers.
  const showLatest = useRef(showThirdParty);
  useEffect(() => {
    showLatest.current = showThirdParty;
  });
  useEffect(() => {
    if (thirdPartyReturn && !thirdPartyReturn.ok && isAuthProvider(thirdPartyReturn.kind))
      showLatest.current(thirdPartyReturn.kind, thirdPartyReturn);
  }, [thirdPartyReturn]);

  if (verifying)
    return (
      <LoginVerifyDialog
        open={open}
        onClose={(reason) => {
          setVerifying(false);
          onClose(reason);
        }}
      />
    );

  return (
    <AuthModal
      open={open}
      mode={mode}
      onModeChange={(next) => {
        // Switching to the log-in leaves the third-party sign-up.
        if (next === 'login') setLinking(undefined);
        onModeChange(next);
      }}
      onClose={close}
      // A sign-up takes the site's ways too: by phone or e-mail, a code sent first proves the contact.
      methods={loginMethods}
      onSendCode={sendSignUpCode}
      initialMethod={mode === 'login' ? lastLoginMethod(storage, loginMethods) : undefined}
      countries={countries}
      onSubmit={submit}
      onCheckUsername={checkUsername}
      currencies={currencies}
      defaultCurrency={currency?.code}
      inviteCode={inviteCode}
      inviteCodeLocked={inviteCode !== undefined}
      passwordRules={passwordRules}
      remindWeakPassword={remindWeakPassword}
      captcha={challenging ? <CaptchaSlot /> : undefined}
      restrictedSeconds={restrictedSeconds}
      providers={providers}
      onThirdParty={thirdParty}
      thirdPartyBusy={thirdPartyBusy}
      linkingProvider={linking?.provider}
      defaults={linking?.defaults}
      notice={notice}
      onNoticeDone={() => setNotice(undefined)}
      onContactUs={contactUs}
      platform={authPlatformOf(platformType)}
    />
  );
}
