// The lagoon look: a deep tropical sea at night. Teal water surfaces, turquoise calls to action,
// a coral accent, soft pebble radii and heavy type. Built on theme-kit's classic set for what it
// does not change (spaces, motion, font sizes); a site's skin and colours still apply on top.
import { mergeTokens, type TokenSet } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';

export const lagoonTokens: TokenSet = {
  name: 'lagoon',
  tokens: mergeTokens(classicTokens.tokens, {
    color: {
      bg: '#04202a',
      surface: '#0a2f3b',
      raised: '#10404e',
      border: 'rgba(126,232,220,.16)',
      text: '#e9fbf8',
      muted: '#9cc7c2',
      primary: '#2ec4b6',
      onPrimary: '#032522',
      accent: '#ff7b6b',
      success: '#3ddc97',
      warning: '#ffc15e',
      danger: '#ff7070',
      scrim: 'rgba(2,14,18,.74)',
    },
    gradient: {
      primary: 'linear-gradient(135deg,#8af3e4 0%,#2ec4b6 48%,#168a9c 100%)',
      surface: 'linear-gradient(180deg,#0e3a47,#0a2f3b)',
      hero: 'radial-gradient(110% 55% at 50% 0%,rgba(46,196,182,.24),transparent 62%),radial-gradient(70% 45% at 100% 100%,rgba(255,123,107,.12),transparent 70%),var(--lk-color-bg)',
    },
    radius: { sm: '10px', md: '16px', lg: '24px' },
    font: { xl: '26px', bold: '800' },
    shadow: {
      card: '0 1px 0 rgba(255,255,255,.05) inset,0 10px 28px rgba(0,10,14,.5)',
      raised: '0 22px 56px rgba(0,10,14,.62)',
      glow: '0 0 0 1px rgba(46,196,182,.5),0 10px 30px rgba(46,196,182,.3)',
    },
  }),
  skins: {
    // Reef: coral calls to action on the same water.
    2: {
      color: { primary: '#ff7b6b', onPrimary: '#2b0b06' },
      gradient: { primary: 'linear-gradient(135deg,#ffc2a8 0%,#ff7b6b 50%,#e0485d 100%)' },
    },
  },
};
