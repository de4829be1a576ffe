// The security screens' code that opens over any page (the forced-binding dialog), loaded at
// its first need: none of it is in the home's first JavaScript.
import { lazy } from 'react';

export const LazyForcedBindingHost = lazy(() =>
  import('./ForcedBindingHost').then((module) => ({ default: module.ForcedBindingHost })),
);
