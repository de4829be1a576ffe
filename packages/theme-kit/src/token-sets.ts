// The two base looks of lobbykit: classic (warm, dark casino) and aurora (cool gradients).
import type { ThemeTokens, TokenSet } from './tokens';

// System fonts only: the lobby loads no web font before first paint.
const family =
  'Inter, "SF Pro Text", "Segoe UI", Roboto, "Helvetica Neue", "PingFang SC", "Noto Sans", "Noto Sans Thai", system-ui, sans-serif';

const space: ThemeTokens['space'] = { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' };
const motion: ThemeTokens['motion'] = { fast: '120ms', normal: '220ms', easing: 'cubic-bezier(.2,.8,.2,1)' };

/** Warm dark casino: espresso surfaces, gold calls to action, a red accent. */
export const classicTokens: TokenSet = {
  name: 'classic',
  tokens: {
    color: {
      bg: '#140e0b',
      surface: '#211712',
      raised: '#2d2019',
      border: 'rgba(255,214,150,.14)',
      text: '#fbf3e6',
      muted: '#c7b49c',
      primary: '#f4b740',
      onPrimary: '#2a1703',
      accent: '#ff5a4f',
      success: '#3fd48f',
      warning: '#ffb020',
      danger: '#ff6259',
      scrim: 'rgba(10,6,4,.72)',
    },
    gradient: {
      primary: 'linear-gradient(135deg,#ffe08a 0%,#f4b740 45%,#d48a1c 100%)',
      surface: 'linear-gradient(180deg,#2d2019,#211712)',
      hero: 'radial-gradient(120% 60% at 50% 0%,rgba(244,183,64,.18),transparent 60%),radial-gradient(80% 50% at 100% 100%,rgba(255,90,79,.10),transparent 60%),var(--lk-color-bg)',
    },
    radius: { sm: '6px', md: '12px', lg: '18px', pill: '999px' },
    space,
    font: { family, xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '24px', regular: '400', bold: '700' },
    shadow: {
      card: '0 1px 0 rgba(255,230,190,.06) inset,0 8px 24px rgba(0,0,0,.45)',
      raised: '0 18px 48px rgba(0,0,0,.6)',
      glow: '0 0 0 1px rgba(244,183,64,.45),0 8px 28px rgba(244,183,64,.28)',
    },
    motion,
  },
  skins: {
    // Emerald table felt instead of gold.
    2: {
      color: { primary: '#34d399', onPrimary: '#03210f' },
      gradient: { primary: 'linear-gradient(135deg,#8ff5c6 0%,#34d399 45%,#0f9f62 100%)' },
      shadow: { glow: '0 0 0 1px rgba(52,211,153,.45),0 8px 28px rgba(52,211,153,.25)' },
    },
  },
};

/** Cool gradient: midnight blue surfaces lit by violet and cyan. */
export const auroraTokens: TokenSet = {
  name: 'aurora',
  tokens: {
    color: {
      bg: '#0a0f1f',
      surface: '#121a30',
      raised: '#1a2442',
      border: 'rgba(150,180,255,.16)',
      text: '#eef2ff',
      muted: '#a3aed3',
      primary: '#5865f2',
      onPrimary: '#ffffff',
      accent: '#2de2c5',
      success: '#34d399',
      warning: '#fbbf24',
      danger: '#fb7185',
      scrim: 'rgba(4,7,18,.7)',
    },
    gradient: {
      primary: 'linear-gradient(135deg,#7c3aed 0%,#4f46e5 50%,#0369a1 100%)',
      surface: 'linear-gradient(160deg,rgba(37,49,92,.9),rgba(18,26,48,.95))',
      hero: 'radial-gradient(90% 60% at 0% 0%,rgba(139,92,246,.32),transparent 60%),radial-gradient(80% 60% at 100% 10%,rgba(14,165,233,.24),transparent 60%),radial-gradient(70% 50% at 50% 100%,rgba(45,226,197,.12),transparent 70%),var(--lk-color-bg)',
    },
    radius: { sm: '8px', md: '14px', lg: '22px', pill: '999px' },
    space,
    font: { family, xs: '12px', sm: '13px', md: '15px', lg: '18px', xl: '26px', regular: '400', bold: '650' },
    shadow: {
      card: '0 1px 0 rgba(255,255,255,.06) inset,0 10px 30px rgba(2,6,23,.5)',
      raised: '0 24px 60px rgba(2,6,23,.65)',
      glow: '0 0 0 1px rgba(124,58,237,.55),0 10px 34px rgba(79,70,229,.4)',
    },
    motion,
  },
  skins: {
    // Sunset: pink and orange light on the same night.
    2: {
      color: { primary: '#ff6fa8', accent: '#ffb86b', onPrimary: '#2b0716' },
      gradient: { primary: 'linear-gradient(135deg,#ffb86b 0%,#ff6fa8 50%,#a855f7 100%)' },
      shadow: { glow: '0 0 0 1px rgba(255,111,168,.5),0 10px 34px rgba(255,111,168,.3)' },
    },
  },
};
