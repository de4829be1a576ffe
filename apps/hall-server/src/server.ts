// startHallServer: builds the world, opens the store, starts the API and asset domains and,
// when asked, the control API. Everything listens on loopback unless `host` says otherwise.
import { createMemoryNonceStore } from '@lobbykit/hall-protocol';
import { performance } from 'node:perf_hooks';
import { startControlApi, type ControlApi } from './control/control-api';
import { createFaultRegistry } from './control/faults';
import { createRequestLog } from './control/request-log';
import { createHall } from './hall/hall';
import { resumePendingOrders } from './hall/wallet';
import { createHallFastify, registerHall } from './http/app';
import { createDomain, type Domain, type DomainKind } from './http/domains';
import type { ServerKit } from './http/kit';
import { resolveOptions, type HallServerOptions } from './options';
import { createDedup } from './protocol/dedup';
import { createKeyCache } from './protocol/keys';
import { createSocketServer } from './realtime/socket-server';
import { openJsonStore } from './store/json-store';
import type { StoreData } from './store/records';
import { jackpotAmount } from './world/content';
import { seedStore } from './world/seed-store';
import type { SeedSite } from './world/sites';
import { buildWorld } from './world/world';

export type { HallServerOptions } from './options';

export interface HallServer {
  /** Base URL of the first API domain, e.g. http://127.0.0.1:7300 */
  readonly url: string;
  /** Port of the first API domain. */
  readonly port: number;
  readonly apiUrls: readonly string[];
  /** Asset (object-storage) domains: static-mode files, images, speed test. */
  readonly assetUrls: readonly string[];
  /** The control API, when started with `control: true`. */
  readonly controlUrl: string | undefined;
  /** The seeded sites with their static keys (what a lobby build of each site carries). */
  readonly sites: readonly SeedSite[];
  /** Milliseconds from the call to listening. */
  readonly startupMs: number;
  close(): Promise<void>;
}

export async function startHallServer(options: HallServerOptions = {}): Promise<HallServer> {
  const started = performance.now();
  const resolved = resolveOptions(options);
  const world = buildWorld(resolved.seed, resolved.now());
  const store = await openJsonStore<StoreData>({
    dir: resolved.dataDir,
    initial: () => seedStore(world, resolved.now()),
  });
  if (store.data.meta.seed !== resolved.seed) {
    throw new Error(
      `hall-server: the data folder ${String(resolved.dataDir)} was seeded with "${store.data.meta.seed}", not "${resolved.seed}"; pass --seed ${store.data.meta.seed} or use another --data folder`,
    );
  }
  await store.flush();

  const logger = resolved.logger === true ? { level: 'info' } : resolved.logger;
  const { app, dispatch } = createHallFastify(logger);
  const hall = createHall({ options: resolved, world, store, log: app.log });
  const kit: ServerKit = {
    hall,
    faults: createFaultRegistry(),
    keys: createKeyCache(),
    nonces: createMemoryNonceStore({ now: () => hall.now() }),
    startedAt: hall.now(),
    dedup: createDedup(store, () => hall.now(), resolved.dedupLimits),
    afterFaults: new WeakMap(),
    held: new Set(),
    timers: new Set(),
    counters: { requests: new Map(), protocolErrors: new Map(), faults: new Map() },
    requests: createRequestLog(),
    outcomes: new WeakMap(),
  };
  const { staticFiles } = await registerHall(app, kit);

  const sockets = createSocketServer(hall);
  const domains: Domain[] = [];
  const portFor = (kind: DomainKind, index: number): number => {
    if (resolved.portBase !== undefined)
      return resolved.portBase + (kind === 'api' ? index : resolved.apiDomains + index);
    return kind === 'api' && index === 0 ? resolved.port : 0;
  };
  let control: ControlApi | undefined;
  const closeAll = async () => {
    await control?.close();
    await sockets.close();
    for (const socket of kit.held) socket.destroy();
    for (const timer of kit.timers) clearTimeout(timer);
    await Promise.all(domains.map((domain) => domain.close()));
    await hall.close();
    await app.close();
  };
  try {
    for (const kind of ['api', 'oss'] as const) {
      const count = kind === 'api' ? resolved.apiDomains : resolved.assetDomains;
      for (let index = 0; index < count; index++) {
        domains.push(
          await createDomain({
            kind,
            index,
            host: resolved.host,
            port: portFor(kind, index),
            onRequest: dispatch,
            onUpgrade: (request, socket, head) => sockets.handleUpgrade(request, socket, head),
          }),
        );
      }
    }
    hall.urls.api = domains.filter((domain) => domain.kind === 'api').map((domain) => domain.url);
    hall.urls.oss = domains.filter((domain) => domain.kind === 'oss').map((domain) => domain.url);
    if (resolved.control) {
      const controlPort =
        resolved.portBase !== undefined
          ? resolved.portBase + resolved.apiDomains + resolved.assetDomains
          : resolved.controlPort;
      control = await startControlApi(
        { kit, domains, staticFilesMade: () => staticFiles.made, openSockets: () => sockets.open },
        controlPort,
      );
      hall.urls.control = control.url;
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  const resumed = resumePendingOrders(hall);
  if (resolved.jackpotIntervalMs > 0) {
    const tick = () => {
      for (const site of world.sites) {
        const pool = world.content(site.siteCode).jackpots[0];
        if (!pool) continue;
        hall.notices.push({
          siteCode: site.siteCode,
          username: null,
          type: 'jackpot',
          data: {
            amount: jackpotAmount(pool, hall.now(), world.builtAt),
            currency: pool.currency,
            gameName: pool.name,
          },
        });
      }
      hall.later(resolved.jackpotIntervalMs, tick);
    };
    hall.later(resolved.jackpotIntervalMs, tick);
  }

  const startupMs = Math.round(performance.now() - started);
  app.log.info(
    {
      api: hall.urls.api,
      oss: hall.urls.oss,
      control: hall.urls.control,
      dataDir: resolved.dataDir ?? null,
      seed: resolved.seed,
      resumedOrders: resumed,
      startupMs,
    },
    'hall server ready',
  );
  const first = domains[0]!;
  let closing: Promise<void> | undefined;
  return {
    url: first.url,
    port: first.port,
    apiUrls: hall.urls.api,
    assetUrls: hall.urls.oss,
    controlUrl: hall.urls.control,
    sites: world.sites,
    startupMs,
    close: () => (closing ??= closeAll()),
  };
}
