// A payment detail with its copy button. The button says "copied" for a moment; where the
// clipboard is refused (an insecure page, a locked-down browser), the value is selected instead,
// ready for the player's own copy.
import type { Timers } from '@lobbykit/contract';
import { useEffect, useRef, useState } from 'react';
import { useLobbyText } from '../shared/texts';
import { browserTimers } from './use-time-left';

export interface CopyFieldProps {
  readonly label: string;
  /** What is shown. */
  readonly value: string;
  /** What is copied, when it differs from what is shown (an amount without its symbol). @default value */
  readonly copyValue?: string | undefined;
  /** @default the browser's clipboard */
  readonly writeText?: ((text: string) => Promise<void>) | undefined;
  /** @default globalThis.setTimeout / clearTimeout */
  readonly timers?: Timers | undefined;
}

const COPIED_MS = 2000;

const clipboardWrite = (text: string) =>
  globalThis.navigator?.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));

export function CopyField({
  label,
  value,
  copyValue = value,
  writeText = clipboardWrite,
  timers = browserTimers,
}: CopyFieldProps) {
  const text = useLobbyText();
  const valueRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const handle = timers.setTimeout(() => setCopied(false), COPIED_MS);
    return () => timers.clearTimeout(handle);
  }, [copied, timers]);

  const copy = () => {
    writeText(copyValue).then(
      () => setCopied(true),
      () => {
        const node = valueRef.current;
        const selection = node?.ownerDocument.getSelection();
        if (!node || !selection) return;
        selection.selectAllChildren(node);
      },
    );
  };

  return (
    <div className="lk-copy">
      <span className="lk-copy__label">{label}</span>
      <code ref={valueRef} className="lk-copy__value">
        {value}
      </code>
      <button type="button" className="lk-copy__button" onClick={copy} data-copied={copied ? '' : undefined}>
        <svg
          className="lk-icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {copied ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M8.5 8.5h10v11h-10zM5.5 15.5v-11h10" />}
        </svg>
        <span className="lk-visually-hidden">{text('lobby.order.copy', { label })}</span>
      </button>
      <span className="lk-visually-hidden" role="status">
        {copied ? text('lobby.order.copied', { label }) : ''}
      </span>
    </div>
  );
}
