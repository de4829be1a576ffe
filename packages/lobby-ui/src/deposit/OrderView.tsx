// The pay modal's order: its number, the time left to pay, the QR code and every payment detail
// with its copy button, "I have transferred", the voucher, and cancel (asked twice: a player who
// has paid keeps the order). A paid, expired, cancelled or failed order says so and offers the
// next step.
import type { Clock, DepositOrder, LobbyKey, PayChannel, PaymentFieldKey, Timers } from '@lobbykit/contract';
import { Skeleton } from '@lobbykit/ui-blocks';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { safeHref } from '../shared/safe-href';
import { useLobbyText } from '../shared/texts';
import { formatExact } from '../wallet/amounts';
import { CopyField } from './CopyField';
import type { OrderActionResult } from './deposit-types';
import type { QrCodeProps } from './QrCode';
import { browserClock, browserTimers, clockText, useSecondsLeft } from './use-time-left';
import { VoucherUpload } from './VoucherUpload';

/**
 * Where the QR encoder's chunk did not download (a connection lost for a moment): the order stays
 * on screen with its payment code to copy below, never an error in place of a pending payment.
 */
export function QrCodeMissing({ className }: QrCodeProps) {
  const text = useLobbyText();
  return <p className={className}>{text('lobby.status.checkConnection')}</p>;
}

// The encoder comes with the first QR code shown, not with the form.
const LazyQrCode = lazy((): Promise<{ default: ComponentType<QrCodeProps> }> =>
  import('./QrCode').then(
    (module) => ({ default: module.QrCode }),
    () => ({ default: QrCodeMissing }),
  ),
);

const FIELD_LABELS: Readonly<Record<PaymentFieldKey, LobbyKey>> = {
  bank: 'lobby.order.field.bank',
  accountName: 'lobby.order.field.accountName',
  accountNumber: 'lobby.order.field.accountNumber',
  pixKey: 'lobby.order.field.pixKey',
  walletAddress: 'lobby.order.field.walletAddress',
  network: 'lobby.order.field.network',
  reference: 'lobby.order.field.reference',
};

/** Props of {@link OrderView}. */
export interface OrderViewProps {
  readonly order: DepositOrder;
  /** The order's channel: a voucher is offered when it takes one. */
  readonly channel?: PayChannel | undefined;
  /**
   * The order was waiting already when the player asked for a new deposit: said above it.
   * @default false
   */
  readonly pendingNotice?: boolean | undefined;
  /** "I have transferred". */
  readonly onTransferred: () => Promise<OrderActionResult>;
  /** "Cancel order", once the player confirmed. */
  readonly onCancel: () => Promise<OrderActionResult>;
  /** Uploads the voucher; without it (or a channel that takes none), no voucher is offered. */
  readonly onUpload?: ((file: File) => Promise<OrderActionResult>) | undefined;
  /** "New deposit" of an expired, cancelled or failed order. */
  readonly onNewDeposit: () => void;
  /** "Got it" of a paid order. */
  readonly onDone: () => void;
  /**
   * Draws the order's QR code (a skin's own encoder, or `QrCodeMissing` in a story).
   * @default the built-in encoder, downloaded with the first code shown; `QrCodeMissing` when
   * that download fails
   */
  readonly qrCode?: ComponentType<QrCodeProps> | undefined;
  /** @default Date.now */
  readonly now?: Clock | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
}

type Busy = 'transferred' | 'cancel' | undefined;

export function OrderView({
  order,
  channel,
  pendingNotice = false,
  onTransferred,
  onCancel,
  onUpload,
  onNewDeposit,
  onDone,
  qrCode: QrCodeView = LazyQrCode,
  now = browserClock,
  timers = browserTimers,
}: OrderViewProps) {
  const text = useLobbyText();
  const secondsLeft = useSecondsLeft(order.expiresAt, now, timers);
  const [busy, setBusy] = useState<Busy>();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const [transferredHere, setTransferredHere] = useState(false);
  // A pending order past its time is expired, whether or not the hall has said so yet.
  const status = order.status === 'pending' && secondsLeft === 0 ? 'expired' : order.status;
  const pending = status === 'pending';
  const { payment } = order;
  const network = payment.fields.find((field) => field.key === 'network')?.value;
  const payUrl = safeHref(payment.payUrl);

  const act = async (kind: Exclude<Busy, undefined>, run: () => Promise<OrderActionResult>) => {
    if (busy) return;
    setBusy(kind);
    setActionError(undefined);
    try {
      const result = await run();
      if (!result.ok) setActionError(result.message);
      else if (kind === 'transferred') setTransferredHere(true);
      return result;
    } finally {
      setBusy(undefined);
      setConfirmingCancel(false);
    }
  };

  return (
    <div className="lk-order" data-status={status}>
      {pendingNotice && pending && (
        <p className="lk-pay__alert" data-tone="info" role="status">
          {text('lobby.deposit.pending')}
        </p>
      )}
      {pending ? (
        <p className="lk-order__timer">{text('lobby.order.timeLeft', { time: clockText(secondsLeft) })}</p>
      ) : (
        <p className="lk-order__outcome" role="status">
          {status === 'success'
            ? text('lobby.order.paid')
            : status === 'expired'
              ? text('lobby.order.expiredNote')
              : status === 'cancelled'
                ? text('lobby.order.cancelledNote')
                : text('lobby.order.failed')}
        </p>
      )}
      <div className="lk-order__body">
        {pending && payment.qrCode !== undefined && (
          <figure className="lk-order__qr">
            <Suspense fallback={<Skeleton variant="rect" aspectRatio={1} label={text('lobby.order.qr')} />}>
              <QrCodeView
                className="lk-order__qr-code"
                value={payment.qrCode}
                label={text('lobby.order.qr')}
              />
            </Suspense>
            <figcaption className="lk-order__qr-caption" aria-hidden="true">
              {text('lobby.order.qr')}
            </figcaption>
          </figure>
        )}
        <div className="lk-order__details">
          <CopyField
            label={text('lobby.order.amount')}
            value={formatExact(payment.payAmount, payment.payCurrency)}
            copyValue={payment.payAmount}
          />
          <CopyField label={text('lobby.order.number')} value={order.orderId} />
          {pending &&
            payment.fields.map((field) => (
              <CopyField key={field.key} label={text(FIELD_LABELS[field.key])} value={field.value} />
            ))}
          {pending && payment.qrCode !== undefined && (
            <CopyField label={text('lobby.order.code')} value={payment.qrCode} />
          )}
        </div>
      </div>
      {pending && network !== undefined && (
        <p className="lk-pay__alert" data-tone="warning">
          {text('lobby.order.networkWarning', { network })}
        </p>
      )}
      {pending && (
        <div className="lk-order__actions">
          {payUrl !== undefined && (
            <a
              className="lk-button"
              data-variant="quiet"
              href={payUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text('lobby.order.openPayPage')}
            </a>
          )}
          {order.transferredAt !== undefined || transferredHere ? (
            <p className="lk-order__note" role="status">
              {text('lobby.order.checking')}
            </p>
          ) : (
            <button
              type="button"
              className="lk-button"
              aria-disabled={busy !== undefined || undefined}
              onClick={() => void act('transferred', onTransferred)}
            >
              {text('lobby.order.transferred')}
            </button>
          )}
          {onUpload && channel?.voucher && (
            <VoucherUpload onUpload={onUpload} uploaded={order.voucher !== undefined} />
          )}
          {actionError && (
            <p className="lk-pay__alert" role="alert">
              {actionError}
            </p>
          )}
          {confirmingCancel ? (
            <div className="lk-order__confirm" role="group" aria-label={text('lobby.order.cancel')}>
              <p>{text('lobby.order.cancelQuestion')}</p>
              <div className="lk-order__confirm-actions">
                <button
                  type="button"
                  className="lk-button"
                  data-variant="quiet"
                  onClick={() => setConfirmingCancel(false)}
                >
                  {text('lobby.order.keep')}
                </button>
                <button
                  type="button"
                  className="lk-button"
                  data-variant="danger"
                  aria-disabled={busy !== undefined || undefined}
                  onClick={() => void act('cancel', onCancel)}
                >
                  {text('lobby.order.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="lk-order__cancel"
              onClick={() => {
                setActionError(undefined);
                setConfirmingCancel(true);
              }}
            >
              {text('lobby.order.cancel')}
            </button>
          )}
        </div>
      )}
      {!pending && (
        <div className="lk-order__actions">
          {status === 'success' ? (
            <button type="button" className="lk-button" onClick={onDone}>
              {text('lobby.action.gotIt')}
            </button>
          ) : (
            <button type="button" className="lk-button" onClick={onNewDeposit}>
              {text('lobby.order.newDeposit')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
