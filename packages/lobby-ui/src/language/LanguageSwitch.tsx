// The language switch: a button with the current language that opens the list of languages.
import { languageCodes, type LanguageCode } from '@lobbykit/contract';
import { getLanguage } from '@lobbykit/i18n';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef, useState, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';
import { LanguageList, emojiFlag, langTag } from './LanguageList';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The current language. */
  readonly value: LanguageCode;
  /** The player chose another language; the app switches without a reload. */
  readonly onChange: (code: LanguageCode) => void;
  /**
   * The languages the site offers, in its order.
   * @default all 25, in spec order
   */
  readonly languages?: readonly LanguageCode[] | undefined;
  /**
   * Draws a flag from its ISO region (`US`, `HK`, ...); themes that ship flag images pass theirs.
   * @default the emoji flag
   */
  readonly renderFlag?: ((region: string, code: LanguageCode) => ReactNode) | undefined;
  readonly className?: string | undefined;
}

/**
 * A button naming the current language that opens a dialog with every language the site offers,
 * each with its flag and its own name in its own script, the current one marked. The list is a
 * listbox: arrow keys, Home, End and the first letter move, Enter or Space picks.
 */
export function LanguageSwitch({
  value,
  onChange,
  languages = languageCodes,
  renderFlag = emojiFlag,
  className,
}: LanguageSwitchProps) {
  const text = useLobbyText();
  const [open, setOpen] = useState(false);
  const selectedRef = useRef<HTMLLIElement>(null);
  const current = getLanguage(value);
  const title = text('lobby.language.choose');
  const pick = (code: LanguageCode) => {
    setOpen(false);
    if (code !== value) onChange(code);
  };
  return (
    <>
      <button
        type="button"
        className={cx('lk-language-switch', className)}
        aria-haspopup="dialog"
        aria-label={text('lobby.language.current', { name: current.name })}
        onClick={() => setOpen(true)}
      >
        <span className="lk-language-switch__flag" aria-hidden="true">
          {renderFlag(current.flag, value)}
        </span>
        <span className="lk-language-switch__name" lang={langTag(value)}>
          {current.name}
        </span>
        <Icon name="globe" className="lk-language-switch__icon" />
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={text('lobby.action.close')}
        initialFocus={selectedRef}
        className="lk-language-dialog"
      >
        <LanguageList
          codes={languages.includes(value) ? languages : [value, ...languages]}
          value={value}
          onPick={pick}
          label={title}
          renderFlag={renderFlag}
          selectedRef={selectedRef}
        />
      </Modal>
    </>
  );
}
