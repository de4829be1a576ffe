// One game: its picture, name and provider, its marks, and the controls that open it.
import { cssVarsStyle, LazyImage } from '@lobbykit/ui-blocks';
import { memo, useContext, useId, type ReactNode } from 'react';
import type { LobbyGame } from '../data';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';
import { LiteGameCardsContext } from './lite-cards';

/** The card art of the reference hall: 200 x 260, portrait. */
export const GAME_CARD_IMAGE = { width: 200, height: 260 } as const;

/** Props of {@link GameCard}. */
export interface GameCardProps<G extends LobbyGame = LobbyGame> {
  readonly game: G;
  /** The player opens the game (the whole card is the control). Not called under maintenance. */
  readonly onPlay: (game: G) => void;
  /** The player opens the demo; the demo button shows only with this and `game.demo`. */
  readonly onPlayDemo?: ((game: G) => void) | undefined;
  /**
   * Show the provider's name under the game's (some sites hide it).
   * @default true
   */
  readonly showProvider?: boolean | undefined;
  /**
   * Intrinsic size of the card art; it fixes the picture's aspect ratio before it loads.
   * @default GAME_CARD_IMAGE (200 x 260)
   */
  readonly imageWidth?: number | undefined;
  /** @default GAME_CARD_IMAGE.height (260) */
  readonly imageHeight?: number | undefined;
  /**
   * Load the picture at once with high priority (cards of the first screen).
   * @default false
   */
  readonly priority?: boolean | undefined;
  readonly className?: string | undefined;
}

function Badge({
  id,
  kind,
  children,
}: {
  readonly id: string;
  readonly kind: string;
  readonly children: ReactNode;
}) {
  return (
    <span className="lk-game-card__badge" data-kind={kind} id={id}>
      {children}
    </span>
  );
}

/** The lite form's stand-in for the picture: the card keeps its size, nothing is downloaded. */
function LiteArt({ width, height }: { readonly width: number; readonly height: number }) {
  return (
    <span
      className="lk-game-card__lite"
      style={cssVarsStyle({ '--lk-game-card-ratio': `${width} / ${height}` })}
    />
  );
}

function GameCardView<G extends LobbyGame>({
  game,
  onPlay,
  onPlayDemo,
  showProvider = true,
  imageWidth = GAME_CARD_IMAGE.width,
  imageHeight = GAME_CARD_IMAGE.height,
  priority = false,
  className,
}: GameCardProps<G>) {
  const text = useLobbyText();
  const id = useId();
  const lite = useContext(LiteGameCardsContext);
  const maintenance = game.maintainStatus === true;
  const badges: { kind: string; label: string }[] = [];
  if (game.hot) badges.push({ kind: 'hot', label: text('lobby.game.hot') });
  if (game.new) badges.push({ kind: 'new', label: text('lobby.game.new') });
  if (game.recommendStatus) badges.push({ kind: 'recommended', label: text('lobby.game.recommended') });
  const provider = showProvider && game.providerName ? game.providerName : undefined;
  const playDemo = game.demo === true && !maintenance ? onPlayDemo : undefined;
  // The provider, each mark and the maintenance note are read after the card's name (one id
  // per mark, so a reader hears "Hot New", not the badges' text run together).
  const describedBy = [
    provider && `${id}-provider`,
    ...badges.map((badge) => `${id}-${badge.kind}`),
    maintenance && `${id}-maintenance`,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={cx('lk-game-card', className)}
      data-maintenance={maintenance ? 'true' : undefined}
      data-demo={playDemo ? 'true' : undefined}
      data-lite={lite ? 'true' : undefined}
    >
      <div className="lk-game-card__media">
        {lite ? (
          <LiteArt width={imageWidth} height={imageHeight} />
        ) : (
          <LazyImage src={game.img} alt="" width={imageWidth} height={imageHeight} priority={priority} />
        )}
        {badges.length > 0 && (
          <span className="lk-game-card__badges">
            {badges.map((badge) => (
              <Badge key={badge.kind} id={`${id}-${badge.kind}`} kind={badge.kind}>
                {badge.label}
              </Badge>
            ))}
          </span>
        )}
        {maintenance ? (
          <span className="lk-game-card__mask" id={`${id}-maintenance`}>
            <Icon name="wrench" />
            <span>{text('lobby.game.maintenance')}</span>
          </span>
        ) : (
          <span className="lk-game-card__hint" aria-hidden="true">
            <Icon name="play" />
            {text('lobby.game.play')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="lk-game-card__open"
        aria-label={text('lobby.game.playGame', { name: game.name })}
        aria-describedby={describedBy || undefined}
        aria-disabled={maintenance ? 'true' : undefined}
        onClick={() => {
          if (!maintenance) onPlay(game);
        }}
      >
        <span className="lk-game-card__name">{game.name}</span>
      </button>
      {provider !== undefined && (
        <span className="lk-game-card__provider" id={`${id}-provider`}>
          {provider}
        </span>
      )}
      {playDemo && (
        <button
          type="button"
          className="lk-game-card__demo"
          aria-label={text('lobby.game.playDemoOf', { name: game.name })}
          onClick={() => playDemo(game)}
        >
          {text('lobby.game.demo')}
        </button>
      )}
    </div>
  );
}

/**
 * A game card: the picture keeps its aspect ratio from the first paint, the whole card opens the
 * game, a demo button appears where demo play is offered, and hot / new / recommend badges and
 * the maintenance mask say what they mean to every reader. Memoised: a grid of thousands of cards
 * re-renders only the cards whose props changed, so pass stable `onPlay` / `onPlayDemo`.
 */
export const GameCard = memo(GameCardView) as <G extends LobbyGame>(props: GameCardProps<G>) => ReactNode;
