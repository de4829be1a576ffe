// The start-up sequence's code (lobby-core's sequence, the pop-ups and their claims), loaded once
// the first screen is painted: none of it is in the home's first JavaScript.
import { lazyBlock } from '../chunks/lazy-block';

export const LazyStartupRunner = lazyBlock(() => import('./StartupRunner'), 'StartupRunner');
