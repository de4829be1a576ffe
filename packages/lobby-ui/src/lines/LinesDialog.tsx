// "Switch line" in a dialog, in its own chunk: the footer shows only the line in use and the
// button, and the dialog loads when the player asks for it.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useLobbyText } from '../shared/texts';
import { LinesPanel, type LinesPanelProps } from './LinesPanel';

export interface LinesDialogProps extends LinesPanelProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function LinesDialog({ open, onClose, ...panel }: LinesDialogProps) {
  const text = useLobbyText();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.lines.title')}
      closeLabel={text('lobby.action.close')}
      className="lk-lines-dialog"
    >
      <LinesPanel {...panel} />
    </Modal>
  );
}
