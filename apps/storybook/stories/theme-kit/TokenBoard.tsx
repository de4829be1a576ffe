// Every token of a theme, as a designer reviews them: colours, gradients, radii, spacing,
// type and shadows, each with its custom property name.
import { ThemeProvider, cssVarName, useTheme } from '@lobbykit/theme-kit';
import type { ThemeSite, ThemeTokens } from '@lobbykit/theme-kit';
import { midAutumnOverlay } from '@lobbykit/theme-kit/presets';
import { storyThemes, type StoryThemeName } from './story-themes';
import './token-board.css';

export interface TokenBoardProps {
  readonly base: StoryThemeName;
  readonly midAutumn: boolean;
  readonly site?: ThemeSite | undefined;
}

export function TokenBoard({ base, midAutumn, site }: TokenBoardProps) {
  return (
    <ThemeProvider
      tokens={storyThemes[base]}
      holiday={midAutumn ? midAutumnOverlay : null}
      site={site}
      className="tb"
    >
      <Board />
    </ThemeProvider>
  );
}

type Group = keyof ThemeTokens;

function names<G extends Group>(tokens: ThemeTokens, group: G): (keyof ThemeTokens[G] & string)[] {
  return Object.keys(tokens[group]) as (keyof ThemeTokens[G] & string)[];
}

function Board() {
  const { name, tokens, holiday } = useTheme();
  return (
    <div className="tb-page">
      <header className="tb-head">
        <p className="tb-eyebrow">@lobbykit/theme-kit</p>
        <h1 className="tb-title">
          {name}
          {holiday ? ` + ${holiday.name}` : ''}
        </h1>
      </header>

      <section className="tb-section" aria-labelledby="tb-colors">
        <h2 id="tb-colors">Colours</h2>
        <ul className="tb-swatches">
          {names(tokens, 'color').map((key) => (
            <li key={key} className="tb-swatch">
              <span className="tb-chip" style={{ background: `var(${cssVarName('color', key)})` }} />
              <span className="tb-name">{key}</span>
              <code className="tb-var">{cssVarName('color', key)}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className="tb-section" aria-labelledby="tb-gradients">
        <h2 id="tb-gradients">Gradients</h2>
        <ul className="tb-gradients">
          {names(tokens, 'gradient').map((key) => (
            <li
              key={key}
              className="tb-gradient"
              style={{ background: `var(${cssVarName('gradient', key)})` }}
            >
              <code className="tb-tag">{cssVarName('gradient', key)}</code>
            </li>
          ))}
        </ul>
      </section>

      <div className="tb-columns">
        <section className="tb-section" aria-labelledby="tb-type">
          <h2 id="tb-type">Type</h2>
          {(['xl', 'lg', 'md', 'sm', 'xs'] as const).map((size) => (
            <p key={size} className="tb-type" style={{ fontSize: `var(${cssVarName('font', size)})` }}>
              <span>Jackpot 88,888.00</span> <code className="tb-var">{cssVarName('font', size)}</code>
            </p>
          ))}
        </section>

        <section className="tb-section" aria-labelledby="tb-shape">
          <h2 id="tb-shape">Radii and spacing</h2>
          <ul className="tb-radii">
            {names(tokens, 'radius').map((key) => (
              <li key={key} style={{ borderRadius: `var(${cssVarName('radius', key)})` }}>
                <code className="tb-var">{key}</code>
              </li>
            ))}
          </ul>
          <ul className="tb-spaces">
            {names(tokens, 'space').map((key) => (
              <li key={key}>
                <span style={{ width: `calc(var(${cssVarName('space', key)}) * 4)` }} />
                <code className="tb-var">{cssVarName('space', key)}</code>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="tb-section" aria-labelledby="tb-shadows">
        <h2 id="tb-shadows">Shadows</h2>
        <ul className="tb-shadows">
          {names(tokens, 'shadow').map((key) => (
            <li key={key} style={{ boxShadow: `var(${cssVarName('shadow', key)})` }}>
              <code className="tb-var">{cssVarName('shadow', key)}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
