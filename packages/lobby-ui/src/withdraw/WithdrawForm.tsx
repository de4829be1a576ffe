// The withdraw page's block (issue "Money" item 5): the balance and what may be withdrawn, the
// bet requirement when it blocks, the receiving accounts with "add account", the amount with
// "All", its limits and fee, then the withdrawal password in a PIN pad; the answer "under
// review", or the feature's own notice for 3003 (set the password first) and 9527 (the centre
// wallet holds too little). Props in, callbacks out: the page calls lobby-core's `lobby.money`.
import type { MoneyResult, WithdrawOutcome } from '@lobbykit/lobby-core';
import type { WithdrawForm as WithdrawRequestForm } from '@lobbykit/lobby-core';
import {
  checkWithdrawAmount,
  compareAmounts,
  withdrawFeeOf,
  type LargeAmountBinding,
} from '@lobbykit/lobby-core/money';
import {
  withdrawAccountKinds,
  type WithdrawAccount,
  type WithdrawAccountKind,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@lobbykit/contract';
import { Skeleton } from '@lobbykit/ui-blocks';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { cx } from '../shared/class-names';
import { useLobbyText, type LobbyText } from '../shared/texts';
import { SubmitButton } from '../security/form-parts';
import { useCheckedForm, type FieldProblem } from '../security/use-checked-form';
import { WithdrawPasswordBanner } from '../security/WithdrawPasswordBanner';
import { AccountPicker } from './AccountPicker';
import { AddAccountForm, type NewWithdrawAccount } from './AddAccountForm';
import { formatMoney } from './money-text';
import { PinPad } from './PinPad';
import { amountProblemText, reactionOf, type WithdrawNotice } from './withdraw-outcome';
import { WithdrawResult } from './WithdrawResult';
import { WithdrawSummary } from './WithdrawSummary';

/** Props of {@link WithdrawForm}. */
export interface WithdrawFormProps {
  /** The withdraw info (lobby-core's `lobby.money.withdrawInfo`); none yet: placeholders. */
  readonly info: WithdrawInfo | undefined;
  /** The receiving accounts (`lobby.money.accounts`); none yet: placeholders. */
  readonly accounts: readonly WithdrawAccount[] | undefined;
  /** Withdraws: `lobby.money.withdraw` answers this ("under review", or why not). */
  readonly onSubmit: (form: WithdrawRequestForm) => Promise<WithdrawOutcome>;
  /** Adds a receiving account: `lobby.money.addAccount` answers this. */
  readonly onAddAccount: (account: NewWithdrawAccount) => Promise<MoneyResult<WithdrawAccount>>;
  /**
   * To the security page to set the withdrawal password (`?current=...&isCallbackWithdraw=...`):
   * the button of the "set it first" notice, without a password or after a 3003.
   */
  readonly onSetWithdrawPassword: () => void;
  /** 70202: the large-amount rule wants one of `bindings` first (the forced-binding dialog). */
  readonly onBind?: ((bindings: readonly LargeAmountBinding[]) => void) | undefined;
  /** The result's "Done"; without it, no button. */
  readonly onDone?: ((order: WithdrawOrder) => void) | undefined;
  /**
   * The account kinds the site takes, in its order.
   * @default ['bank', 'ewallet', 'crypto']
   */
  readonly accountKinds?: readonly WithdrawAccountKind[] | undefined;
  /** Names to pick from per kind (banks, e-wallets, networks); without a list, typed. */
  readonly accountNames?: Partial<Record<WithdrawAccountKind, readonly string[]>> | undefined;
  /**
   * The PIN pad dialog: `web` is 550 px wide, otherwise 600 px.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other' | undefined;
  readonly className?: string | undefined;
}

/** What is wrong with the typed amount (lobby-core's checkWithdrawAmount, in words), or nothing. */
function amountProblemOf(amount: string, info: WithdrawInfo, text: LobbyText): FieldProblem | undefined {
  if (amount.trim() === '')
    return { key: 'validation.required', params: { item: text('lobby.withdraw.amount') } };
  const checked = checkWithdrawAmount(amount, info);
  return checked.ok ? undefined : { message: amountProblemText(checked.code, amount, info, text) };
}

export function WithdrawForm(props: WithdrawFormProps) {
  const text = useLobbyText();
  const { info, accounts } = props;
  if (!info || !accounts) {
    return (
      <div className={cx('lk-auth', 'lk-withdraw', props.className)} aria-busy="true">
        <Skeleton variant="rect" height={240} label={text('lobby.withdraw.loading')} />
      </div>
    );
  }
  return <LoadedWithdrawForm {...props} info={info} accounts={accounts} />;
}

function LoadedWithdrawForm({
  info,
  accounts,
  onSubmit,
  onAddAccount,
  onSetWithdrawPassword,
  onBind,
  onDone,
  accountKinds = withdrawAccountKinds,
  accountNames,
  platform = 'web',
  className,
}: WithdrawFormProps & { readonly info: WithdrawInfo; readonly accounts: readonly WithdrawAccount[] }) {
  const text = useLobbyText();
  const baseId = useId();
  const amountId = `${baseId}amount`;
  const [adding, setAdding] = useState(false);
  // Accounts added here show at once, before the owner's list has them.
  const [added, setAdded] = useState<readonly WithdrawAccount[]>([]);
  const shown = [...accounts, ...added.filter((one) => !accounts.some((a) => a.accountId === one.accountId))];

  const [notice, setNotice] = useState<WithdrawNotice | undefined>(undefined);
  const [order, setOrder] = useState<WithdrawOrder | undefined>(undefined);
  const [pinOpen, setPinOpen] = useState(false);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const pinRef = useRef<HTMLInputElement>(null);
  // An amount the hall refused: focus goes to it once the pad has closed and given focus back.
  const focusAmountAfterPad = useRef(false);

  const money = (amount: string) => formatMoney(amount, info.currency);
  // The account picked, or the first one while none is (a new one is picked when added).
  const accountOf = (picked: string) =>
    shown.find((one) => one.accountId === picked) ?? (picked === '' ? shown[0] : undefined);
  const form = useCheckedForm<'account' | 'amount'>({
    text,
    fields: ['account', 'amount'],
    initial: { account: '', amount: '' },
    check: ({ account, amount }) => ({
      account: accountOf(account) ? undefined : { key: 'lobby.withdraw.chooseAccount' },
      amount: amountProblemOf(amount, info, text),
    }),
  });

  const account = accountOf(form.values.account);
  const accountId = account?.accountId;

  const { focus } = form;
  useEffect(() => {
    if (pinOpen || !focusAmountAfterPad.current) return;
    focusAmountAfterPad.current = false;
    focus('amount');
  }, [pinOpen, focus]);

  if (!info.hasWithdrawPassword) {
    return (
      <div className={cx('lk-auth', 'lk-withdraw', className)}>
        <WithdrawPasswordBanner onSetPassword={onSetWithdrawPassword} />
      </div>
    );
  }
  if (order) {
    return (
      <div className={cx('lk-auth', 'lk-withdraw', className)}>
        <WithdrawResult order={order} onDone={onDone && (() => onDone(order))} />
      </div>
    );
  }
  if (adding) {
    return (
      <div className={cx('lk-auth', 'lk-withdraw', className)}>
        <AddAccountForm
          kinds={accountKinds.length > 0 ? accountKinds : withdrawAccountKinds}
          names={accountNames}
          onSubmit={onAddAccount}
          onAdded={(account) => {
            setAdded((now) => [...now, account]);
            form.set('account', account.accountId);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      </div>
    );
  }

  const betOpen = compareAmounts(info.betRequirement, '0') > 0;
  const checked = checkWithdrawAmount(form.values.amount, info);
  const preview = checked.ok ? withdrawFeeOf(checked.amount, info.fee) : undefined;

  // The amount passed its rule: the PIN pad asks for the password (nothing is sent yet).
  const onWithdraw = form.submit(() => {
    setNotice(undefined);
    setPin('');
    setPinError(undefined);
    setPinOpen(true);
    return Promise.resolve(undefined);
  });

  const closePad = () => {
    setPinOpen(false);
    setPin('');
    setPinError(undefined);
  };

  const send = async (password: string) => {
    if (!accountId || sending) return;
    setSending(true);
    setPinError(undefined);
    try {
      const outcome = await onSubmit({ info, accountId, amount: form.values.amount.trim(), password });
      const reaction = reactionOf(outcome, { info, typed: form.values.amount, text });
      switch (reaction.kind) {
        case 'done':
          closePad();
          setOrder(reaction.order);
          break;
        case 'pin':
          setPin('');
          setPinError(reaction.message);
          break;
        case 'amount':
          closePad();
          form.refuse({ field: 'amount', message: reaction.message });
          focusAmountAfterPad.current = true;
          break;
        case 'notice':
          closePad();
          setNotice(reaction.notice);
          break;
        default:
          break;
      }
    } finally {
      setSending(false);
    }
  };

  const amountError = form.errorOf('amount');
  const fill = () => {
    // "All": what may be withdrawn now, within the maximum.
    const all = compareAmounts(info.withdrawable, info.max) > 0 ? info.max : info.withdrawable;
    form.set('amount', all);
    form.leave('amount');
  };

  return (
    <div className={cx('lk-auth', 'lk-withdraw', className)}>
      {notice && (
        <div
          className="lk-auth__alert lk-withdraw__notice"
          role="alert"
          data-tone={notice.tone === 'wait' ? 'wait' : undefined}
        >
          <p>{notice.message}</p>
          {notice.action === 'setPassword' && (
            <button type="button" className="lk-button" onClick={onSetWithdrawPassword}>
              {text('lobby.security.setWithdrawPassword')}
            </button>
          )}
          {notice.action === 'bind' && onBind && (
            <button type="button" className="lk-button" onClick={() => onBind(notice.bindings ?? [])}>
              {text('lobby.withdraw.bindNow')}
            </button>
          )}
        </div>
      )}
      <WithdrawSummary info={info} />
      {betOpen && (
        <p className="lk-auth__alert" data-tone="wait">
          {text('lobby.withdraw.betBlocked', { amount: money(info.betRequirement) })}
        </p>
      )}
      <form className="lk-auth__form" noValidate aria-busy={form.busy || undefined} onSubmit={onWithdraw}>
        <AccountPicker
          accounts={shown}
          selected={accountId}
          onSelect={(id) => form.set('account', id)}
          onAdd={() => setAdding(true)}
          error={form.errorOf('account')}
          firstRef={form.refOf('account')}
        />
        {!betOpen && (
          <>
            <FieldFrame
              id={amountId}
              label={text('lobby.withdraw.amount')}
              error={amountError}
              hint={
                preview
                  ? text('lobby.withdraw.receivePreview', {
                      receive: money(preview.receive),
                      fee: money(preview.fee),
                    })
                  : undefined
              }
            >
              <input
                ref={form.refOf('amount')}
                id={amountId}
                className="lk-auth__input"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                value={form.values.amount}
                onChange={(event) => form.set('amount', event.currentTarget.value)}
                onBlur={() => form.leave('amount')}
                {...fieldAria(amountId, { hint: preview !== undefined, error: Boolean(amountError) })}
              />
              <button type="button" className="lk-auth__send" onClick={fill}>
                {text('lobby.withdraw.all')}
              </button>
            </FieldFrame>
            <SubmitButton busy={sending}>{text('lobby.withdraw.submit')}</SubmitButton>
          </>
        )}
      </form>
      <Modal
        open={pinOpen}
        onClose={() => {
          // The password is being checked: its answer decides what comes next.
          if (!sending) closePad();
        }}
        title={text('lobby.withdraw.confirmTitle')}
        description={
          account && checked.ok
            ? text('lobby.withdraw.pinFor', {
                amount: money(checked.amount),
                account: `${account.name} ${account.number}`,
              })
            : undefined
        }
        closeLabel={text('lobby.action.close')}
        platform={platform}
        initialFocus={pinRef}
        className="lk-auth lk-withdraw__pin-dialog"
      >
        <PinPad
          value={pin}
          onChange={(value) => {
            setPin(value);
            if (value !== '') setPinError(undefined);
          }}
          onComplete={(value) => void send(value)}
          busy={sending}
          error={pinError}
          inputRef={pinRef}
        />
      </Modal>
    </div>
  );
}
