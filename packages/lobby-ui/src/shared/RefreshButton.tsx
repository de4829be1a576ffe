// The round "read it again" button beside a balance or a list (the header's balance, the wallet,
// a game's bar, the sports matches): named by what it refreshes, busy while it reads (its arrows
// turn, a tap does nothing), never disabled outright, so it keeps its place in the tab order.
import { cx } from './class-names';
import { Icon } from './icons';

export interface RefreshButtonProps {
  /** What a tap reads again, as a screen reader says it ("Refresh balance"). */
  readonly label: string;
  /** Reading now: the arrows turn and a tap waits for the answer. */
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
  /** The place's own class (size, border), beside the shared `lk-refresh`. */
  readonly className?: string | undefined;
}

export function RefreshButton({ label, refreshing, onRefresh, className }: RefreshButtonProps) {
  return (
    <button
      type="button"
      className={cx('lk-refresh', className)}
      aria-label={label}
      aria-disabled={refreshing || undefined}
      data-refreshing={refreshing ? '' : undefined}
      onClick={refreshing ? undefined : onRefresh}
    >
      <Icon name="refresh" />
    </button>
  );
}
