// The game page's body (demo and real money): the game in a sandboxed frame under a bar with
// the way back.
import { ServiceCode, type Timers } from '@lobbykit/contract';
import { formatCurrency, hasCurrency } from '@lobbykit/currency-format';
import { Empty } from '@lobbykit/ui-blocks';
import { useEffect, useState, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { RefreshButton } from '../shared/RefreshButton';
import { useLobbyText } from '../shared/texts';

/**
 * Where the demo game is: the app is getting its address, it has one, or the launch failed
 * (with the hall's service code when it sent one: 210103 and 41020 have their own messages).
 */
export type DemoGameState =
  | { readonly status: 'opening' }
  | { readonly status: 'ready'; readonly url: string }
  | { readonly status: 'failed'; readonly code?: string | number | undefined };

/** Props of {@link DemoGameFrame}. */
export interface DemoGameFrameProps {
  readonly state: DemoGameState;
  /** The game's name: the bar's title and the frame's accessible name. */
  readonly gameName: string;
  /** Back to the lobby (the app navigates). */
  readonly onBack: () => void;
  /** Launch again after a failure; without it the failed state offers only the way back. */
  readonly onRetry?: (() => void) | undefined;
  /** The balance shown in the bar: the demo account's (spec §3: 2000), or the player's. */
  readonly balance?: { readonly amount: number; readonly currency: string } | undefined;
  /**
   * Reads the balance again (a real-money game: what the player won or lost inside the game
   * reaches the lobby late or not at all); without it, no such button.
   */
  readonly onRefreshBalance?: (() => void) | undefined;
  /** The balance is being read again: the refresh button waits and says so. */
  readonly refreshingBalance?: boolean | undefined;
  /**
   * A demo shows the demo mark and the play-money note; a real-money game shows neither, and
   * its bar says "Balance".
   * @default 'demo'
   */
  readonly mode?: 'demo' | 'real' | undefined;
  /**
   * The loading cover goes after the frame loads, or after this many ms at the latest (a game
   * that never reports its load still shows).
   * @default 5000
   */
  readonly loadTimeoutMs?: number | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
  /** Shown between the bar and the game: a sports game's matches. */
  readonly panel?: ReactNode;
  readonly className?: string | undefined;
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * What the game's frame may do. A game is a third party's page, so it gets only what a game
 * needs, and nothing that reaches the lobby or the player's browser beyond it:
 * - `allow-scripts`: the game is a script-driven page (canvas, WebGL, its own network calls).
 * - `allow-same-origin`: the game keeps its own origin, so its cookies, storage and requests to
 *   its own server work; without it the frame gets an opaque origin and most games fail to start.
 *   Safe only because the game is served from another origin than the lobby (the hall's `/play`
 *   or a provider's host): a same-origin frame with scripts could lift its own sandbox.
 * - `allow-forms`: some games submit forms (settings, their own small dialogs).
 * Left out on purpose: top navigation (the game cannot send the lobby elsewhere), pop-ups, modal
 * dialogs and downloads.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

function Failure({
  code,
  onRetry,
  onBack,
}: {
  readonly code: string | number | undefined;
  readonly onRetry: (() => void) | undefined;
  readonly onBack: () => void;
}) {
  const text = useLobbyText();
  const known = String(code ?? '');
  const [title, hint] =
    known === ServiceCode.DemoGameLineDisabled
      ? (['lobby.demo.lineOff', 'lobby.demo.lineOffHint'] as const)
      : known === ServiceCode.DemoGameDisabled
        ? (['lobby.demo.off', 'lobby.demo.offHint'] as const)
        : (['lobby.demo.failed', 'lobby.status.checkConnection'] as const);
  // 41020 will not change by trying again; the others may.
  const canRetry = onRetry !== undefined && known !== ServiceCode.DemoGameDisabled;
  return (
    <div className="lk-demo-game__state" role="alert">
      <Empty
        title={text(title)}
        description={text(hint)}
        action={
          <span className="lk-demo-game__actions">
            {canRetry && (
              <button type="button" className="lk-button" onClick={onRetry}>
                {text('lobby.action.retry')}
              </button>
            )}
            <button type="button" className="lk-button" data-variant="quiet" onClick={onBack}>
              {text('lobby.demo.back')}
            </button>
          </span>
        }
      />
    </div>
  );
}

/**
 * The demo game page's body: a bar with "back to lobby", the game's name, the demo mark and the
 * demo balance, and under it the game in a sandboxed frame, covered by a loading state until the
 * frame has loaded. 210103 (demo line switched off) and 41020 (no demo for this game) each get a
 * message of their own; any other failure offers to try again.
 */
export function DemoGameFrame({
  state,
  gameName,
  onBack,
  onRetry,
  balance,
  onRefreshBalance,
  refreshingBalance = false,
  mode = 'demo',
  loadTimeoutMs = 5000,
  timers = globalTimers,
  panel,
  className,
}: DemoGameFrameProps) {
  const text = useLobbyText();
  const real = mode === 'real';
  const url = state.status === 'ready' ? state.url : undefined;
  // The URL whose frame has loaded (or outwaited the timeout): a new URL shows the cover again.
  const [shownUrl, setShownUrl] = useState<string>();
  const covered = state.status === 'opening' || (url !== undefined && shownUrl !== url);

  useEffect(() => {
    if (url === undefined) return undefined;
    const handle = timers.setTimeout(() => setShownUrl(url), loadTimeoutMs);
    return () => timers.clearTimeout(handle);
  }, [url, loadTimeoutMs, timers]);

  const amount =
    balance && hasCurrency(balance.currency) ? formatCurrency(balance.amount, balance.currency) : undefined;

  return (
    <div className={cx('lk-demo-game', className)} data-status={state.status} data-mode={mode}>
      <div className="lk-demo-game__bar">
        <button type="button" className="lk-demo-game__back" onClick={onBack}>
          <Icon name="arrowLeft" />
          <span>{text('lobby.demo.back')}</span>
        </button>
        <h1 className="lk-demo-game__title">{gameName}</h1>
        {real ? undefined : <span className="lk-demo-game__mark">{text('lobby.game.demo')}</span>}
        {amount !== undefined && (
          <span className="lk-demo-game__balance" aria-busy={refreshingBalance || undefined}>
            {text(real ? 'lobby.play.balance' : 'lobby.demo.balance', { amount })}
          </span>
        )}
        {amount !== undefined && onRefreshBalance && (
          <>
            <RefreshButton
              className="lk-demo-game__refresh"
              label={text('lobby.player.refresh')}
              refreshing={refreshingBalance}
              onRefresh={onRefreshBalance}
            />
            <span className="lk-visually-hidden" role="status">
              {refreshingBalance ? text('lobby.player.refreshing') : ''}
            </span>
          </>
        )}
      </div>
      {real ? undefined : <p className="lk-demo-game__note">{text('lobby.demo.playMoney')}</p>}
      {panel}
      <div className="lk-demo-game__stage">
        {state.status === 'failed' ? (
          <Failure code={state.code} onRetry={onRetry} onBack={onBack} />
        ) : (
          <>
            {url !== undefined && (
              <iframe
                key={url}
                className="lk-demo-game__frame"
                src={url}
                title={real ? gameName : text('lobby.demo.frameTitle', { name: gameName })}
                sandbox={GAME_FRAME_SANDBOX}
                allow="autoplay; fullscreen"
                onLoad={() => setShownUrl(url)}
              />
            )}
            {covered && (
              <div className="lk-demo-game__state" role="status">
                <span className="lk-spinner" aria-hidden="true" />
                <span>{text('lobby.demo.loading')}</span>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
