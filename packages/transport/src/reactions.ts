/** Spec §8 "Reactions": which lobby event a service code raises, and which message the UI shows. */
import type { Endpoint } from '@lobbykit/contract';
import type { HallEvents, HallMessage, HallRequestOptions, HallResult } from './client-types';
import {
  HallServiceError,
  type HallErrorDetails,
  type HallInvalidDataError,
  type HallNetworkError,
  type HallTimeoutError,
} from './errors';
import type { EventBus } from './event-bus';

const MAINTENANCE_STATES = { '-3': 'maintain', '9111': 'frozen', '-4': 'frozen-and-maintain' } as const;

/**
 * Returns the function the client calls with every final result. The same message (key,
 * code and server text) is shown at most once per `dedupeMs`.
 */
export function createReactions(
  events: EventBus<HallEvents>,
  now: () => number,
  dedupeMs: number,
): (result: HallResult<unknown>, endpoint: Endpoint, options: HallRequestOptions<unknown>) => void {
  const shown = new Map<string, number>();

  const showMessage = (message: HallMessage): void => {
    const at = now();
    for (const [key, time] of shown) if (at - time >= dedupeMs) shown.delete(key);
    const key = `${message.key}\n${message.code ?? ''}\n${message.text ?? ''}`;
    if (shown.has(key)) return;
    shown.set(key, at);
    events.emit('message', message);
  };

  return (result: HallResult<unknown>, endpoint: Endpoint, options: HallRequestOptions<unknown>): void => {
    if (result.ok) return;
    const { error } = result;
    const details: HallErrorDetails = {
      requestId: error.requestId,
      url: error.url,
      status: error.status,
      retries: error.retries,
    };
    if (error instanceof HallServiceError) {
      const base = { code: error.code, requestId: error.requestId };
      switch (error.info?.reaction) {
        case 'tokenExpired':
          events.emit('tokenExpired', { ...base, path: endpoint.path });
          break;
        case 'otherClientLogin': {
          const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<string, unknown>;
          events.emit('otherClientLogin', {
            requestId: error.requestId,
            token: typeof data.token === 'string' ? data.token : undefined,
            deviceModel: typeof data.deviceModel === 'string' ? data.deviceModel : undefined,
          });
          break;
        }
        case 'versionCheck':
          events.emit('versionCheck', base);
          break;
        case 'restrict':
          if (options.noErrorMessage !== false) {
            events.emit('restricted', { ...base, message: error.serverMessage, path: endpoint.path });
          }
          break;
        case 'maintenance':
          events.emit('maintenance', { ...base, state: MAINTENANCE_STATES[error.code as keyof typeof MAINTENANCE_STATES] });
          break;
        case 'configChange':
          events.emit('configChanged', base);
          break;
      }
      if (!options.silent && !error.info?.silent) {
        showMessage({ key: 'data-error', text: error.serverMessage, code: error.code, details });
      }
      return;
    }
    if (options.silent || error.kind === 'aborted' || error.kind === 'gate-reset') return;
    showMessage({ key: (error as HallTimeoutError | HallNetworkError | HallInvalidDataError).messageKey, details });
  };
}
