// Renders a toaster's messages in live regions, polite for most and assertive for errors.
import { useEffect, useSyncExternalStore } from 'react';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icon';
import type { ToastItem, Toaster } from './toaster';

/** Props of {@link ToastViewport}. */
export interface ToastViewportProps {
  readonly toaster: Toaster;
  /**
   * Accessible name of the dismiss buttons.
   * @default 'Dismiss'
   */
  readonly dismissLabel?: string;
  readonly className?: string;
}

function ToastRow({
  item,
  toaster,
  dismissLabel,
}: {
  item: ToastItem;
  toaster: Toaster;
  dismissLabel: string;
}) {
  return (
    <div className="lk-toast" data-kind={item.kind}>
      <span className="lk-toast__text">{item.text}</span>
      <button
        type="button"
        className="lk-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => toaster.dismiss(item.id)}
      >
        <Icon path="close" />
      </button>
    </div>
  );
}

/**
 * The place toasts appear. The live regions are always in the page, so a screen reader
 * announces a toast as soon as it is added.
 */
export function ToastViewport({ toaster, dismissLabel = 'Dismiss', className }: ToastViewportProps) {
  const items = useSyncExternalStore(toaster.subscribe, toaster.getItems, toaster.getItems);
  // Once on screen, the toasts' time runs (a toast asked for before this viewport came waits).
  useEffect(() => toaster.attach(), [toaster]);
  const polite = items.filter((item) => item.kind !== 'error');
  const urgent = items.filter((item) => item.kind === 'error');
  return (
    <div className={cx('lk-toasts', className)}>
      <div className="lk-toasts__list" role="status" aria-live="polite">
        {polite.map((item) => (
          <ToastRow key={item.id} item={item} toaster={toaster} dismissLabel={dismissLabel} />
        ))}
      </div>
      <div className="lk-toasts__list" role="alert" aria-live="assertive">
        {urgent.map((item) => (
          <ToastRow key={item.id} item={item} toaster={toaster} dismissLabel={dismissLabel} />
        ))}
      </div>
    </div>
  );
}
