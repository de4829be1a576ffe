// The public surface of @lobbykit/realtime, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as realtime from '@lobbykit/realtime';

describe('@lobbykit/realtime', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof realtime>().toEqualTypeOf<
      | 'AUTH_FAILURE_CODES'
      | 'connectionTransition'
      | 'createNoticeChannel'
      | 'initialConnectionState'
      | 'startWebPush'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        realtime.BackoffOptions,
        realtime.BroadcastChannelConstructor,
        realtime.BroadcastChannelLike,
        realtime.ChannelError,
        realtime.ClosedEvent,
        realtime.ConnectedEvent,
        realtime.ConnectionConfig,
        realtime.ConnectionEvent,
        realtime.ConnectionState,
        realtime.ConnectionStatus,
        realtime.DegradedEvent,
        realtime.Listener<never>,
        realtime.LockManagerLike,
        realtime.NetworkStatus,
        realtime.NoticeChannel,
        realtime.NoticeChannelEvents,
        realtime.NoticeChannelOptions,
        realtime.NoticeEvents,
        realtime.Role,
        realtime.ShareOptions,
        realtime.SocketConstructor,
        realtime.SocketLike,
        realtime.Timers,
        realtime.WebPush,
        realtime.WebPushOptions,
        realtime.WebPushResult,
      ]
    >().not.toBeNever();
  });
});
