// The security page (its own chunk, spec §2 "Security", `?current=` and `?isCallbackWithdraw=`):
// the list of what is set and bound, each open entry leading to its form (the login and
// withdrawal passwords, phone, e-mail, Google authenticator), and self-exclusion. Sent here by the withdraw
// page (`isCallbackWithdraw=1`), it warns that the withdrawal password comes first and goes back
// to the withdraw page once it is set. A self-exclusion ends the session: home, as a visitor,
// with the end date said. Someone not logged in is asked to log in.
import { useLanguage, useLobby, useSession } from '@lobbykit/lobby-core/react';
import { formatDate } from '@lobbykit/i18n';
import { Empty, Skeleton } from '@lobbykit/ui-blocks';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { BindEmailForm } from '../../security/BindEmailForm';
import { BindPhoneForm } from '../../security/BindPhoneForm';
import { ForcedPasswordChangeForm } from '../../security/ForcedPasswordChangeForm';
import { SecurityOverview } from '../../security/SecurityOverview';
import type { SecurityItem } from '../../security/security-types';
import { SelfExclusionForm } from '../../security/SelfExclusionForm';
import { WithdrawPasswordBanner } from '../../security/WithdrawPasswordBanner';
import { WithdrawPasswordForm } from '../../security/WithdrawPasswordForm';
import { Icon } from '../../shared/icons';
import { useLobbyText } from '../../shared/texts';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import type { SecurityCurrent } from '../router/validate-search';
import { LogInFirst, useAskToLogIn } from '../screens/LogInFirst';
import { usePasswordPolicy } from '../session/use-password-policy';
import { PageHeading } from '../screens/PageHeading';
import { useLobbyApp } from '../shell/app-context';
import { GoogleAuthBinding } from './GoogleAuthBinding';
import { securityCallsOf } from './security-calls';
import { useSecurityStatus, type SecurityState } from './use-security-status';
import { useSmsCountries } from './use-sms-countries';

const ITEMS: readonly SecurityItem[] = ['loginPassword', 'withdrawPassword', 'phone', 'email', 'googleAuth'];

/** How long the self-exclusion notice stays: it is read once the page has gone home. */
const EXCLUDED_NOTICE_MS = 12_000;

const TITLES = {
  loginPassword: 'lobby.auth.changePassword',
  phone: 'lobby.security.bindPhone',
  email: 'lobby.security.bindEmail',
  googleAuth: 'lobby.security.bindGoogle',
  selfExclusion: 'lobby.exclusion.title',
} as const;

interface FormProps {
  readonly current: SecurityCurrent;
  readonly status: SecurityState;
  readonly callbackWithdraw: boolean;
  readonly reload: () => void;
}

function SecurityForm({ current, status, callbackWithdraw, reload }: FormProps) {
  const lobby = useLobby();
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const { toaster } = useLobbyApp();
  const { language } = useLanguage();
  const languageCode = language?.code ?? 'en_US';
  const calls = useMemo(() => securityCallsOf(lobby.money, Date.now), [lobby]);
  const countries = useSmsCountries(current === 'phone' && !status.phone);
  const { passwordRules } = usePasswordPolicy();
  const formRef = useRef<HTMLDivElement>(null);
  const bound = () => reload();

  switch (current) {
    case 'loginPassword':
      return (
        // Nothing on the list changes: the form stays, saying "Password changed.".
        <ForcedPasswordChangeForm passwordRules={passwordRules} onSubmit={calls.changeLoginPassword} />
      );
    case 'withdrawPassword':
      return (
        <div ref={formRef} className="lk-app-security__form">
          {callbackWithdraw && !status.hasWithdrawPassword && (
            <WithdrawPasswordBanner
              onSetPassword={() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus()}
            />
          )}
          <WithdrawPasswordForm
            mode={status.hasWithdrawPassword ? 'change' : 'set'}
            onSubmit={({ oldPassword, password }) =>
              oldPassword === undefined
                ? lobby.money.setWithdrawPassword(password)
                : lobby.money.changeWithdrawPassword(oldPassword, password)
            }
            onDone={() => {
              // Sent here by the withdraw page: back to it, in this page's place in history.
              if (callbackWithdraw) navigate({ page: 'withdraw' }, { replace: true });
              else reload();
            }}
          />
        </div>
      );
    case 'phone':
      return status.phone ? (
        <p className="lk-auth__alert" data-tone="done">
          {text('lobby.security.phoneBound')} {status.phone}
        </p>
      ) : (
        <BindPhoneForm
          countries={countries}
          onSendCode={calls.sendCode}
          onSubmit={calls.bind}
          onDone={bound}
        />
      );
    case 'email':
      return status.email ? (
        <p className="lk-auth__alert" data-tone="done">
          {text('lobby.security.emailBound')} {status.email}
        </p>
      ) : (
        <BindEmailForm onSendCode={calls.sendCode} onSubmit={calls.bind} onDone={bound} />
      );
    case 'googleAuth':
      return status.googleAuthBound ? (
        <p className="lk-auth__alert" data-tone="done">
          {text('lobby.security.googleBound')}
        </p>
      ) : (
        <GoogleAuthBinding onSubmit={calls.bindGoogleAuth} onDone={bound} />
      );
    case 'selfExclusion':
      return (
        <SelfExclusionForm
          language={languageCode}
          until={status.selfExcludedUntil}
          onSubmit={async (days) => {
            const result = await calls.setSelfExclusion(days);
            // The hall has ended the session (lobby-core is a visitor again): home, said why.
            if (result.ok) {
              toaster.show(
                text('lobby.exclusion.loggedOut', { date: formatDate(result.until, languageCode) }),
                {
                  kind: 'warning',
                  duration: EXCLUDED_NOTICE_MS,
                },
              );
              navigate({ page: 'home' });
            }
            return result;
          }}
        />
      );
  }
}

/** One entry of the list, styled as the overview's: a button named by its label. */
function ListEntry({ label, onOpen }: { readonly label: ReactNode; readonly onOpen: () => void }) {
  return (
    <li className="lk-security-list__item">
      <button type="button" className="lk-security-list__entry" onClick={onOpen}>
        <span className="lk-security-list__label">{label}</span>
        <Icon name="chevronRight" />
      </button>
    </li>
  );
}

function PlayerSecurity() {
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const headingId = useId();
  const { state, status, reload } = useSecurityStatus();
  const current = page.page === 'security' ? page.current : undefined;
  const callbackWithdraw = page.page === 'security' && page.isCallbackWithdraw === true;
  const open = (item: SecurityCurrent) =>
    navigate({ page: 'security', current: item, isCallbackWithdraw: callbackWithdraw || undefined });

  if (state === 'failed') {
    return (
      <Empty
        title={text('lobby.security.failed')}
        action={
          <button type="button" className="lk-button" onClick={reload}>
            {text('lobby.action.retry')}
          </button>
        }
      />
    );
  }
  if (!status) return <Skeleton variant="rect" height={240} label={text('lobby.boot.loading')} />;

  if (current === undefined) {
    return (
      <>
        <SecurityOverview status={status} items={ITEMS} onOpen={open} />
        <section className="lk-app-security__section" aria-labelledby={headingId}>
          <h2 className="lk-app-security__heading" id={headingId}>
            {text('lobby.exclusion.title')}
          </h2>
          <ul className="lk-auth lk-security-list">
            <ListEntry label={text('lobby.exclusion.title')} onOpen={() => open('selfExclusion')} />
          </ul>
        </section>
      </>
    );
  }

  const title =
    current === 'withdrawPassword'
      ? text(
          status.hasWithdrawPassword
            ? 'lobby.security.changeWithdrawPassword'
            : 'lobby.security.setWithdrawPassword',
        )
      : text(TITLES[current]);
  return (
    <section className="lk-app-security__section" aria-labelledby={headingId}>
      {!callbackWithdraw && (
        <button
          type="button"
          className="lk-auth__link lk-app-security__back"
          onClick={() => navigate({ page: 'security' })}
        >
          {text('lobby.security.back')}
        </button>
      )}
      <h2 className="lk-app-security__heading" id={headingId}>
        {title}
      </h2>
      <SecurityForm current={current} status={status} callbackWithdraw={callbackWithdraw} reload={reload} />
    </section>
  );
}

export function SecurityPage() {
  const text = useLobbyText();
  const session = useSession();
  const ask = useAskToLogIn();
  return (
    <div className="lk-app-security">
      <PageHeading>{text('lobby.security.title')}</PageHeading>
      {session.kind === 'player' ? (
        <PlayerSecurity />
      ) : (
        <LogInFirst title={text('lobby.security.login')} ask={ask} />
      )}
    </div>
  );
}
