// The footer config's blocks, asked for after the first paint (the footer is below the fold)
// and shown once the visitor scrolls near them, and the line switch under them.
import type { FooterConfig } from '@lobbykit/contract';
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { Suspense, useDeferredValue, useRef } from 'react';
import { LazyFooterBlocks, LazyLineSwitch } from '../chrome/lazy-blocks';
import { dataOnly } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { useJump } from '../chrome/use-jump';
import { useNearViewport } from '../chrome/use-near-viewport';

export interface SiteFooterProps {
  readonly className?: string | undefined;
}

export function SiteFooter({ className }: SiteFooterProps) {
  const painted = useAfterFirstPaint();
  const { data: answered } = useFooterConfigQuery(undefined, { skip: !painted, selectFromResult: dataOnly });
  // The footer (dozens of links and logos) renders in a transition once its config arrives, in
  // slices, not in the store update that brought it (one long task on a starting phone).
  const config = useDeferredValue(answered);
  if (!painted) return null;
  return <PaintedFooter className={className} config={config} />;
}

/**
 * The footer once the page has painted. Its blocks (dozens of links and payment logos: a long
 * task and as many downloads on a starting phone) wait until the visitor comes within a screen
 * of them; the config is asked for all the same, as its options hide the footer and the float bar.
 */
function PaintedFooter({
  className,
  config,
}: SiteFooterProps & { readonly config: FooterConfig | undefined }) {
  // Mounted with the footer, so the watch starts on an element that is there.
  const mark = useRef<HTMLDivElement>(null);
  const near = useNearViewport(mark);
  const jump = useJump();
  // The line switch shows without the footer config too: a failing line may be why it is late.
  return (
    <>
      {/* Outside the Suspense: its fallback would take the mark out of the page with the rest. */}
      <div ref={mark} className="lk-app-footer-mark" />
      <Suspense fallback={null}>
        {config && near && (
          <LazyFooterBlocks
            className={className}
            config={config}
            onNavigate={(target, event) => {
              // Outside addresses open as the link says; lobby jumps open in place.
              if ('jumpType' in target && target.jumpType === 'url') return;
              if ('jumpType' in target && jump(target)) event.preventDefault();
            }}
          />
        )}
        <LazyLineSwitch />
      </Suspense>
    </>
  );
}
