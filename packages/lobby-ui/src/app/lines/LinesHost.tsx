// Around every page: the API lines the player can see. After the first paint, its own chunk
// (LinesCenter) watches the lines and says so in a toast when the lobby leaves a dead line by
// itself; it also holds the "Switch line" dialog, which any screen opens (`useOpenLines`), the
// footer's switch or a theme's menu, whether or not the site shows a footer.
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAfterHydration } from '../chrome/use-after-hydration';
import { OpenLinesContext } from './lines-context';
import { lazyBlock } from '../chunks/lazy-block';

const LazyLinesCenter = lazyBlock(() => import('./LinesCenter'), 'LinesCenter');

export function LinesHost({ children }: { readonly children?: ReactNode }) {
  const mounted = useAfterHydration();
  const [open, setOpen] = useState(false);
  const openLines = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  return (
    <OpenLinesContext value={openLines}>
      {children}
      {(mounted || open) && (
        <Suspense fallback={null}>
          <LazyLinesCenter open={open} onClose={close} />
        </Suspense>
      )}
    </OpenLinesContext>
  );
}
