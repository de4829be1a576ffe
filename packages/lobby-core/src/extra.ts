/** What the store hands to thunks, listeners and the base query: the lobby's outside world. */
import type { Clock, Timers } from '@lobbykit/contract';
import type { EventBus } from '@lobbykit/transport';
import type { LobbyApi } from './api/core-api';
import type { LobbyEvents } from './events';
import type { HallConnection } from './network/hall-connection';
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
  /**
   * The hall connection (client, lines, base query), loaded the first time it is asked for:
   * callers at the same time share one load, and a failed load is tried again by the next.
   */
  readonly hall: () => Promise<HallConnection>;
  /** The hall connection if it is loaded already (nothing to clear or measure before it is). */
  readonly connectedHall: () => HallConnection | undefined;
  readonly events: EventBus<LobbyEvents>;
  /** The API the store was built with (either flavour: the endpoints are the same). */
  readonly api: LobbyApi;
  readonly settings: LobbySettings;
  readonly storage: SafeStorage;
  readonly now: Clock;
  readonly timers: Timers;
}
