// Aurora's float bar: one "back to top" button at the bottom right. Home, search, support and
// the app already sit in the side menu or the tab bar, so it does not repeat them (a site can
// hide it: the footer config's hideFloatBar).
import { Icon } from '@lobbykit/lobby-ui';
import type { ReactElement } from 'react';
import { useAuroraText } from './texts';

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function AuroraFloatBar(): ReactElement {
  const text = useAuroraText();
  return (
    <button
      type="button"
      className="au-float"
      aria-label={text('top')}
      title={text('top')}
      onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion() ? 'auto' : 'smooth' })}
    >
      <Icon className="au-icon" name="arrowUp" />
    </button>
  );
}
