// lobby-ui blocks the first paint does not need, each in its own chunk: the footer and its line
// switch (below the fold), the dialogs and toasts (only when one opens), the boot's
// still-trying screen (only when the hall is down), the marquee and the jackpot (their data
// comes after the first paint anyway), the float bar's shortcuts (drawn after the first paint). The home page's first
// JavaScript stays the smaller for it.
import { lazy } from 'react';

export const LazyFooterBlocks = lazy(() =>
  import('../../footer/FooterBlocks').then((module) => ({ default: module.FooterBlocks })),
);
export const LazyLineSwitch = lazy(() =>
  import('../lines/LineSwitch').then((module) => ({ default: module.LineSwitch })),
);
export const LazyBootStatus = lazy(() =>
  import('../../boot/BootStatus').then((module) => ({ default: module.BootStatus })),
);
export const LazyMarquee = lazy(() =>
  import('../../marquee/Marquee').then((module) => ({ default: module.Marquee })),
);
export const LazyJackpotCounter = lazy(() =>
  import('../../jackpot/JackpotCounter').then((module) => ({ default: module.JackpotCounter })),
);
export const LazyToastViewport = lazy(() =>
  import('@lobbykit/ui-blocks').then((module) => ({ default: module.ToastViewport })),
);
export const LazyFloatBarEntriesView = lazy(() =>
  import('../screens/FloatBarEntriesView').then((module) => ({ default: module.FloatBarEntriesView })),
);
