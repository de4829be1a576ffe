// The language switch: a button with the current language that opens the list of languages.
import { languageCodes, type LanguageCode } from '@lobbykit/contract';
import { getLanguage } from '@lobbykit/i18n';
import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';
import type { LanguageDialogProps } from './LanguageDialog';
import { emojiFlag, langTag } from './language-tags';

// The dialog is fetched on the first sign of intent (pointer over, focus, touch), so it is
// usually there by the click; a click before that waits for the chunk.
const loadDialog = () => import('./LanguageDialog');
const LazyLanguageDialog = lazy(() => loadDialog().then((module) => ({ default: module.LanguageDialog })));
const preloadDialog = () => {
  // A failed preload says nothing: the click's own load asks again.
  loadDialog().catch(() => undefined);
};

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
  /**
   * The dialog, for an app that loads its chunk its own way (the lobby app's: retried under a new
   * address, and a toast with the next opening downloading again when it still fails).
   * @default LanguageDialog, loaded with React's `lazy()` at the first opening
   */
  readonly dialog?: ComponentType<LanguageDialogProps> | undefined;
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
  dialog: Dialog = LazyLanguageDialog,
  className,
}: LanguageSwitchProps) {
  const text = useLobbyText();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing keeps the dialog's own way of closing.
  const [wanted, setWanted] = useState(false);
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
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
      >
        <span className="lk-language-switch__flag" aria-hidden="true">
          {renderFlag(current.flag, value)}
        </span>
        <span className="lk-language-switch__name" lang={langTag(value)}>
          {current.name}
        </span>
        <Icon name="globe" className="lk-language-switch__icon" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title={title}
            closeLabel={text('lobby.action.close')}
            codes={languages.includes(value) ? languages : [value, ...languages]}
            value={value}
            onPick={pick}
            renderFlag={renderFlag}
          />
        </Suspense>
      )}
    </>
  );
}
