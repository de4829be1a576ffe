// lobby-ui blocks the first paint does not need, each in its own chunk: the footer and its line
// switch (below the fold), the dialogs and toasts (only when one opens), the boot's
// still-trying screen (only when the hall is down), the marquee and the jackpot (their data
// comes after the first paint anyway), the float bar's shortcuts (drawn after the first paint). The home page's first
// JavaScript stays the smaller for it.
import { lazyBlock } from '../chunks/lazy-block';

export const LazyFooterBlocks = lazyBlock(() => import('../../footer/FooterBlocks'), 'FooterBlocks');
export const LazyLineSwitch = lazyBlock(() => import('../lines/LineSwitch'), 'LineSwitch');
export const LazyBootStatus = lazyBlock(() => import('../../boot/BootStatus'), 'BootStatus');
export const LazyMarquee = lazyBlock(() => import('../../marquee/Marquee'), 'Marquee');
export const LazyJackpotCounter = lazyBlock(() => import('../../jackpot/JackpotCounter'), 'JackpotCounter');
export const LazyToastViewport = lazyBlock(() => import('@lobbykit/ui-blocks'), 'ToastViewport');
export const LazyFloatBarEntriesView = lazyBlock(
  () => import('../screens/FloatBarEntriesView'),
  'FloatBarEntriesView',
);
