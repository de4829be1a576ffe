// Data and pictures for the lobby-ui stories, drawn as SVG data URLs: no network, no files.
import type { LobbyBanner, LobbyFooterConfig, LobbyGame, LobbyProvider } from '@lobbykit/lobby-ui';

const palette = [
  ['#7b1fa2', '#ff5252'],
  ['#0f4c81', '#00bcd4'],
  ['#1b5e20', '#26a69a'],
  ['#bf360c', '#ffb300'],
  ['#311b92', '#e040fb'],
  ['#004d40', '#c6ff00'],
] as const;

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** Portrait card art (200 x 260): a gradient, a glow and the game's initials. */
function cardArt(name: string, index: number): string {
  const [from, to] = palette[index % palette.length]!;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="260" viewBox="0 0 200 260"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="r" cx=".5" cy=".4" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="200" height="260" fill="url(#g)"/><circle cx="100" cy="110" r="110" fill="url(#r)"/><text x="100" y="142" text-anchor="middle" font-family="Georgia,serif" font-size="84" font-weight="900" fill="#fff8e1" stroke="rgba(0,0,0,.3)" stroke-width="3">${initials}</text></svg>`,
  );
}

const pngCache = new Map<string, string>();

/**
 * The same card art as a PNG drawn on a canvas, for long lists: a browser decodes PNGs off the
 * main thread, as it does the lobby's real card pictures, where an SVG is drawn on it.
 */
export function cardPng(name: string, index: number): string {
  const key = `${name}\n${index}`;
  const cached = pngCache.get(key);
  if (cached) return cached;
  const [from, to] = palette[index % palette.length]!;
  const canvas = document.createElement('canvas');
  canvas.width = 200;
  canvas.height = 260;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 200, 260);
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 200, 260);
  context.fillStyle = '#fff8e1';
  context.font = '900 84px Georgia, serif';
  context.textAlign = 'center';
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2);
  context.fillText(initials, 100, 142);
  const url = canvas.toDataURL('image/png');
  pngCache.set(key, url);
  return url;
}

/** Banner art (750 x 300) with a headline. */
function bannerArt(headline: string, index: number): string {
  const [from, to] = palette[(index + 3) % palette.length]!;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/><g fill="#fff" opacity=".12"><circle cx="620" cy="60" r="90"/><circle cx="690" cy="250" r="60"/></g><text x="48" y="165" font-family="system-ui,sans-serif" font-size="58" font-weight="800" fill="#fff">${headline}</text></svg>`,
  );
}

/** Provider logo art (200 x 80). */
export function logoArt(code: string, index: number): string {
  const [from, to] = palette[(index + 1) % palette.length]!;
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80" viewBox="0 0 200 80"><rect width="200" height="80" rx="10" fill="${from}"/><rect x="6" y="6" width="188" height="68" rx="8" fill="none" stroke="${to}" stroke-width="3"/><text x="100" y="52" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="800" fill="#fff">${code}</text></svg>`,
  );
}

const names = [
  'Lucky Lanterns',
  'Dragon Harbor',
  'Golden Koi',
  'Neon Nights',
  'Royal Baccarat',
  'Ocean King',
  'Samba Spins',
  'Tiger Forge',
  'Jade Empire',
  'Fortune Wheel',
  'Star Miner',
  'Pirate Gold',
];

const providerNames = [
  'Harbor Reels',
  'Lotus Studio',
  'Neon Spin',
  'Jade Table',
  'Tiger Forge',
  'Samba Live',
];

/** `count` games with pictures, providers and marks now and then. */
export function storyGames(
  count: number,
  picture: (name: string, index: number) => string = cardArt,
): LobbyGame[] {
  return Array.from({ length: count }, (_, index) => {
    const base = names[index % names.length]!;
    const name = count > names.length ? `${base} ${index + 1}` : base;
    return {
      gameId: String(index + 1),
      name,
      providerName: providerNames[index % providerNames.length],
      // Twelve pictures, reused: a long list costs the browser no more decoding than a page.
      img: picture(base, index % names.length),
      hot: index % 5 === 0,
      new: index % 7 === 3,
      recommendStatus: index % 9 === 4,
      demo: index % 4 !== 2,
      maintainStatus: index === 10,
    };
  });
}

export const storyProviders: LobbyProvider[] = providerNames.map((name, index) => {
  const code = name
    .split(' ')
    .map((word) => word.slice(0, 2).toUpperCase())
    .join('')
    .slice(0, 3);
  return {
    code,
    name,
    logo: index === 5 ? undefined : logoArt(code, index),
    gameCount: 12 + index * 7,
    maintainStatus: index === 3,
  };
});

export const storyCategories = [
  { id: 1, key: 'chess', name: 'Chess & Card' },
  { id: 2, key: 'fishing', name: 'Fishing' },
  { id: 3, key: 'electronic', name: 'Slots' },
  { id: 4, key: 'live', name: 'Live Casino' },
  { id: 5, key: 'sports', name: 'Sports' },
  { id: 6, key: 'lottery', name: 'Lottery' },
  { id: 7, key: 'esports', name: 'Esports' },
  { id: 8, key: 'blockchain', name: 'Blockchain' },
  { id: 9, key: 'cockfighting', name: 'Cockfighting' },
  { id: 10, key: 'club', name: 'Clubs' },
];

export const storyBanners: LobbyBanner[] = [
  {
    id: 'welcome',
    img: bannerArt('Welcome bonus 100%', 0),
    title: 'Welcome bonus 100%',
    jumpType: 'activity',
    stay_time: 4,
  },
  { id: 'cashback', img: bannerArt('Weekly cashback', 1), title: 'Weekly cashback', jumpType: 'none' },
  { id: 'vip', img: bannerArt('VIP club', 2), title: 'VIP club', jumpType: 'route', stay_time: 6 },
];

export const storyFooter: LobbyFooterConfig = {
  blocks: [
    {
      type: 'QUICK_JUMP',
      links: [
        { key: 'slots', title: 'Slots', jumpType: 'category', jumpValue: '3' },
        { key: 'live', title: 'Live Casino', jumpType: 'category', jumpValue: '4' },
        { key: 'events', title: 'Events', jumpType: 'route', jumpValue: '/home/event' },
        { key: 'vip', title: 'VIP', jumpType: 'route', jumpValue: '/home/vip' },
      ],
    },
    {
      type: 'CONCAT_US',
      links: [
        { key: 'help', title: 'Help centre', jumpType: 'route', jumpValue: '/home/help' },
        {
          key: 'mail',
          title: 'support@lucky-harbour.example',
          jumpType: 'url',
          jumpValue: 'mailto:support@lucky-harbour.example',
        },
      ],
    },
    {
      type: 'OFFICIAL_COMMUNITY',
      links: [
        {
          key: 'telegram',
          title: 'Telegram',
          jumpType: 'url',
          jumpValue: 'https://t.me/lucky-harbour-example',
          icon: logoArt('T', 1),
        },
        {
          key: 'instagram',
          title: 'Instagram',
          jumpType: 'url',
          jumpValue: 'https://instagram.example/lucky',
          icon: logoArt('I', 4),
        },
      ],
    },
    {
      type: 'CONTENT',
      title: 'About Lucky Harbour',
      links: [],
      content:
        '<p>Lucky Harbour is a <b>demo</b> lobby of the lobbykit project. Games shown here are generated.</p>',
    },
  ],
  partnerLogos: storyProviders.slice(0, 4).map((provider, index) => ({
    key: provider.code,
    name: provider.name,
    logo: logoArt(provider.code, index),
    jumpType: 'provider',
    jumpValue: provider.code,
  })),
  licences: [{ key: 'gc', name: 'Gaming licence 1668/JAZ', url: 'https://licence.example/1668' }],
  copyright: '© 2026 Lucky Harbour. All rights reserved.',
  commonConfig: { ageLimit: 18 },
};
