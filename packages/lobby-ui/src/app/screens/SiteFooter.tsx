// The footer config's blocks, asked for after the first paint (the footer is below the fold).
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { Suspense } from 'react';
import { LazyFooterBlocks } from '../chrome/lazy-blocks';
import { dataOnly } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { useJump } from '../chrome/use-jump';

export interface SiteFooterProps {
  readonly className?: string | undefined;
}

export function SiteFooter({ className }: SiteFooterProps) {
  const painted = useAfterFirstPaint();
  const { data } = useFooterConfigQuery(undefined, { skip: !painted, selectFromResult: dataOnly });
  const jump = useJump();
  if (!data) return null;
  return (
    <Suspense fallback={null}>
      <LazyFooterBlocks
        className={className}
        config={data}
        onNavigate={(target, event) => {
          // Outside addresses open as the link says; lobby jumps open in place.
          if ('jumpType' in target && target.jumpType === 'url') return;
          if ('jumpType' in target && jump(target)) event.preventDefault();
        }}
      />
    </Suspense>
  );
}
