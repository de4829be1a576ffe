/**
 * The session across the tabs of one browser: a tab whose session ends (logout, expiry, a login
 * elsewhere) says so on a BroadcastChannel, and every other tab of the site ends its own. What
 * arrives is checked like any input: only `{ type: 'ended', siteCode }` of this site counts.
 */
import type { BroadcastChannelConstructor, BroadcastChannelLike } from '@lobbykit/realtime';

export interface SessionTabs {
  /** Tells the other tabs this tab's session ended. */
  readonly announceEnded: () => void;
  readonly close: () => void;
}

const NOTHING: SessionTabs = { announceEnded: () => undefined, close: () => undefined };

export function joinSessionTabs(
  Channel: BroadcastChannelConstructor | null | undefined,
  siteCode: string,
  onEnded: () => void,
): SessionTabs {
  if (!Channel) return NOTHING;
  let channel: BroadcastChannelLike;
  try {
    channel = new Channel(`lobbykit-session-${siteCode}`);
  } catch {
    return NOTHING;
  }
  channel.onmessage = ({ data }) => {
    const message = data as { type?: unknown; siteCode?: unknown } | null;
    if (message?.type === 'ended' && message.siteCode === siteCode) onEnded();
  };
  return {
    announceEnded: () => channel.postMessage({ type: 'ended', siteCode }),
    close() {
      channel.onmessage = null;
      channel.close();
    },
  };
}
