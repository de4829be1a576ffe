// Skin asset URLs: a path under the skin folder plus its content hash from the skin assets hash call.

/** What the skin assets hash call returns: asset path (relative to the skin folder) to content hash. */
export type SkinAssetsHash = Readonly<Record<string, string>>;

export interface SkinAssetsOptions {
  /** Where the skin's files live, e.g. `https://oss.example/skin/classic`. */
  readonly baseUrl: string;
  /**
   * Content hash per path; a known path gets `?v=<hash>` so a changed file gets a new URL
   * while unchanged files stay cached.
   * @default {} (no versioning)
   */
  readonly hash?: SkinAssetsHash | undefined;
}

// Already a full URL (or inline data): used as given.
const ABSOLUTE = /^(?:https?:|data:image\/|blob:|\/\/)/i;

/** The URL of a skin asset: `resolveSkinAsset('home/logo.png', { baseUrl, hash })`. */
export function resolveSkinAsset(path: string, { baseUrl, hash }: SkinAssetsOptions): string {
  if (typeof path !== 'string') throw new TypeError('theme-kit: a skin asset path must be a string');
  if (ABSOLUTE.test(path)) return path;
  const clean = path.replace(/^[./]+/, '');
  const version = hash && Object.hasOwn(hash, clean) ? hash[clean] : undefined;
  const query =
    typeof version === 'string' && version
      ? `${clean.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`
      : '';
  return `${baseUrl.replace(/\/+$/, '')}/${clean}${query}`;
}
