// The public surface of @lobbykit/ui-blocks, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as uiBlocks from '@lobbykit/ui-blocks';
import type * as uiBlocksModal from '@lobbykit/ui-blocks/modal';
import type * as uiBlocksScrollContainer from '@lobbykit/ui-blocks/scroll-container';

describe('@lobbykit/ui-blocks', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof uiBlocks>().toEqualTypeOf<
      | 'compressImageUrl'
      | 'COVERED_ATTRIBUTE'
      | 'createLruCache'
      | 'createToaster'
      | 'cssVarsStyle'
      | 'createVisibilityObserver'
      | 'defaultCompressibleAreas'
      | 'Empty'
      | 'imageCandidates'
      | 'ImageConfigProvider'
      | 'LazyImage'
      | 'loadRichTextSanitizer'
      | 'PageTitleBar'
      | 'RichText'
      | 'setCssVars'
      | 'Skeleton'
      | 'ToastViewport'
      | 'useCssVars'
      | 'useImageConfig'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        uiBlocks.CandidateOptions,
        uiBlocks.CompressionOptions,
        uiBlocks.CssVars,
        uiBlocks.EmptyProps,
        uiBlocks.ImageConfig,
        uiBlocks.ImageConfigProviderProps,
        uiBlocks.ImageFormat,
        uiBlocks.ImageLoadResult,
        uiBlocks.ImageLoadStatus,
        uiBlocks.IntersectionObserverConstructor,
        uiBlocks.LazyImageChange,
        uiBlocks.LazyImageProps,
        uiBlocks.LruCache<never, never>,
        uiBlocks.PageTitleBarProps,
        uiBlocks.RichTextProps,
        uiBlocks.RichTextStatus,
        uiBlocks.SanitizerModule,
        uiBlocks.ShowOptions,
        uiBlocks.ShowResult,
        uiBlocks.SkeletonProps,
        uiBlocks.Toaster,
        uiBlocks.ToasterOptions,
        uiBlocks.ToastItem,
        uiBlocks.ToastKind,
        uiBlocks.ToastViewportProps,
        uiBlocks.VisibilityObserver,
        uiBlocks.VisibilityObserverOptions,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/ui-blocks/modal', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof uiBlocksModal>().toEqualTypeOf<'Modal'>();
  });

  it('still exports these types', () => {
    expectTypeOf<[uiBlocksModal.ModalCloseReason, uiBlocksModal.ModalProps]>().not.toBeNever();
  });
});

describe('@lobbykit/ui-blocks/scroll-container', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof uiBlocksScrollContainer>().toEqualTypeOf<
      'browserScheduler' | 'ScrollContainer'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        uiBlocksScrollContainer.Scheduler,
        uiBlocksScrollContainer.ScrollAxis,
        uiBlocksScrollContainer.ScrollContainerHandle,
        uiBlocksScrollContainer.ScrollContainerProps,
        uiBlocksScrollContainer.ScrollOptions,
        uiBlocksScrollContainer.ScrollPosition,
      ]
    >().not.toBeNever();
  });
});
