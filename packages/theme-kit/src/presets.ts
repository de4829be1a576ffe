// The looks lobbykit ships: two base token sets and the mid-autumn overlay. A separate
// entry so an app bundles only the kit plus the look it picks.
export { auroraTokens, classicTokens } from './token-sets';
export { midAutumnOverlay } from './mid-autumn';
