export { LazyImage } from './lazy-image/LazyImage';
export type { LazyImageProps, LazyImageChange } from './lazy-image/LazyImage';
export { ImageConfigProvider, useImageConfig } from './lazy-image/image-config';
export type { ImageConfig, ImageConfigProviderProps } from './lazy-image/image-config';
export { PageTitleBar } from './page-title-bar/PageTitleBar';
export type { PageTitleBarProps } from './page-title-bar/PageTitleBar';
export { Skeleton } from './skeleton/Skeleton';
export type { SkeletonProps } from './skeleton/Skeleton';
export { Empty } from './empty/Empty';
export type { EmptyProps } from './empty/Empty';
export { createToaster } from './toast/toaster';
export type { Toaster, ToasterOptions, ToastItem, ToastKind, ShowOptions, ShowResult } from './toast/toaster';
export { ToastViewport } from './toast/ToastViewport';
export type { ToastViewportProps } from './toast/ToastViewport';
export { RichText } from './rich-text/RichText';
export type { RichTextProps, RichTextStatus } from './rich-text/RichText';
export { loadRichTextSanitizer } from './rich-text/load-sanitizer';
export type { SanitizerModule } from './rich-text/load-sanitizer';
export { compressImageUrl, imageCandidates, defaultCompressibleAreas } from './lazy-image/image-url';
export type { CompressionOptions, CandidateOptions, ImageFormat } from './lazy-image/image-url';
export { createVisibilityObserver } from './lazy-image/visibility-observer';
export type {
  VisibilityObserver,
  VisibilityObserverOptions,
  IntersectionObserverConstructor,
} from './lazy-image/visibility-observer';
export type { ImageLoadStatus, ImageLoadResult } from './lazy-image/image-machine';
export { createLruCache } from './shared/lru-cache';
export type { LruCache } from './shared/lru-cache';
export { COVERED_ATTRIBUTE } from './modal/scroll-lock';
export { cssVarsStyle, setCssVars, useCssVars } from './shared/use-css-vars';
export type { CssVars } from './shared/use-css-vars';
