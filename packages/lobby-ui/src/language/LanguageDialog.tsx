// The language switch's dialog, in its own chunk: the home's first paint shows only the button,
// and the dialog (Modal, scroll lock, the list) loads when the player heads for it.
import type { LanguageCode } from '@lobbykit/contract';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef, type ReactNode } from 'react';
import { LanguageList } from './LanguageList';

export interface LanguageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly closeLabel: string;
  readonly codes: readonly LanguageCode[];
  readonly value: LanguageCode;
  readonly onPick: (code: LanguageCode) => void;
  readonly renderFlag: (region: string, code: LanguageCode) => ReactNode;
}

export function LanguageDialog({
  open,
  onClose,
  title,
  closeLabel,
  codes,
  value,
  onPick,
  renderFlag,
}: LanguageDialogProps) {
  const selectedRef = useRef<HTMLLIElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={closeLabel}
      initialFocus={selectedRef}
      className="lk-language-dialog"
    >
      <LanguageList
        codes={codes}
        value={value}
        onPick={onPick}
        label={title}
        renderFlag={renderFlag}
        selectedRef={selectedRef}
      />
    </Modal>
  );
}
