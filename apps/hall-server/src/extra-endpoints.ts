// Calls the lobby needs that `@lobbykit/contract` does not name yet (game catalogue, captcha
// challenge, bindings, withdraw password, self-exclusion, orders, jackpot). Same shape and
// flags as the contract's registry, so they can move there unchanged.
import { endpoints, type Endpoint } from '@lobbykit/contract';

type Flags = Partial<Pick<Endpoint, 'idempotent' | 'serverDeduplicated' | 'public' | 'cacheable'>>;

function def(method: 'GET' | 'POST', path: string, flags: Flags = {}): Omit<Endpoint, 'name'> {
  return {
    method,
    path,
    idempotent: true,
    serverDeduplicated: false,
    public: false,
    cacheable: false,
    ...flags,
  };
}

const table = {
  gameCategories: def('GET', '/game/categories', { public: true, cacheable: true }),
  gameProviders: def('GET', '/game/providers', { public: true, cacheable: true }),
  gameList: def('GET', '/game/list', { public: true, cacheable: true }),
  jackpot: def('GET', '/home/jackpot', { public: true }),
  captchaChallenge: def('POST', '/home/captcha/challenge', { public: true }),
  userCaptchaChallenge: def('POST', '/user/captcha/challenge'),
  userInfo: def('GET', '/user/info'),
  setWithdrawPassword: def('POST', '/user/withdrawPassword', { idempotent: false }),
  sendCode: def('POST', '/user/sendCode', { idempotent: false }),
  bindPhone: def('POST', '/user/bind/phone', { idempotent: false }),
  bindEmail: def('POST', '/user/bind/email', { idempotent: false }),
  bindGoogleAuth: def('POST', '/user/bind/googleAuth', { idempotent: false }),
  selfExclusion: def('GET', '/user/selfExclusion'),
  setSelfExclusion: def('POST', '/user/selfExclusion/set', { idempotent: false }),
  orderStatus: def('GET', '/pay/order'),
  orderList: def('GET', '/pay/orders'),
} as const;

export type ExtraEndpointName = keyof typeof table;

export const extraEndpoints = Object.fromEntries(
  Object.entries(table).map(([name, entry]) => [name, { name, ...entry }]),
) as { readonly [K in ExtraEndpointName]: Endpoint<K> };

const contractPaths = new Set(
  Object.values(endpoints).map((endpoint: Endpoint) => `${endpoint.method} ${endpoint.path.toLowerCase()}`),
);
for (const endpoint of Object.values(extraEndpoints) as Endpoint[]) {
  if (contractPaths.has(`${endpoint.method} ${endpoint.path.toLowerCase()}`)) {
    throw new Error(
      `extra endpoint ${endpoint.name} duplicates a contract path; remove it from extra-endpoints.ts`,
    );
  }
}
