// The __skin__ float bar: back to top, customer service and the app, at the bottom right (a site
// can hide it: the footer config's hideFloatBar).
import { FloatBarEntries } from '@lobbykit/lobby-ui/app';
import type { ReactElement } from 'react';

export function __Skin__FloatBar(): ReactElement {
  return <FloatBarEntries className="__skin__-float" entries={['top', 'support', 'download']} />;
}
