// The security page's list: what is set or bound and what is not, each open entry leading to
// its form. A bound phone, e-mail or authenticator shows what is bound and has no entry: the
// hall offers no unbinding.
import type { MessageKey } from '@lobbykit/contract';
import { Icon } from '../shared/icons';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import type { SecurityItem, SecurityStatus } from './security-types';

const ALL_ITEMS: readonly SecurityItem[] = [
  'loginPassword',
  'withdrawPassword',
  'phone',
  'email',
  'googleAuth',
];

const LABELS: Readonly<Record<SecurityItem, MessageKey>> = {
  loginPassword: 'lobby.security.loginPassword',
  withdrawPassword: 'lobby.security.withdrawPassword',
  phone: 'lobby.auth.phone',
  email: 'lobby.auth.email',
  googleAuth: 'lobby.security.googleAuth',
};

/** Props of {@link SecurityOverview}. */
export interface SecurityOverviewProps {
  readonly status: SecurityStatus;
  /** An entry was chosen: show its form. */
  readonly onOpen: (item: SecurityItem) => void;
  /**
   * The entries, in this order.
   * @default ['loginPassword', 'withdrawPassword', 'phone', 'email', 'googleAuth']
   */
  readonly items?: readonly SecurityItem[] | undefined;
  readonly className?: string | undefined;
}

/** What an entry says of itself: the bound value or its state, and whether it can be opened. */
function stateOf(item: SecurityItem, status: SecurityStatus, text: (key: MessageKey) => string) {
  switch (item) {
    case 'loginPassword':
      return { value: undefined, done: true, open: true };
    case 'withdrawPassword':
      return {
        value: text(status.hasWithdrawPassword ? 'lobby.security.set' : 'lobby.security.notSet'),
        done: status.hasWithdrawPassword,
        open: true,
      };
    case 'googleAuth':
      return {
        value: text(status.googleAuthBound ? 'lobby.security.linked' : 'lobby.security.notLinked'),
        done: status.googleAuthBound,
        open: !status.googleAuthBound,
      };
    default: {
      const bound = status[item];
      return {
        value: bound || text('lobby.security.notLinked'),
        done: Boolean(bound),
        open: !bound,
      };
    }
  }
}

/** A list of the account's security settings; each open entry is a button named by its label and state. */
export function SecurityOverview({ status, onOpen, items = ALL_ITEMS, className }: SecurityOverviewProps) {
  const text = useLobbyText();
  return (
    <ul className={cx('lk-auth', 'lk-security-list', className)} aria-label={text('lobby.security.title')}>
      {items.map((item) => {
        const state = stateOf(item, status, text);
        const content = (
          <>
            <span className="lk-security-list__label">{text(LABELS[item])}</span>
            {/* The state is its own word: named "Withdrawal password Not set", never run together. */}
            {state.value !== undefined && ' '}
            {state.value !== undefined && (
              <span className="lk-security-list__value" data-done={state.done ? '' : undefined}>
                {state.value}
              </span>
            )}
          </>
        );
        return (
          <li key={item} className="lk-security-list__item">
            {state.open ? (
              <button type="button" className="lk-security-list__entry" onClick={() => onOpen(item)}>
                {content}
                <Icon name="chevronRight" />
              </button>
            ) : (
              <div className="lk-security-list__entry">
                {content}
                <Icon name="check" />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
