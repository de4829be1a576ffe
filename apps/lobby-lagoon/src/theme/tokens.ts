// The lagoon look: theme-kit's classic set with this theme's own name. Change the colours,
// radii and fonts here (every group is listed in theme-kit's ThemeTokens); the stylesheet and
// every lobby block read them as --lk-* custom properties. A site's skin and colours still
// apply on top, as theme-kit derives them.
import { mergeTokens, type TokenSet } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';

export const lagoonTokens: TokenSet = {
  name: 'lagoon',
  tokens: mergeTokens(classicTokens.tokens, {}),
};
