// The words of a marquee announcement: its rich text without the markup.

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The plain text of an announcement's HTML, spaces collapsed. Uses an inert DOMParser document
 * where there is one (it runs no script and loads nothing); elsewhere strips tags by pattern.
 * Either way the result is text for React to escape, never markup.
 */
export function marqueeText(html: string): string {
  let text: string;
  if (typeof DOMParser === 'function') {
    text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  } else {
    text = html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>?/g, ' ')
      .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity: string, name: string) => {
        if (name.startsWith('#x') || name.startsWith('#X'))
          return String.fromCodePoint(parseInt(name.slice(2), 16));
        if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
        return ENTITIES[name.toLowerCase()] ?? entity;
      });
  }
  return text.replace(/\s+/g, ' ').trim();
}
