// A small lobby home page painted only with theme-kit tokens: how a base set, a skin, a
// site background and the mid-autumn overlay look on real lobby parts.
import { HolidayMain, ThemeProvider, useHoliday, useTheme } from '@lobbykit/theme-kit';
import type { ThemeSite } from '@lobbykit/theme-kit';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { storyThemes, type StoryThemeName } from './story-themes';
import { useState } from 'react';
import './lobby-preview.css';

export interface LobbyPreviewProps {
  readonly base: StoryThemeName;
  readonly skinTypeValue?: string | number | undefined;
  readonly backgroundColor?: string | undefined;
  readonly holidayThemes?: ThemeSite['holidayThemes'];
  readonly currency: string;
  /** The clock the holiday window is checked against (epoch ms). */
  readonly now: number;
}

const categories = ['Hot', 'Slots', 'Live', 'Fishing', 'Cards', 'Sports', 'Lottery'] as const;

const games = [
  { name: 'Dragon Fortune', provider: 'PG', hue: 12, hot: true },
  { name: 'Golden Koi', provider: 'JDB', hue: 42, hot: false },
  { name: 'Lucky Baccarat', provider: 'EVO', hue: 340, hot: true },
  { name: 'Ocean King', provider: 'JILI', hue: 196, hot: false },
  { name: 'Neon Reels', provider: 'PP', hue: 270, hot: false },
  { name: 'Moon Rabbit', provider: 'PG', hue: 48, hot: true },
  { name: 'Tiger Roulette', provider: 'EZG', hue: 150, hot: false },
  { name: 'Mahjong Ways', provider: 'PG', hue: 0, hot: false },
] as const;

export function LobbyPreview({
  base,
  skinTypeValue,
  backgroundColor,
  holidayThemes,
  currency,
  now,
}: LobbyPreviewProps) {
  return (
    <ThemeProvider
      tokens={storyThemes[base]}
      site={{ skinTypeValue, backgroundColor, holidayThemes, currencyInfos: [{ currencyCode: currency }] }}
      overlays={[midAutumnOverlay]}
      now={() => now}
      className="lp"
    >
      <Home currency={currency} />
    </ThemeProvider>
  );
}

function Home({ currency }: { readonly currency: string }) {
  const { name } = useTheme();
  const holiday = useHoliday();
  const [category, setCategory] = useState<string>('Hot');
  return (
    <div className="lp-page">
      <header className="lp-bar">
        <div className="lp-bar-inner">
          <div className="lp-brand">
            <span className="lp-logo" aria-hidden="true" />
            <span className="lp-site">Lucky Harbor</span>
          </div>
          <div className="lp-wallet">
            <span className="lp-balance" aria-label={`Balance 12,880.00 ${currency}`}>
              <span className="lp-currency">{currency}</span> 12,880.00
            </span>
            <button type="button" className="lp-btn lp-btn-primary lp-deposit">
              Deposit
            </button>
          </div>
        </div>
      </header>

      <HolidayMain>
        <main className="lp-main">
          <section className="lp-hero" aria-labelledby="lp-hero-title">
            <p className="lp-kicker">{holiday ? 'Mid-autumn festival' : `${name} theme`}</p>
            <h1 id="lp-hero-title" className="lp-hero-title">
              {holiday ? 'Moonlight Jackpot' : 'Weekend Jackpot'}
            </h1>
            <p className="lp-jackpot">{currency} 8,888,888.88</p>
            <p className="lp-hero-text">The pool grows with every spin. Ends Sunday 23:59.</p>
            <button type="button" className="lp-btn lp-btn-primary">
              Play now
            </button>
          </section>

          <nav className="lp-tabs" aria-label="Game categories">
            {categories.map((entry) => (
              <button
                key={entry}
                type="button"
                className="lp-tab"
                aria-pressed={entry === category}
                onClick={() => setCategory(entry)}
              >
                {entry}
              </button>
            ))}
          </nav>

          <section aria-labelledby="lp-games-title">
            <h2 id="lp-games-title" className="lp-section-title">
              {category} games
            </h2>
            <ul className="lp-games">
              {games.map((game) => (
                <li key={game.name} className="lp-game">
                  <span
                    className="lp-game-art"
                    aria-hidden="true"
                    style={{
                      background: `radial-gradient(circle at 30% 25%, hsl(${game.hue} 95% 72% / .9), transparent 55%), linear-gradient(150deg, hsl(${game.hue} 80% 48%), hsl(${game.hue + 40} 70% 22%))`,
                    }}
                  >
                    <span className="lp-game-mark">
                      {game.name
                        .split(' ')
                        .map((word) => word[0])
                        .join('')}
                    </span>
                  </span>
                  {game.hot && <span className="lp-badge">Hot</span>}
                  <span className="lp-game-name">{game.name}</span>
                  <span className="lp-game-provider">{game.provider}</span>
                </li>
              ))}
            </ul>
          </section>
        </main>
      </HolidayMain>

      <nav className="lp-float" aria-label="Shortcuts">
        {['Home', 'Promos', 'Deposit', 'Support', 'Me'].map((entry, index) => (
          <a
            key={entry}
            href={`#${entry.toLowerCase()}`}
            className="lp-float-item"
            aria-current={index === 0 ? 'page' : undefined}
          >
            <span className="lp-float-icon" aria-hidden="true" />
            {entry}
          </a>
        ))}
      </nav>
    </div>
  );
}
