// The tracking runner and lobby-core's tracker, loaded after the first paint.
import { lazyBlock } from '../chunks/lazy-block';

export const LazyTrackingRunner = lazyBlock(() => import('./TrackingRunner'), 'TrackingRunner');
