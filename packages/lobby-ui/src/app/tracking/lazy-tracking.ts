// The tracking runner and lobby-core's tracker, loaded after the first paint.
import { lazy } from 'react';

export const LazyTrackingRunner = lazy(() =>
  import('./TrackingRunner').then((module) => ({ default: module.TrackingRunner })),
);
