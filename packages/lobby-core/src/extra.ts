/** What the store hands to thunks, listeners and the base query: the lobby's outside world. */
import type { Clock, Timers } from '@lobbykit/contract';
import type { EventBus, HallClient } from '@lobbykit/transport';
import type { Lines } from '@lobbykit/transport/lines';
import type { LobbyApi } from './api/core-api';
import type { LobbyEvents } from './events';
import type { SafeStorage } from './visit/storage';

/** Settings the endpoints and reactions read (resolved from the config). */
export interface LobbySettings {
  /** Sent with the system status. */
  readonly osType: number;
  /** Sent with the optimization site config. */
  readonly preview: boolean;
  /** The build's own lines, kept first when the site URL config adds the hall's. */
  readonly apiLines: readonly string[];
  readonly assetLines: readonly string[];
  readonly adoptSiteLines: boolean;
  /** The page address now (the `lang` parameter, the referer header). */
  readonly href: () => string;
  readonly browserLanguages: readonly string[];
}

export interface LobbyExtra {
  readonly client: HallClient;
  readonly lines: Lines;
  readonly events: EventBus<LobbyEvents>;
  /** The API the store was built with (either flavour: the endpoints are the same). */
  readonly api: LobbyApi;
  readonly settings: LobbySettings;
  readonly storage: SafeStorage;
  readonly now: Clock;
  readonly timers: Timers;
}
