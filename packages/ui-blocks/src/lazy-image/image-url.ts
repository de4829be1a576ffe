// Which URLs an image tries, in order: compressed then original, on each asset host in turn.

/** Modern formats the asset hosts can serve next to the original file. */
export type ImageFormat = 'avif' | 'webp';

/** Options of {@link compressImageUrl}. */
export interface CompressionOptions {
  /**
   * Format the asset hosts serve beside the original file (`a.png` -> `a.avif`); `false` turns compression off.
   * @default 'avif'
   */
  readonly format?: ImageFormat | false;
  /**
   * True on iOS and macOS, where a gif is never turned into avif (it stays a gif).
   * @default false
   */
  readonly apple?: boolean;
  /**
   * Path segments naming the areas whose assets are compressed: lobby, skin, game pictures,
   * active (events) and upload. A path qualifies when any of its folders is one of these.
   * @default ['lobby', 'lobby_asset', 'skin', 'game_pictures', 'active', 'upload']
   */
  readonly areas?: readonly string[];
}

/** The asset areas of spec §5 whose pictures have compressed copies. */
export const defaultCompressibleAreas: readonly string[] = [
  'lobby',
  'lobby_asset',
  'skin',
  'game_pictures',
  'active',
  'upload',
];

const compressibleExtension = /\.(png|gif|jpe?g)$/i;
const hasScheme = /^[a-z][a-z\d+.-]*:/i;

function splitSuffix(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

/**
 * Rewrites an asset path (or absolute URL) to its compressed copy, or returns it unchanged
 * when the rule does not apply: not in a compressible area, not png/gif/jpg/jpeg, or a gif
 * on an Apple platform with avif requested.
 */
export function compressImageUrl(url: string, options: CompressionOptions = {}): string {
  const format = options.format ?? 'avif';
  if (format === false) return url;
  let prefix = '';
  let rest = url;
  if (hasScheme.test(url)) {
    if (!/^https?:/i.test(url)) return url;
    const parsed = new URL(url);
    prefix = parsed.origin;
    rest = url.slice(url.indexOf(parsed.host) + parsed.host.length);
  }
  const [path, suffix] = splitSuffix(rest);
  const match = compressibleExtension.exec(path);
  if (!match) return url;
  const extension = (match[1] ?? '').toLowerCase();
  if (extension === 'gif' && format === 'avif' && options.apple === true) return url;
  const areas = options.areas ?? defaultCompressibleAreas;
  const folders = path.split('/').slice(0, -1);
  if (!folders.some((folder) => areas.includes(folder))) return url;
  return `${prefix}${path.slice(0, match.index)}.${format}${suffix}`;
}

/** Options of {@link imageCandidates}. */
export interface CandidateOptions extends CompressionOptions {
  /**
   * Asset host origins in order of preference (`https://a.example`). A relative path is tried on
   * each; an absolute URL on one of them is tried there first, then on the others.
   * @default []
   */
  readonly hosts?: readonly string[];
}

function origin(host: string): string | undefined {
  try {
    return new URL(host).origin;
  } catch {
    return undefined;
  }
}

/**
 * Every URL to try for `src`, best first: on each asset host the compressed copy, then the
 * original. Images off the asset hosts (another origin, data:, blob:) are tried as given.
 */
export function imageCandidates(src: string, options: CandidateOptions = {}): string[] {
  const trimmed = src.trim();
  if (trimmed === '') return [];
  const hosts = (options.hosts ?? []).map(origin).filter((host): host is string => host !== undefined);
  let path = trimmed;
  let order = hosts;
  if (hasScheme.test(trimmed)) {
    if (!/^https?:/i.test(trimmed)) return [trimmed];
    let own: string;
    try {
      own = new URL(trimmed).origin;
    } catch {
      return [trimmed];
    }
    if (!hosts.includes(own)) return [trimmed];
    path = trimmed.slice(trimmed.indexOf(own) + own.length);
    order = [own, ...hosts.filter((host) => host !== own)];
  } else if (trimmed.startsWith('//')) {
    return [trimmed];
  } else if (hosts.length > 0 && !trimmed.startsWith('/')) {
    path = `/${trimmed}`;
  }
  const bases = order.length > 0 ? order : [''];
  const urls: string[] = [];
  for (const base of bases) {
    const original = `${base}${path}`;
    const compressed = compressImageUrl(original, options);
    if (!urls.includes(compressed)) urls.push(compressed);
    if (!urls.includes(original)) urls.push(original);
  }
  return urls;
}
