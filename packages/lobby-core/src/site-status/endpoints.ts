/**
 * The site-status checks (spec §7 "IP check", "Maintenance info", "Maintenance time"), injected
 * into the lobby's API when the watcher starts (after the first paint). All are public and silent:
 * what they say is shown as the site's status, never as a toast. None is cached: every check asks
 * the hall.
 */
import { ipCheckSchema, type IpCheck } from '@lobbykit/contract';
import * as v from 'valibot';
import type { LobbyEndpointBuilder } from '../api/base';
import type { LobbyApi } from '../api/core-api';

/** The maintenance check's answer while the site is open (`{ status: 'normal' }`); its closed answer is a service error. */
const maintenanceStatusSchema = v.looseObject({ status: v.optional(v.string()) });

const siteStatusEndpoints = (build: LobbyEndpointBuilder) => ({
  ipCheck: build.query<IpCheck, void>({
    query: () => ({ endpoint: 'ipCheck', schema: ipCheckSchema, silent: true }),
  }),
  maintenanceCheck: build.query<v.InferOutput<typeof maintenanceStatusSchema>, void>({
    query: () => ({ endpoint: 'maintenanceInfo', schema: maintenanceStatusSchema, silent: true }),
  }),
  // A plain file (`/maintenance.json`): the hall client parses its JSON but applies no schema,
  // so its answer is read by `maintenanceFileEndMs` (rules.ts).
  maintenanceTime: build.query<unknown, void>({
    query: () => ({ endpoint: 'maintenanceTime', silent: true }),
  }),
});

const inject = (api: LobbyApi) => api.injectEndpoints({ endpoints: siteStatusEndpoints });
export type SiteStatusApi = ReturnType<typeof inject>;

// Once per API object: RTK Query reports a second injection of the same names.
const injected = new WeakMap<LobbyApi, SiteStatusApi>();

/** The lobby's API with the site-status checks injected (the same object: RTK Query injects in place). */
export function withSiteStatusEndpoints(api: LobbyApi): SiteStatusApi {
  let withChecks = injected.get(api);
  if (!withChecks) {
    withChecks = inject(api);
    injected.set(api, withChecks);
  }
  return withChecks;
}
