// App-wide image settings (asset hosts, format, platform, cache, observer) through context.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createLruCache, type LruCache } from '../shared/lru-cache';
import { isApplePlatform } from '../shared/platform';
import { IMAGE_CACHE_SIZE } from '../shared/timings';
import { defaultCompressibleAreas, type ImageFormat } from './image-url';
import { createVisibilityObserver, type VisibilityObserver } from './visibility-observer';

/** Settings every LazyImage below an {@link ImageConfigProvider} shares. */
export interface ImageConfig {
  /**
   * Asset host origins, in order of preference; a failed image retries the next one.
   * @default []
   */
  readonly hosts: readonly string[];
  /**
   * Compressed format the asset hosts serve beside originals; `false` turns compression off.
   * @default 'avif'
   */
  readonly format: ImageFormat | false;
  /**
   * True on iOS or macOS (no gif becomes avif there).
   * @default isApplePlatform(navigator)
   */
  readonly apple: boolean;
  /**
   * Asset areas whose pictures are compressed (path folder names).
   * @default defaultCompressibleAreas
   */
  readonly areas: readonly string[];
  /**
   * Source -> URL that loaded, so a revisited image skips the wait and the URLs that failed.
   * @default a shared LRU cache of IMAGE_CACHE_SIZE (1000) entries
   */
  readonly cache: LruCache<string, string>;
  /**
   * The shared observer that tells when an image nears the viewport.
   * @default one shared IntersectionObserver with a 200px margin
   */
  readonly observer: VisibilityObserver;
  /**
   * Shown after every URL failed and no `errorSrc` is given (and for an empty source without a
   * placeholder). Without it the picture's box stays empty: no address at all, so nothing is
   * asked for and nothing breaks a page whose policy refuses `data:` images (the lobby's does).
   * @default undefined
   */
  readonly blankSrc?: string | undefined;
}

let shared: ImageConfig | undefined;

/** The default configuration, made on first use so importing touches no browser globals. */
function defaultImageConfig(): ImageConfig {
  shared ??= {
    hosts: [],
    format: 'avif',
    apple: isApplePlatform(),
    areas: defaultCompressibleAreas,
    cache: createLruCache<string, string>(IMAGE_CACHE_SIZE),
    observer: createVisibilityObserver(),
  };
  return shared;
}

const ImageConfigContext = createContext<ImageConfig | undefined>(undefined);

/** Props of {@link ImageConfigProvider}. */
export interface ImageConfigProviderProps {
  /** Settings to override; the rest come from the enclosing provider or the defaults. */
  readonly value: Partial<ImageConfig>;
  readonly children?: ReactNode;
}

/** Gives every LazyImage below it the asset hosts and other image settings. */
export function ImageConfigProvider({ value, children }: ImageConfigProviderProps) {
  const parent = useContext(ImageConfigContext);
  const { hosts, format, apple, areas, cache, observer, blankSrc } = value;
  const merged = useMemo(() => {
    const base = parent ?? defaultImageConfig();
    return {
      hosts: hosts ?? base.hosts,
      format: format ?? base.format,
      apple: apple ?? base.apple,
      areas: areas ?? base.areas,
      cache: cache ?? base.cache,
      observer: observer ?? base.observer,
      blankSrc: blankSrc ?? base.blankSrc,
    };
  }, [parent, hosts, format, apple, areas, cache, observer, blankSrc]);
  return <ImageConfigContext.Provider value={merged}>{children}</ImageConfigContext.Provider>;
}

/** The image settings in force here. */
export function useImageConfig(): ImageConfig {
  return useContext(ImageConfigContext) ?? defaultImageConfig();
}
