import type { PayOrderSuccessData } from '@lobbykit/contract';
import { expectTypeOf } from 'vitest';
import { WebSocket } from 'ws';
import { createNoticeChannel } from './channel';
import type { ChannelError } from './events';

const channel = createNoticeChannel({
  domains: ['https://api.example.com'],
  siteId: 1,
  auth: 't',
  WebSocket,
});

// Each notice event carries its own data type.
channel.on('payOrderSuccess', (notice) => {
  expectTypeOf(notice.type).toEqualTypeOf<'payOrderSuccess'>();
  expectTypeOf(notice.data).toEqualTypeOf<PayOrderSuccessData>();
  expectTypeOf(notice.data.isFirst).toEqualTypeOf<boolean | undefined>();
});
channel.on('error', (error) => expectTypeOf(error).toEqualTypeOf<ChannelError>());
// @ts-expect-error not an event of the channel
channel.on('lottery', () => undefined);
// The browser's WebSocket fits the injected constructor too.
createNoticeChannel({ domains: ['x'], siteId: 1, auth: 't', WebSocket: globalThis.WebSocket });
