// The order's voucher: a picture of the payment receipt (an image of at most 5 MB), checked
// before it is sent, then uploading, uploaded or failed, said where the player looks.
import { VOUCHER_MAX_BYTES } from '@lobbykit/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useLobbyText } from '../shared/texts';
import type { OrderActionResult } from './deposit-types';

/** The image types the hall takes as a voucher. */
const VOUCHER_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/heic'];

export interface VoucherUploadProps {
  readonly onUpload: (file: File) => Promise<OrderActionResult>;
  /** A voucher is on the order already. */
  readonly uploaded?: boolean | undefined;
}

type UploadState =
  | { readonly status: 'idle' | 'uploading' | 'done' }
  | { readonly status: 'refused'; readonly message: string };

export function VoucherUpload({ onUpload, uploaded = false }: VoucherUploadProps) {
  const text = useLobbyText();
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: uploaded ? 'done' : 'idle' });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be picked again after a failure.
    input.value = '';
    if (!file || state.status === 'uploading') return;
    if (!VOUCHER_TYPES.includes(file.type))
      return setState({ status: 'refused', message: text('lobby.order.voucherType') });
    if (file.size > VOUCHER_MAX_BYTES)
      return setState({ status: 'refused', message: text('lobby.order.voucherSize') });
    setState({ status: 'uploading' });
    const result = await onUpload(file);
    setState(result.ok ? { status: 'done' } : { status: 'refused', message: result.message });
  };

  return (
    <div className="lk-voucher" data-status={state.status}>
      <p className="lk-voucher__title" id={`${id}-title`}>
        {text('lobby.order.voucher')}
      </p>
      <p className="lk-voucher__hint" id={`${id}-hint`}>
        {text('lobby.order.voucherHint')}
      </p>
      <label className="lk-button lk-voucher__pick" data-variant="quiet" htmlFor={id}>
        {state.status === 'uploading' ? text('lobby.order.uploading') : text('lobby.order.voucherChoose')}
      </label>
      <input
        id={id}
        className="lk-visually-hidden"
        type="file"
        accept={VOUCHER_TYPES.join(',')}
        aria-describedby={state.status === 'refused' ? `${id}-hint ${id}-error` : `${id}-hint`}
        disabled={state.status === 'uploading'}
        onChange={(event) => void pick(event)}
      />
      <p className="lk-voucher__result" role="status">
        {state.status === 'done' ? text('lobby.order.voucherDone') : ''}
      </p>
      {state.status === 'refused' && (
        <p className="lk-voucher__error" id={`${id}-error`} role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
