// `@lobbykit/lobby-core/preload`: the resource preload of spec §9 (after 30 s, one file every
// 2 s, never while the page is hidden or the network slow). A lobby loads it after its first
// paint and hands it its code-split pages' chunks.
export { schedulePreload } from './schedule';
export type { PreloadFile, PreloadOptions, PreloadSchedule, PreloadVisibility } from './schedule';
export { initialPreloadState, mayPreload, preloadTransition } from './rules';
export type { PreloadConnection, PreloadEvent, PreloadState } from './rules';
