/**
 * The lobby's events to its site's tracker: a registration or a login (the session becoming a
 * player's, a registration marked by its register-recharge flag), a game opened, a deposit paid
 * (the money notice), and the page views the app reports (`trackPageView`). The buried config is
 * read once; a site without a vendor lobbykit speaks to gets a tracker that sends nothing.
 */
import { buriedConfigEntrySchema, list, type BuriedConfigEntry } from '@lobbykit/contract';
import type { Lobby } from '../create-lobby';
import { selectOpenGame } from '../play/slice';
import type { LobbyApi } from '../api/core-api';
import { createTracker, type Tracker, type TrackerOptions } from './tracker';

const inject = (api: LobbyApi) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      buriedConfig: build.query<BuriedConfigEntry[], void>({
        query: () => ({ endpoint: 'buriedConfig', schema: list(buriedConfigEntrySchema), silent: true }),
      }),
    }),
  });
const injected = new WeakMap<LobbyApi, ReturnType<typeof inject>>();

export type StartTrackingOptions = Omit<TrackerOptions, 'entries'>;

export interface LobbyTracking {
  readonly tracker: Tracker;
  /** The app's page views (the path, without its query). */
  readonly trackPageView: (path: string) => void;
  readonly stop: () => void;
}

/** Reads the site's buried config and tracks the lobby's events until `stop()`. */
export async function startTracking(
  lobby: Pick<Lobby, 'store' | 'api' | 'money'>,
  options: StartTrackingOptions,
): Promise<LobbyTracking> {
  let api = injected.get(lobby.api);
  if (!api) injected.set(lobby.api, (api = inject(lobby.api)));
  const read = await lobby.store.dispatch(
    api.endpoints.buriedConfig.initiate(undefined, { subscribe: false }),
  );
  const tracker = createTracker({ ...options, entries: read.data ?? [] });

  const { store } = lobby;
  let kind = store.getState().session.kind;
  let game = selectOpenGame(store.getState());
  // A registration raises the register-recharge flag before its fast login makes a player: the
  // flag's rise, not its value (it stays up until the prompt shows), tells a registration.
  let flagged = store.getState().player.showRegisterRecharge;
  let registered = false;
  const stopStore = store.subscribe(() => {
    const state = store.getState();
    if (state.player.showRegisterRecharge && !flagged) registered = true;
    flagged = state.player.showRegisterRecharge;
    const nowKind = state.session.kind;
    if (nowKind === 'player' && kind !== 'player') {
      tracker.track({ name: registered ? 'register' : 'login' });
      registered = false;
    }
    kind = nowKind;
    const nowGame = selectOpenGame(state);
    if (nowGame && nowGame !== game) tracker.track({ name: 'gameOpen', gameCode: nowGame.gameId });
    game = nowGame;
  });
  const stopMoney = lobby.money.events.on('depositSucceeded', (paid) => {
    tracker.track({
      name: 'pay',
      amount: String(paid.amount ?? 0),
      currency: paid.currency ?? '',
      first: paid.isFirst,
    });
  });
  return {
    tracker,
    trackPageView: (path) => void tracker.track({ name: 'pageView', path }),
    stop: () => {
      stopStore();
      stopMoney();
    },
  };
}
