// The reference hall server as every package's tests reach it: started in-process on loopback
// with its control API, and the typed control client. Packages never import the hall-server
// app themselves; the dependency direction check allows it here only.
import {
  createControlClient,
  startHallServer,
  type ControlClient,
  type HallServer,
  type HallServerOptions,
} from 'hall-server';

export {
  ControlError,
  createControlClient,
  SEED_PASSWORD,
  SEED_WITHDRAW_PASSWORD,
  seedSites,
  seedUsers,
  startHallServer,
  WS_AUTH_FAILED,
  WS_DROPPED,
} from 'hall-server';
export type {
  ActiveFault,
  ControlClient,
  ControlState,
  DomainView,
  FaultKind,
  FaultSpec,
  HallCounters,
  HallServer,
  HallServerOptions,
  NoticeCounters,
  NoticeRecord,
  SeedSite,
  SeedUser,
  SitePatch,
  SocketView,
  UserPatch,
} from 'hall-server';

export interface TestHall {
  readonly server: HallServer;
  readonly control: ControlClient;
  /** The seeded site a lobby build of `siteCode` would carry (static key, currencies, ...). */
  site(siteCode?: string): HallServer['sites'][number];
  close(): Promise<void>;
}

/**
 * A hall for one test file: the control API on, orders completing in 30 ms, the socket
 * auth deadline short, so tests need no long waits. Options override any of these.
 */
export async function startTestHall(options: HallServerOptions = {}): Promise<TestHall> {
  const server = await startHallServer({
    control: true,
    depositCompleteMs: 30,
    withdrawCompleteMs: 30,
    wsAuthTimeoutMs: 300,
    ...options,
  });
  if (!server.controlUrl) throw new Error('the test hall started without its control API');
  return {
    server,
    control: createControlClient(server.controlUrl),
    site(siteCode = 'demo') {
      const found = server.sites.find((entry) => entry.siteCode === siteCode);
      if (!found) throw new Error(`the hall has no site ${siteCode}`);
      return found;
    },
    close: () => server.close(),
  };
}

/**
 * How many beacons the hall's stand-ins of the tracking vendors (`fakeTrackingVendors`) have
 * logged under each `vendor:event` asked for, e.g. `['google:sign_up', 'facebook:Purchase']`.
 */
export async function heardBeacons(
  control: Pick<ControlClient, 'requests'>,
  names: readonly string[],
): Promise<Record<string, number>> {
  const counts = await Promise.all(
    names.map(async (name) => (await control.requests.list({ route: `vendor:${name}` })).length),
  );
  return Object.fromEntries(names.map((name, index) => [name, counts[index] ?? 0]));
}
