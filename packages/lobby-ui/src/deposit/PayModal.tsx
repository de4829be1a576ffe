// The pay modal (spec §2): the deposit form, or while it cannot show yet its loading, failed or
// empty state, then the order view. Driven by props: the owner says which view shows.
import { Empty, Skeleton } from '@lobbykit/ui-blocks';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../shared/texts';
import { DepositForm, type DepositFormProps } from './DepositForm';
import { OrderView, type OrderViewProps } from './OrderView';

/** What the pay modal shows. */
export type PayModalView =
  /** The channels (and any pending order) are being read. */
  | { readonly kind: 'loading' }
  /** They could not be read: "Try again". */
  | { readonly kind: 'failed'; readonly onRetry: () => void }
  /** No channel takes a deposit now; `message` is the hall's reason when it gave one. */
  | { readonly kind: 'empty'; readonly message?: string | undefined }
  | ({ readonly kind: 'form' } & DepositFormProps)
  | ({ readonly kind: 'order' } & OrderViewProps);

/** Props of {@link PayModal}. */
export interface PayModalProps {
  readonly open: boolean;
  /** Escape, the backdrop or the close button. */
  readonly onClose: () => void;
  readonly view: PayModalView;
  /**
   * `web` is 550 px wide, otherwise 600 px; under 600 px of screen it fills the screen.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other' | undefined;
}

function PayModalBody({ view }: { readonly view: PayModalView }) {
  const text = useLobbyText();
  switch (view.kind) {
    case 'loading':
      return <Skeleton className="lk-pay__skeleton" lines={5} label={text('lobby.deposit.loading')} />;
    case 'failed':
      return (
        <Empty
          compact
          title={text('lobby.deposit.channelsFailed')}
          description={text('lobby.status.checkConnection')}
          action={
            <button type="button" className="lk-button" onClick={view.onRetry}>
              {text('lobby.action.retry')}
            </button>
          }
        />
      );
    case 'empty':
      return <Empty compact title={text('lobby.deposit.noChannels')} description={view.message} />;
    case 'form': {
      const { kind: _form, ...form } = view;
      return <DepositForm {...form} />;
    }
    case 'order': {
      const { kind: _order, ...order } = view;
      return <OrderView {...order} />;
    }
  }
}

export function PayModal({ open, onClose, view, platform = 'web' }: PayModalProps) {
  const text = useLobbyText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text(view.kind === 'order' ? 'lobby.order.title' : 'lobby.deposit.title')}
      closeLabel={text('lobby.action.close')}
      platform={platform}
      className="lk-pay"
    >
      <PayModalBody view={view} />
    </Modal>
  );
}
