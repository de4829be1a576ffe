// The languages as a listbox: each in its own name and script, the current one selected.
import type { LanguageCode } from '@lobbykit/contract';
import { getLanguage } from '@lobbykit/i18n';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { Icon } from '../shared/icons';
import { langTag } from './language-tags';

export interface LanguageListProps {
  readonly codes: readonly LanguageCode[];
  readonly value: LanguageCode;
  readonly onPick: (code: LanguageCode) => void;
  readonly label: string;
  readonly renderFlag: (region: string, code: LanguageCode) => ReactNode;
  /** Receives the selected option, for the dialog to focus it first. */
  readonly selectedRef: RefObject<HTMLLIElement | null>;
}

export function LanguageList({ codes, value, onPick, label, renderFlag, selectedRef }: LanguageListProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]'));
    const from = options.indexOf(event.target as HTMLElement);
    if (from === -1) return;
    let to: number | undefined;
    if (event.key === 'ArrowDown') to = Math.min(options.length - 1, from + 1);
    else if (event.key === 'ArrowUp') to = Math.max(0, from - 1);
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = options.length - 1;
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const code = codes[from];
      if (code) onPick(code);
      return;
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // Type-ahead on the name as written, starting after the focused option.
      const letter = event.key.toLocaleLowerCase();
      for (let step = 1; step <= options.length; step++) {
        const index = (from + step) % options.length;
        const name = getLanguage(codes[index] ?? '')?.name.toLocaleLowerCase() ?? '';
        if (name.startsWith(letter)) {
          to = index;
          break;
        }
      }
    }
    if (to === undefined) return;
    event.preventDefault();
    options[to]?.focus();
  };

  return (
    <ul className="lk-language-list" role="listbox" aria-label={label} onKeyDown={onKeyDown}>
      {codes.map((code) => {
        const language = getLanguage(code);
        const selected = code === value;
        return (
          <li
            key={code}
            ref={selected ? selectedRef : undefined}
            role="option"
            className="lk-language-list__option"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onPick(code)}
          >
            <span className="lk-language-list__flag" aria-hidden="true">
              {renderFlag(language.flag, code)}
            </span>
            <span className="lk-language-list__name" lang={langTag(code)}>
              {language.name}
            </span>
            {selected && <Icon name="check" className="lk-language-list__check" />}
          </li>
        );
      })}
    </ul>
  );
}
