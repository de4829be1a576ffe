// Which platform the page runs on, from an injected navigator-like object.

/** The parts of `navigator` the platform checks read. */
export interface NavigatorLike {
  readonly userAgent?: string;
  readonly platform?: string;
  readonly maxTouchPoints?: number;
}

/**
 * True on iOS, iPadOS and macOS. iPadOS Safari reports itself as a Mac, which is fine here:
 * both are Apple platforms for the image-format rule.
 */
export function isApplePlatform(navigator: NavigatorLike | undefined = globalThis.navigator): boolean {
  if (!navigator) return false;
  const userAgent = navigator.userAgent ?? '';
  if (/iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent)) return true;
  return /^(Mac|iPhone|iPad|iPod)/i.test(navigator.platform ?? '');
}
