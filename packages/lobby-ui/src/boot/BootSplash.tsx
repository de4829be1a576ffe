// The loading splash: what the page shows from its first paint until the lobby can render.
import type { ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link BootSplash}. */
export interface BootSplashProps {
  /** The site's logo (an `<img>` or inline SVG); the splash is just the spinner without it. */
  readonly logo?: ReactNode;
  /**
   * What assistive technology hears; pass a text when the translations have not loaded yet.
   * @default the "Loading the lobby…" text
   */
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

function Splash({ logo, label, className }: BootSplashProps & { readonly label: string }) {
  return (
    <div className={cx('lk-splash', className)} role="status">
      {logo !== undefined && <div className="lk-splash__logo">{logo}</div>}
      <span className="lk-spinner" aria-hidden="true" />
      <span className="lk-visually-hidden">{label}</span>
    </div>
  );
}

function TranslatedSplash(props: BootSplashProps) {
  const text = useLobbyText();
  return <Splash {...props} label={text('lobby.boot.loading')} />;
}

/**
 * A centred logo and spinner on the theme's background. Its markup is the class names
 * `lk-splash`, `lk-splash__logo` and `lk-spinner`: an app that paints a splash in its HTML
 * before any script runs uses the same ones with this stylesheet, so the hand-over to React is
 * seamless. With `label` it reads no translation, so it can show before the texts have loaded.
 */
export function BootSplash(props: BootSplashProps) {
  return props.label === undefined ? (
    <TranslatedSplash {...props} />
  ) : (
    <Splash {...props} label={props.label} />
  );
}
