// Game card art for the stories, drawn as SVG data URLs: no network, no binary files.

const glyphs = {
  seven:
    '<text x="240" y="174" text-anchor="middle" font-size="150" font-weight="900" font-family="Georgia,serif" fill="url(#shine)" stroke="rgba(0,0,0,.35)" stroke-width="4">7</text>',
  diamond:
    '<path d="M240 70l70 70-70 110-70-110z" fill="url(#shine)" stroke="rgba(255,255,255,.6)" stroke-width="4"/><path d="M170 140h140M240 70v180" stroke="rgba(255,255,255,.35)" stroke-width="3"/>',
  card: '<rect x="180" y="60" width="120" height="170" rx="14" fill="#fff" transform="rotate(-8 240 145)"/><text x="240" y="175" text-anchor="middle" font-size="90" fill="#d7263d" transform="rotate(-8 240 145)">&#9829;</text>',
  fish: '<path d="M150 150c40-60 140-60 180 0-40 60-140 60-180 0zm180 0l50-40v80z" fill="url(#shine)"/><circle cx="200" cy="140" r="9" fill="#10203a"/>',
  ball: '<circle cx="240" cy="150" r="80" fill="#fff"/><path d="M240 95l35 25-13 42h-44l-13-42z" fill="#1d1d1f"/>',
  dice: '<rect x="170" y="80" width="140" height="140" rx="24" fill="#fff" transform="rotate(12 240 150)"/><g fill="#1d1d1f" transform="rotate(12 240 150)"><circle cx="205" cy="115" r="12"/><circle cx="240" cy="150" r="12"/><circle cx="275" cy="185" r="12"/></g>',
} as const;

export type Glyph = keyof typeof glyphs;

/** A card picture (480x300, or wider for banners): two-tone gradient, a glow and a big glyph. */
export function gameArt(name: string, from: string, to: string, glyph: Glyph, width = 480): string {
  const shift = (width - 480) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="300" viewBox="0 0 ${width} 300">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c8"/><stop offset=".5" stop-color="#ffc83d"/><stop offset="1" stop-color="#e08a00"/></linearGradient>
</defs>
<rect width="${width}" height="300" fill="url(#bg)"/>
<g transform="translate(${shift} 0)">
<circle cx="240" cy="140" r="150" fill="url(#glow)"/>
<g opacity=".18" fill="#fff"><circle cx="60" cy="50" r="3"/><circle cx="420" cy="70" r="4"/><circle cx="390" cy="240" r="3"/><circle cx="90" cy="230" r="5"/></g>
${glyphs[glyph]}
</g>
<title>${name}</title>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const games = [
  { name: 'Lucky 777', art: gameArt('Lucky 777', '#7b1fa2', '#ff5252', 'seven') },
  { name: 'Diamond Rush', art: gameArt('Diamond Rush', '#0f4c81', '#00bcd4', 'diamond') },
  { name: 'Royal Poker', art: gameArt('Royal Poker', '#1b5e20', '#26a69a', 'card') },
  { name: 'Ocean King', art: gameArt('Ocean King', '#01579b', '#4fc3f7', 'fish') },
  { name: 'Golden Goal', art: gameArt('Golden Goal', '#33691e', '#c0ca33', 'ball') },
  { name: 'Sic Bo Live', art: gameArt('Sic Bo Live', '#4a148c', '#ec407a', 'dice') },
  { name: 'Fortune Sevens', art: gameArt('Fortune Sevens', '#bf360c', '#ffb300', 'seven') },
  { name: 'Crystal Gems', art: gameArt('Crystal Gems', '#311b92', '#7c4dff', 'diamond') },
] as const;
