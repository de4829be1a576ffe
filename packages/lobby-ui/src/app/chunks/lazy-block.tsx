// Code-split blocks (the footer, the marquee, dialogs, hosts): React's `lazy()` would throw a
// failed download into the nearest error boundary, and a block sits outside every page's, so one
// missing file would take the whole lobby down. A block loads with the page chunks' retry
// (loadChunk: once more after a pause, then the failure is told and the version is checked), and
// one that still fails draws nothing: the lobby around it keeps working, and a new release is
// offered by the update dialog. A block the page draws by itself is asked for again after a
// reload, never in a loop; one the player opens (a dialog, a menu) says it did not open and is
// downloaded again the next time the player opens it.
import { lazy, useEffect, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk, type ChunkLoadOptions } from './chunk-load';

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

export interface LazyBlockOptions<P = object> extends ChunkLoadOptions {
  /**
   * For a block the player opens: what it draws, with the block's props, when its chunk did not
   * download (the app's `BlockNotOpened` tells the player and closes the opening). Each later
   * opening downloads it again: a new mount, or `open` true again for a block that stays
   * mounted; a render of the same opening does not. @default nothing, and never downloaded again
   */
  readonly whenMissing?: ComponentType<P> | undefined;
}

/** What a block whose chunk did not download draws. */
function Nothing() {
  return null;
}

/**
 * A block in its own chunk, loaded the first time it renders (inside a Suspense boundary, whose
 * fallback shows meanwhile); nothing once its download failed twice. React's `lazy()` keeps the
 * outcome, so the block is not asked for again until a reload, unless `whenMissing` is given.
 * @example const LazyMarquee = lazyBlock(() => import('../../marquee/Marquee'), 'Marquee');
 */
export function lazyBlock<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  { whenMissing: WhenMissing, ...options }: LazyBlockOptions<PropsOf<M[K]>> = {},
): ComponentType<PropsOf<M[K]>> {
  type Block = ComponentType<PropsOf<M[K]>>;
  /** What a failed download draws: for a block the player opens, until that opening ends. */
  function Missing(props: PropsOf<M[K]>) {
    // The opening is over (closed, or the page changed): the next one downloads again, once. Not
    // on a failure itself: a mount that suspended starts over, and would download in a loop.
    const renewed = useRef(false);
    const renew = () => {
      if (renewed.current) return;
      renewed.current = true;
      current = make();
      waitsForOpening = true;
    };
    useEffect(() => renew, []);
    // A block that stays mounted (the log-in modal) opens and closes by its `open` prop.
    const open = (props as { readonly open?: unknown }).open;
    useEffect(() => {
      if (open === false) renew();
    }, [open]);
    return WhenMissing ? <WhenMissing {...(props as PropsOf<M[K]> & object)} /> : null;
  }
  const make = () =>
    lazy(() =>
      loadChunk(load, options).then(
        (module) => ({ default: module[exportName] as Block }),
        () => ({ default: (WhenMissing ? Missing : Nothing) as Block }),
      ),
    );
  let current: LazyExoticComponent<Block> = make();
  // After a failed opening, the new download waits for the next opening: a block that stays
  // mounted renders while closed (its page, a toast), and a download started then, in the
  // background, could fail just as the player opens it, which would then not open.
  let waitsForOpening = false;
  if (!WhenMissing) return current;
  /** The block's latest download: the failed one while its opening lasts, then a new one. */
  function OpenedBlock(props: PropsOf<M[K]>) {
    const open = (props as { readonly open?: unknown }).open;
    useEffect(() => {
      if (open !== false) waitsForOpening = false;
    }, [open]);
    if (waitsForOpening && open === false) return null;
    const Current = current as unknown as ComponentType<object>;
    return <Current {...(props as object)} />;
  }
  return OpenedBlock as Block;
}
