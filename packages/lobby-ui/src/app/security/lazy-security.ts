// The security screens' code that opens over any page (the forced-binding dialog), loaded at
// its first need: none of it is in the home's first JavaScript.
import { lazyBlock } from '../chunks/lazy-block';

export const LazyForcedBindingHost = lazyBlock(() => import('./ForcedBindingHost'), 'ForcedBindingHost');
