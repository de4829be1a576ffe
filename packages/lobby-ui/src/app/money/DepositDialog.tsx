// The pay modal connected to lobby.money (the money chunk): the channels and any order still
// waiting for its payment are read at each opening; "Deposit now" goes through lobby-core's
// deposit (one request id per submission, refused while one is in flight, here or in another
// tab); the order's actions, its voucher, and its payment as the realtime notice (or the
// balance that moved with it) tells.
import {
  moneyCodes,
  type DepositOrder,
  type LobbyKey,
  type Order,
  type PayChannel,
} from '@lobbykit/contract';
import type { MoneyResult } from '@lobbykit/lobby-core';
import type { DepositForm } from '@lobbykit/lobby-core/money';
import { useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { OrderActionResult } from '../../deposit/deposit-types';
import { PayModal, type PayModalView } from '../../deposit/PayModal';
import { useLobbyText } from '../../shared/texts';
import { depositStepOf } from './deposit-outcome';
import { dataOf } from './money-read';
import type { DepositRequest } from './money-context';

/** Props of {@link DepositDialog}. */
export interface DepositDialogProps {
  readonly open: boolean;
  /** What the form starts with. */
  readonly request?: DepositRequest | undefined;
  readonly onClose: () => void;
  /** A deposit was made, confirmed, cancelled or paid: records read again. */
  readonly onChanged: () => void;
}

type DialogView =
  | { readonly kind: 'loading' | 'failed' | 'empty' }
  | { readonly kind: 'form'; readonly channels: readonly PayChannel[] }
  | {
      readonly kind: 'order';
      readonly channels: readonly PayChannel[];
      readonly order: DepositOrder;
      /** It was waiting already when the modal opened or the player asked for a new one. */
      readonly pending: boolean;
    };

const LOADING: DialogView = { kind: 'loading' };

export function DepositDialog({ open, request, onClose, onChanged }: DepositDialogProps) {
  const { money } = useLobby();
  const text = useLobbyText();
  const [view, setView] = useState<DialogView>(LOADING);
  // Bumped by "Try again" and "New deposit": the channels and the waiting order are read again.
  const [reading, setReading] = useState(0);
  const sending = useSyncExternalStore(
    money.subscribe,
    () => money.state().deposit === 'sending',
    () => false,
  );

  useEffect(() => {
    let live = true;
    // No pending order read (none, or a read that failed) is no order: a deposit checks again first.
    void Promise.all([money.channels(), money.pendingOrder()]).then(([channels, pending]) => {
      if (!live) return;
      const list = dataOf(channels);
      const waiting = dataOf(pending);
      if (waiting) setView({ kind: 'order', channels: list ?? [], order: waiting, pending: true });
      else if (!channels.ok && channels.reason === 'notPlayer') onClose();
      else if (!list) setView({ kind: 'failed' });
      else setView(list.length === 0 ? { kind: 'empty' } : { kind: 'form', channels: list });
    });
    return () => {
      live = false;
    };
    // onClose is the owner's and may change each render; the reading does not depend on it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [money, reading]);

  const showOrder = useCallback((order: DepositOrder) => {
    setView((current) =>
      current.kind === 'order' && current.order.orderId === order.orderId ? { ...current, order } : current,
    );
  }, []);

  // The order on screen, read again: after a refused action, and when the balance moved (a
  // payment whose notice another tab of the browser showed).
  const orderId = view.kind === 'order' && view.order.status === 'pending' ? view.order.orderId : undefined;
  const applyRead = useCallback((answer: MoneyResult<Order>) => {
    const read = dataOf(answer);
    if (read?.kind !== 'deposit' || read.status === 'pending') return;
    const { orderId: readId, status, completedAt } = read;
    setView((current) =>
      current.kind === 'order' && current.order.orderId === readId
        ? { ...current, order: { ...current.order, status, completedAt } }
        : current,
    );
  }, []);
  const rereadOrder = useCallback(() => {
    if (orderId !== undefined) void money.orderStatus(orderId).then(applyRead);
  }, [money, orderId, applyRead]);

  const balance = useLobbySelector((root) =>
    root.session.status === 'player' ? root.session.account.game_gold : undefined,
  );
  useEffect(() => {
    if (orderId === undefined) return undefined;
    let live = true;
    void money.orderStatus(orderId).then((read) => {
      if (live) applyRead(read);
    });
    return () => {
      live = false;
    };
  }, [balance, money, orderId, applyRead]);

  useEffect(
    () =>
      money.events.on('depositSucceeded', (paid) => {
        setView((current) =>
          current.kind === 'order' &&
          current.order.status === 'pending' &&
          (paid.orderId === undefined || paid.orderId === current.order.orderId)
            ? { ...current, order: { ...current.order, status: 'success' } }
            : current,
        );
      }),
    [money],
  );

  const orderAction =
    (
      run: () => Promise<MoneyResult<DepositOrder>>,
      failed: LobbyKey,
      refused?: Partial<Record<string, LobbyKey>>,
    ) =>
    async (): Promise<OrderActionResult> => {
      const result = await run();
      if (result.ok) {
        showOrder(result.data);
        onChanged();
        return { ok: true };
      }
      if (result.reason === 'refused' && result.code === moneyCodes.orderNotPending) rereadOrder();
      const key = result.reason === 'refused' ? refused?.[result.code] : undefined;
      return { ok: false, message: text(key ?? failed) };
    };

  const readAgain = () => {
    setView(LOADING);
    setReading((count) => count + 1);
  };

  const submit = async (form: DepositForm) => {
    const step = depositStepOf(await money.deposit(form), form.amount, form.channel, text);
    if (step.kind === 'close') {
      onClose();
      return { ok: true } as const;
    }
    if (step.kind === 'form') return step.result;
    setView((current) => ({
      kind: 'order',
      channels: current.kind === 'form' || current.kind === 'order' ? current.channels : [],
      order: step.order,
      pending: step.pending,
    }));
    if (!step.pending) onChanged();
    return { ok: true } as const;
  };

  let shown: PayModalView;
  switch (view.kind) {
    case 'loading':
    case 'empty':
      shown = { kind: view.kind };
      break;
    case 'failed':
      shown = { kind: 'failed', onRetry: readAgain };
      break;
    case 'form':
      shown = {
        kind: 'form',
        channels: view.channels,
        initialAmount: request?.amount,
        onSubmit: submit,
        busy: sending,
      };
      break;
    case 'order': {
      const { order } = view;
      shown = {
        kind: 'order',
        order,
        channel: view.channels.find((channel) => channel.channelId === order.channelId),
        pendingNotice: view.pending,
        onTransferred: orderAction(() => money.confirmTransfer(order.orderId), 'lobby.order.actionFailed'),
        onCancel: orderAction(() => money.cancelOrder(order.orderId), 'lobby.order.actionFailed'),
        onUpload: (file) =>
          orderAction(() => money.uploadVoucher(order.orderId, file), 'lobby.order.voucherFailed', {
            [moneyCodes.voucherInvalid]: 'lobby.order.voucherType',
          })(),
        onNewDeposit: readAgain,
        onDone: onClose,
      };
      break;
    }
  }
  return <PayModal open={open} onClose={onClose} view={shown} />;
}
