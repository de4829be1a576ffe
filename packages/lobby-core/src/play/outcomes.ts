// What play.ts and launch.ts share: the web-address check of a launch answer and the outcome
// of a launch that failed for a reason no check names.
import type { HallMessageKey } from '@lobbykit/transport';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { PlayOutcome } from './play';

// A game page loads this in a frame: nothing but a plain web address is accepted from the hall.
export function webUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const MESSAGE_KEYS: Record<SerializedHallError['kind'], HallMessageKey | undefined> = {
  timeout: 'error.timeout',
  network: 'error.system',
  'invalid-data': 'error.nonJson',
  service: 'error.requestFailed',
  aborted: undefined,
  'gate-reset': undefined,
};

export const failedPlay = (error: SerializedHallError): PlayOutcome => ({
  ok: false,
  reason: 'failed',
  error,
  messageKey: MESSAGE_KEYS[error.kind],
});
