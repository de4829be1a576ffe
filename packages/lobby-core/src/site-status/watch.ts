/**
 * The site-status watcher (spec §4 "Site status", §8, §9): the IP check once the lobby starts,
 * a maintenance check when any call answers a maintenance code or a main-API call fails
 * (`maintenanceCheck`, after MAINTENANCE_CHECK_AFTER_FAILURES), and while the site is closed a
 * check every MAINTENANCE_POLL_MS that updates the details or reopens the site. A closed answer
 * without an end takes it from the maintenance time file (`/maintenance.json`). While the
 * region is refused, the IP check is asked again at the same pace, and an allowed answer
 * reopens the site.
 *
 * Its states are the site condition's (open / maintenance / regionRestricted, in the store) and
 * one timer: the next check, pending only while the site is not open.
 */
import { MAINTENANCE_POLL_MS, type Clock, type Timers } from '@lobbykit/contract';
import type { Lobby } from '../create-lobby';
import {
  maintenanceChecked,
  regionRestricted,
  selectSiteCondition,
  siteReopened,
} from '../site/status-slice';
import { withSiteStatusEndpoints } from './endpoints';
import { maintenanceFileEndMs, readIpCheck, readMaintenanceAnswer, type MaintenanceReading } from './rules';

type ClosedReading = Extract<MaintenanceReading, { kind: 'closed' }>;

export interface SiteStatusWatchOptions {
  /** @default MAINTENANCE_POLL_MS (5 minutes, spec §9) */
  readonly pollMs?: number | undefined;
  /** @default Date.now */
  readonly now?: Clock | undefined;
  /** @default the global timers */
  readonly timers?: Timers | undefined;
}

export interface SiteStatusWatch {
  /** Asks the hall now (a maintenance check, or the IP check while the region is refused). */
  readonly checkNow: () => Promise<void>;
  readonly stop: () => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Starts watching; the IP check runs at once. */
export function watchSiteStatus(
  lobby: Pick<Lobby, 'store' | 'api' | 'hall' | 'hallEvents'>,
  options: SiteStatusWatchOptions = {},
): SiteStatusWatch {
  const { store } = lobby;
  const pollMs = options.pollMs ?? MAINTENANCE_POLL_MS;
  const now = options.now ?? Date.now;
  const timers = options.timers ?? globalTimers;
  const api = withSiteStatusEndpoints(lobby.api);
  let stopped = false;
  let timer: unknown;
  let inFlight: Promise<void> | undefined;
  // The countdown is on the hall's clock: its offset as the connection last learnt it.
  let connection: { readonly client: { readonly serverTimeOffset: number } } | undefined;
  const serverOffsetMs = () => connection?.client.serverTimeOffset ?? 0;
  // The end the maintenance time file last gave while the site is closed: the next check shows
  // it at once, so the countdown does not blink out while the file is read again.
  let fileEndMs: number | undefined;

  const status = () => selectSiteCondition(store.getState()).status;

  /** The next check, pending only while the site is not open. */
  function schedule() {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (stopped || status() === 'open') return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      void checkNow();
    }, pollMs);
  }

  function applyMaintenance(reading: MaintenanceReading) {
    if (reading.kind === 'closed') {
      const { reason, code, details } = reading;
      store.dispatch(
        maintenanceChecked({ reason, code, details, serverOffsetMs: serverOffsetMs(), at: now() }),
      );
    } else if (reading.kind === 'open' && status() === 'maintenance') {
      store.dispatch(siteReopened());
    }
  }

  const withEnd = (reading: ClosedReading, endMs: number | undefined): ClosedReading => ({
    ...reading,
    details: { ...reading.details, endMs },
  });

  async function maintenanceCheck() {
    const answer = await store.dispatch(
      api.endpoints.maintenanceCheck.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (stopped) return;
    const reading = readMaintenanceAnswer(answer);
    if (reading.kind === 'open') fileEndMs = undefined;
    if (reading.kind !== 'closed' || reading.details.endMs !== undefined) {
      applyMaintenance(reading);
      return;
    }
    // The page shows at once; the file's end follows. A failed or unreadable file leaves no
    // countdown, never a broken page.
    const shown = fileEndMs;
    applyMaintenance(withEnd(reading, shown));
    const file = await store.dispatch(
      api.endpoints.maintenanceTime.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    fileEndMs = maintenanceFileEndMs(file);
    // Reopened meanwhile: the file must not close the site again.
    if (!stopped && fileEndMs !== shown && status() === 'maintenance')
      applyMaintenance(withEnd(reading, fileEndMs));
  }

  async function ipCheck() {
    const answer = await store.dispatch(
      api.endpoints.ipCheck.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    if (stopped || !answer.data) return;
    const reading = readIpCheck(answer.data);
    if (reading.kind === 'regionRestricted') {
      const { ip, recommendAreaCode } = reading;
      store.dispatch(regionRestricted({ ip, recommendAreaCode, at: now() }));
    } else if (reading.kind === 'maintenance') {
      await maintenanceCheck();
    } else if (status() === 'regionRestricted') {
      store.dispatch(siteReopened());
    }
  }

  /** One check at a time: a second asks joins the one on its way. */
  function checkNow(): Promise<void> {
    inFlight ??= (async () => {
      try {
        await (status() === 'regionRestricted' ? ipCheck() : maintenanceCheck());
      } finally {
        inFlight = undefined;
        schedule();
      }
    })();
    return inFlight;
  }

  void lobby.hall().then(
    (hall) => {
      connection = hall;
    },
    () => undefined,
  );

  // Any call's maintenance code closed the site (reactions/maintenance.ts): read the details.
  let last = status();
  const unsubscribe = store.subscribe(() => {
    const next = status();
    if (next === last) return;
    last = next;
    if (next === 'maintenance') void checkNow();
    else schedule();
  });
  const stopCheckEvent = lobby.hallEvents.on('maintenanceCheck', () => void checkNow());

  inFlight = (async () => {
    try {
      await ipCheck();
    } finally {
      inFlight = undefined;
      schedule();
    }
  })();

  return {
    checkNow,
    stop: () => {
      stopped = true;
      unsubscribe();
      stopCheckEvent();
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    },
  };
}
