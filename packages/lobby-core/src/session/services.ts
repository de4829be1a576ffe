/**
 * What runs while a player is signed in (spec §7): the notice channel (auth in its first
 * message, so no token is in a URL), the user call that refreshes the balance, the platform
 * exchange list, the heartbeat (first 10 s after the session starts, then every 90 s) and the
 * web push id, stored 5 s after the first user call. Part of the lazily loaded session chunk.
 */
import { HEARTBEAT_FIRST_DELAY_MS, HEARTBEAT_INTERVAL_MS, type Clock, type Timers } from '@lobbykit/contract';
import {
  createNoticeChannel,
  startWebPush,
  type ConnectionState,
  type NoticeChannel,
  type WebPush,
} from '@lobbykit/realtime';
import type { HallClient } from '@lobbykit/transport';
import type { Lines } from '@lobbykit/transport/lines';
import type { AccountApi } from '../api/account';
import type { LobbyStore } from '../store';
import { sessionEvent } from './event';
import type { LobbySessionOptions } from './options';
import { noticeReceived, playerChanged } from './actions';
import type { RealtimeStatus } from './player-slice';

export interface PlayerServicesDeps {
  readonly store: LobbyStore;
  readonly api: AccountApi;
  readonly client: HallClient;
  readonly lines: Pick<Lines, 'order'>;
  readonly options: LobbySessionOptions;
  readonly now: Clock;
  readonly timers: Timers;
  readonly random: () => number;
}

export interface PlayerServices {
  /** The user call: reads the balance again and puts it in the player's account facts. */
  readonly refreshBalance: () => Promise<void>;
  readonly stop: () => void;
}

/** The notice channel's state as the lobby shows it: a lost connection is a quiet "reconnecting". */
function realtimeStatusOf(state: ConnectionState): RealtimeStatus {
  switch (state.status) {
    case 'open':
      return 'live';
    case 'connecting':
      return state.tries === 0 ? 'connecting' : 'reconnecting';
    case 'waiting':
    case 'offline':
    case 'degraded':
      return 'reconnecting';
    default:
      return 'off';
  }
}

const siteIdOf = (config: Readonly<Record<string, unknown>> | undefined): string | number | undefined => {
  const id = config?.siteId;
  return typeof id === 'number' || (typeof id === 'string' && id !== '') ? id : undefined;
};

export function startPlayerServices(deps: PlayerServicesDeps): PlayerServices {
  const { store, api, client, options, timers } = deps;
  let stopped = false;
  let heartbeat: unknown;
  let channel: NoticeChannel | undefined;
  let webPush: WebPush | undefined;
  const exchangeList = store.dispatch(api.endpoints.platformExchangeList.initiate());

  const beat = () => {
    heartbeat = timers.setTimeout(() => {
      if (stopped) return;
      void client.request('heartbeat', { silent: true });
      beat();
    }, HEARTBEAT_INTERVAL_MS);
  };
  heartbeat = timers.setTimeout(() => {
    if (stopped) return;
    void client.request('heartbeat', { silent: true });
    beat();
  }, HEARTBEAT_FIRST_DELAY_MS);

  const refreshBalance = async () => {
    const result = await store.dispatch(
      api.endpoints.homeGold.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (stopped || !result.data) return;
    const { game_gold, bonus, auditMode } = result.data;
    store.dispatch(sessionEvent({ type: 'accountUpdated', account: { game_gold, bonus, auditMode } }));
  };

  const startWebPushAfter = (first: Promise<void>) => {
    const connect = options.webPush;
    if (!connect) return;
    void first.then(() => {
      if (stopped) return;
      webPush = startWebPush({
        connect,
        store: async (jpushWebId) => {
          const result = await client.request('webPushInfo', { params: { jpushWebId }, silent: true });
          if (!result.ok) throw result.error;
        },
        timers,
        random: deps.random,
      });
    });
  };

  const connectNotices = async () => {
    const Socket = options.WebSocket === undefined ? globalThis.WebSocket : options.WebSocket;
    if (!Socket) return;
    const config = await store.dispatch(
      api.endpoints.baseSiteConfig.initiate(undefined, { subscribe: false }),
    );
    const siteId = siteIdOf(config.data);
    if (stopped || siteId === undefined) return;
    channel = createNoticeChannel({
      domains: () => deps.lines.order('api'),
      siteId,
      auth: () => client.session.token ?? '',
      authIn: 'message',
      WebSocket: Socket,
      timers,
      now: deps.now,
      random: deps.random,
      ...(options.share === undefined ? {} : { share: options.share }),
    });
    channel.on('state', (state) => store.dispatch(playerChanged({ realtime: realtimeStatusOf(state) })));
    channel.on('message', (notice) => store.dispatch(noticeReceived(notice)));
    channel.start();
  };

  startWebPushAfter(refreshBalance());
  void store
    .dispatch(api.endpoints.userInfo.initiate(undefined, { subscribe: false, forceRefetch: true }))
    .then((result) => {
      if (!stopped && result.data)
        store.dispatch(sessionEvent({ type: 'accountUpdated', account: result.data }));
    });
  void connectNotices();

  return {
    refreshBalance,
    stop() {
      stopped = true;
      timers.clearTimeout(heartbeat);
      channel?.stop();
      webPush?.stop();
      exchangeList.unsubscribe();
      store.dispatch(playerChanged({ realtime: 'off' }));
    },
  };
}
