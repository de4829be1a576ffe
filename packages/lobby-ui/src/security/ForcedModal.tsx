// The frame of a step spec §4 gives no way to put off (forced binding, the forced password
// change): no close button, no Escape, no backdrop; "Log out" is the only other way out, when the
// owner offers it.
import { Modal, type ModalProps } from '@lobbykit/ui-blocks/modal';
import type { ReactNode } from 'react';
import { useLobbyText } from '../shared/texts';

const ignore = () => {};

interface ForcedModalProps extends Pick<
  ModalProps,
  'open' | 'title' | 'description' | 'initialFocus' | 'className'
> {
  /** "Log out": without it, no way out but the step itself. */
  readonly onLogOut?: (() => void) | undefined;
  /** `web` is 550 px wide, otherwise 600 px. */
  readonly platform: 'web' | 'other';
  readonly children: ReactNode;
}

export function ForcedModal({ onLogOut, children, ...modal }: ForcedModalProps) {
  const text = useLobbyText();
  return (
    <Modal
      {...modal}
      onClose={ignore}
      hideClose
      closeOnEscape={false}
      closeOnBackdrop={false}
      footer={
        onLogOut ? (
          <button type="button" className="lk-button" data-variant="quiet" onClick={onLogOut}>
            {text('lobby.player.logout')}
          </button>
        ) : undefined
      }
    >
      {children}
    </Modal>
  );
}
