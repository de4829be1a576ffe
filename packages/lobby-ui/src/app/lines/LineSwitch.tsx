// The line switch (issue: lines the player can see): the API line in use with its ping, and
// "Switch line", which opens the lines to choose from (the lines host's dialog). The footer shows
// it; a theme may put it in a menu too (`onOpen` closes that menu first). A site with one line
// has nothing to switch: the switch does not show.
import { selectLines } from '@lobbykit/lobby-core';
import { useLobbySelector } from '@lobbykit/lobby-core/react';
import { usePingText } from '../../lines/LinesPanel';
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { useOpenLines } from './lines-context';

export interface LineSwitchProps {
  /** Called as the dialog opens, before it: a menu that holds the switch closes itself. */
  readonly onOpen?: (() => void) | undefined;
  readonly className?: string | undefined;
}

export function LineSwitch({ onOpen, className }: LineSwitchProps) {
  const text = useLobbyText();
  const openLines = useOpenLines();
  const api = useLobbySelector((state) => selectLines(state).api);
  const pingText = usePingText();
  const line = api.lines[api.current];
  if (api.lines.length < 2 || line === undefined) return null;
  return (
    <div className={cx('lk-line-switch', className)}>
      <span className="lk-line-switch__status">
        {text('lobby.lines.line', { number: line.lineNumber })} · {pingText(line, api.testing)}
      </span>
      <button
        type="button"
        className="lk-line-switch__button"
        aria-haspopup="dialog"
        onClick={() => {
          onOpen?.();
          openLines();
        }}
      >
        {text('lobby.lines.title')}
      </button>
    </div>
  );
}
