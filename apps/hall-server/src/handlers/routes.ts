// Every hall route, by endpoint name, and `hallEndpoints`: what the server registers, the
// contract's table minus its plain files. `routeFor` throws at
// start-up for an endpoint without a route, and routes.test.ts walks the whole registry.
import { endpoints, type Endpoint } from '@lobbykit/contract';
import { accountRoutes } from './account';
import { signUpContactRoutes } from './sign-up-contact';
import { captchaRoutes } from './captcha';
import { contentRoutes } from './content';
import { gameRoutes } from './games';
import { lobbyRoutes } from './lobby';
import { loginVerifyRoutes } from './login-verify';
import { receiveRoutes } from './receive';
import { securityRoutes } from './security';
import { siteRoutes } from './site';
import { statusRoutes } from './status';
import { thirdPartyRoutes } from './third-party';
import type { HallRouteName, RouteSpec } from './types';
import { walletRoutes } from './wallet';
import { withdrawRoutes } from './withdraw';

const hallRoutes = {
  ...siteRoutes,
  ...statusRoutes,
  ...accountRoutes,
  ...signUpContactRoutes,
  ...loginVerifyRoutes,
  ...thirdPartyRoutes,
  ...captchaRoutes,
  ...gameRoutes,
  ...walletRoutes,
  ...withdrawRoutes,
  ...securityRoutes,
  ...lobbyRoutes,
  ...contentRoutes,
  ...receiveRoutes,
} as { readonly [K in HallRouteName]: RouteSpec };

/** The route groups, for the README and the per-group tests. */
export const routeGroups: Readonly<Record<string, readonly string[]>> = {
  site: Object.keys(siteRoutes),
  status: Object.keys(statusRoutes),
  account: [...Object.keys(accountRoutes), ...Object.keys(signUpContactRoutes)],
  loginVerify: Object.keys(loginVerifyRoutes),
  thirdParty: Object.keys(thirdPartyRoutes),
  captcha: Object.keys(captchaRoutes),
  games: Object.keys(gameRoutes),
  wallet: Object.keys(walletRoutes),
  withdraw: Object.keys(withdrawRoutes),
  security: Object.keys(securityRoutes),
  lobby: Object.keys(lobbyRoutes),
  content: Object.keys(contentRoutes),
  receive: Object.keys(receiveRoutes),
};

/** Every endpoint served under /hall: the contract's, not its plain files. */
export const hallEndpoints: readonly Endpoint[] = (Object.values(endpoints) as Endpoint[]).filter(
  (endpoint) => !endpoint.file,
);

/** The route of an endpoint; throws when one is missing (a test walks every endpoint). */
export function routeFor(endpoint: Endpoint): RouteSpec {
  const route = (hallRoutes as Readonly<Record<string, RouteSpec | undefined>>)[endpoint.name];
  if (!route) throw new Error(`hall-server: no route for endpoint ${endpoint.name}`);
  return route;
}
