/** Spec §8 "Reactions": which lobby event a service code raises, and which message the UI shows. */
import { ServiceCode, type Endpoint } from '@lobbykit/contract';
import type { HallEvents, HallMessage, HallRequestOptions, HallResult } from './client-types';
import type { EventBus } from './event-bus';

const MAINTENANCE_STATES: Record<string, HallEvents['maintenance']['state']> = {
  [ServiceCode.SiteMaintenance]: 'maintenance',
  [ServiceCode.SiteFrozen]: 'frozen',
  [ServiceCode.SiteFrozenAndMaintained]: 'frozenAndMaintained',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

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

  return (result, { path }, options) => {
    if (result.ok) return;
    const { error } = result;
    const { requestId, messageKey, url, status, retries } = error;
    const message: HallMessage = { key: messageKey!, details: { requestId, url, status, retries } };
    if (error.kind === 'service') {
      const { code, info, serverMessage } = error;
      const data = Object(error.data) as Record<string, unknown>;
      switch (info?.reaction) {
        case 'tokenExpired':
          events.emit('tokenExpired', { code, requestId, path });
          break;
        case 'otherClientLogin':
          events.emit('otherClientLogin', {
            requestId,
            token: text(data.token),
            deviceModel: text(data.deviceModel),
          });
          break;
        case 'versionCheck':
          events.emit('versionCheck', { code, requestId });
          break;
        case 'restrict':
          if (options.noErrorMessage !== false)
            events.emit('restricted', { code, requestId, path, message: serverMessage });
          break;
        case 'maintenance':
          events.emit('maintenance', { code, requestId, state: MAINTENANCE_STATES[code]! });
          break;
        case 'configChange':
          events.emit('configChanged', { code, requestId });
      }
      if (info?.silent) return;
      message.text = serverMessage;
      message.code = code;
    }
    if (options.silent || !messageKey) return;
    const at = now();
    for (const [key, time] of shown) if (at - time >= dedupeMs) shown.delete(key);
    const key = `${messageKey}\n${message.code ?? ''}\n${message.text ?? ''}`;
    if (shown.has(key)) return;
    shown.set(key, at);
    events.emit('message', message);
  };
}
