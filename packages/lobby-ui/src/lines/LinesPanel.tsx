// The API lines a player can switch between (spec §7 "Ping line", §9): each line's number, its
// measured ping (9999 is unreachable), which one is in use, and a fresh test. Choosing a line
// switches to it at once; the lobby keeps working without a reload.
import { isUnreachable, type PingLine } from '@lobbykit/contract';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';

export interface LinesPanelProps {
  readonly lines: readonly PingLine[];
  /** Index of the line in use. */
  readonly current: number;
  /** A speed test is running: the pings are being measured again. */
  readonly testing: boolean;
  readonly onChoose: (url: string) => void;
  readonly onTest: () => void;
}

/** A ping's state for the eye (the words say the same): good, slow, unreachable, not measured. */
export type PingTone = 'good' | 'slow' | 'down' | 'none';

/** The slowest ping still drawn as good, in ms. */
const GOOD_MS = 300;

export function pingTone(line: PingLine): PingTone {
  if (isUnreachable(line)) return 'down';
  if (line.ping <= 0) return 'none';
  return line.ping <= GOOD_MS ? 'good' : 'slow';
}

/**
 * "86 ms" in the player's language, or what stands in for a ping not measured. A text of the
 * player's language, not Intl's unit format: the footer's switch shows a ping at start, and a
 * page's first Intl object starts the browser's ICU data (about 100 ms of a phone's main thread).
 */
export function usePingText(): (line: PingLine, testing: boolean) => string {
  const text = useLobbyText();
  return (line, testing) => {
    if (testing && line.pending) return text('lobby.lines.testing');
    if (isUnreachable(line)) return text('lobby.lines.unreachable');
    if (line.ping <= 0) return text('lobby.lines.untested');
    return text('lobby.lines.ping', { ms: Math.round(line.ping) });
  };
}

export function LinesPanel({ lines, current, testing, onChoose, onTest }: LinesPanelProps) {
  const text = useLobbyText();
  const name = useId();
  const pingText = usePingText();
  return (
    <div className="lk-lines">
      <p className="lk-lines__intro">{text('lobby.lines.intro')}</p>
      <fieldset className="lk-lines__list" aria-busy={testing || undefined}>
        <legend className="lk-visually-hidden">{text('lobby.lines.title')}</legend>
        {lines.map((line, index) => (
          <label key={line.url} className="lk-lines__option" data-current={index === current || undefined}>
            <input
              type="radio"
              className="lk-lines__radio"
              name={name}
              checked={index === current}
              onChange={() => onChoose(line.url)}
            />
            {/* The spaces keep the words apart in the radio's name ("Line 1 86 ms In use"). */}
            <span className="lk-lines__name">
              {text('lobby.lines.line', { number: line.lineNumber })}
            </span>{' '}
            <span className="lk-lines__ping" data-tone={pingTone(line)}>
              {pingText(line, testing)}
            </span>{' '}
            {index === current && <span className="lk-lines__in-use">{text('lobby.lines.inUse')}</span>}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="lk-button lk-lines__test"
        data-variant="quiet"
        aria-disabled={testing || undefined}
        onClick={() => {
          if (!testing) onTest();
        }}
      >
        {testing ? text('lobby.lines.testing') : text('lobby.lines.testAgain')}
      </button>
    </div>
  );
}
