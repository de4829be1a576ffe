// The footer config's blocks, asked for after the first paint (the footer is below the fold),
// and the line switch under them.
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { Suspense, useDeferredValue } from 'react';
import { LazyFooterBlocks, LazyLineSwitch } from '../chrome/lazy-blocks';
import { dataOnly } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { useJump } from '../chrome/use-jump';

export interface SiteFooterProps {
  readonly className?: string | undefined;
}

export function SiteFooter({ className }: SiteFooterProps) {
  const painted = useAfterFirstPaint();
  const { data: answered } = useFooterConfigQuery(undefined, { skip: !painted, selectFromResult: dataOnly });
  // The footer (dozens of links and logos) renders in a transition once its config arrives, in
  // slices, not in the store update that brought it (one long task on a starting phone).
  const data = useDeferredValue(answered);
  const jump = useJump();
  if (!painted) return null;
  // The line switch shows without the footer config too: a failing line may be why it is late.
  return (
    <Suspense fallback={null}>
      {data && (
        <LazyFooterBlocks
          className={className}
          config={data}
          onNavigate={(target, event) => {
            // Outside addresses open as the link says; lobby jumps open in place.
            if ('jumpType' in target && target.jumpType === 'url') return;
            if ('jumpType' in target && jump(target)) event.preventDefault();
          }}
        />
      )}
      <LazyLineSwitch />
    </Suspense>
  );
}
