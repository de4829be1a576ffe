// A question with two answers in a modal: "Cancel" and the action. The button that has the
// focus first is the answer a stray Enter gives, so the owner says which one is safe.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { useLobbyText } from './texts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly description: string;
  /** The action's button. */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  /** "Cancel", the close button, Escape. */
  readonly onClose: () => void;
  /** The button with the focus when it opens: the safe answer. */
  readonly initialFocus: 'cancel' | 'confirm';
  /** The action is under way: its button waits. */
  readonly busy?: boolean | undefined;
  readonly className?: string | undefined;
}

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  initialFocus,
  busy = false,
  className,
}: ConfirmDialogProps) {
  const text = useLobbyText();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={text('lobby.action.close')}
      initialFocus={initialFocus === 'cancel' ? cancelRef : confirmRef}
      className={className ?? ''}
      footer={
        <>
          <button ref={cancelRef} type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
            {text('lobby.action.cancel')}
          </button>
          <button
            ref={confirmRef}
            type="button"
            className="lk-button"
            aria-disabled={busy || undefined}
            onClick={busy ? undefined : onConfirm}
          >
            {confirmLabel}
          </button>
        </>
      }
    />
  );
}
