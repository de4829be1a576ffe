// The start-up sequence's code (lobby-core's sequence, the pop-ups and their claims), loaded once
// the first screen is painted: none of it is in the home's first JavaScript.
import { lazy } from 'react';

export const LazyStartupRunner = lazy(() =>
  import('./StartupRunner').then((module) => ({ default: module.StartupRunner })),
);
