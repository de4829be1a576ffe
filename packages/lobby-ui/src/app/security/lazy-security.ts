// The security screens' code that opens over any page (the forced binding and password change), loaded at
// its first need: none of it is in the home's first JavaScript.
import { lazyBlock } from '../chunks/lazy-block';

export const LazyForcedBindingHost = lazyBlock(() => import('./ForcedBindingHost'), 'ForcedBindingHost');

export const LazyForcedPasswordChangeHost = lazyBlock(
  () => import('./ForcedPasswordChangeHost'),
  'ForcedPasswordChangeHost',
);
