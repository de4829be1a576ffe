/**
 * The account domain (spec §4 "Login", §7 named calls): login, registration, fast login, the
 * extra login verification, logout, the username check, the user calls (user info, balance)
 * and the platform exchange list. Injected into the lobby's API by the session chunk when a
 * session starts (`withAccountEndpoints`), so none of it, schemas included, is in a first paint.
 */
import {
  checkUsernameResponseSchema,
  homeGoldSchema,
  list,
  numeric,
  opt,
  registerResponseSchema,
  userInfoSchema,
  type CheckUsernameResponse,
  type FastLoginRequest,
  type HomeGold,
  type LoginRequest,
  type RegisterRequest,
  type RegisterResponse,
  type UserInfo,
} from '@lobbykit/contract';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
import { playerAccountOf, type PlayerAccount } from '../session/machine';
import type { LobbyApi } from './core-api';
import type { LobbyBaseQuery, LobbyTagType } from './base';

/** What a session's data refreshes: `Account` (user info, exchange list), `Balance` (the user call's gold). */
const accountTagTypes = ['Account', 'Balance'] as const;
type AccountTagType = (typeof accountTagTypes)[number];

/** The endpoints whose answers belong to one player: dropped from the cache when a session starts or ends. */
export const playerEndpointNames: ReadonlySet<string> = new Set([
  'userInfo',
  'homeGold',
  'platformExchangeList',
]);

type AccountEndpointBuilder = EndpointBuilder<LobbyBaseQuery, LobbyTagType | AccountTagType, 'hall'>;

/** The extra verification's fields: the code the player typed, and what it was sent to. */
export interface LoginVerifyRequest {
  readonly code: string;
  readonly channel?: 'sms' | 'email' | 'googleAuth' | undefined;
  readonly [field: string]: unknown;
}

/** One provider wallet of the platform exchange list. */
export interface PlatformExchange {
  readonly platformCode: string;
  readonly name?: string | undefined;
  readonly currency?: string | undefined;
  readonly rate?: number | undefined;
  readonly balance?: number | undefined;
}

const platformExchangeListSchema: v.GenericSchema<unknown, PlatformExchange[]> = list(
  v.looseObject({
    platformCode: v.string(),
    name: opt(v.string()),
    currency: opt(v.string()),
    rate: opt(numeric),
    balance: opt(numeric),
  }),
);

const anything = v.unknown();

/*
 * Mutations and queries are silent: the login modal shows each error next to its field, so no
 * toast repeats it (the service-code reactions, -1 and 1334 among them, still fire). Sign-in
 * calls are meant to run with `track: false` (as the session runner does): their arguments, a
 * password among them, then never enter the store.
 */
const accountEndpoints = (build: AccountEndpointBuilder) => ({
  login: build.mutation<UserInfo, LoginRequest>({
    query: (request) => ({ endpoint: 'login', params: { ...request }, schema: userInfoSchema, silent: true }),
  }),
  register: build.mutation<RegisterResponse, RegisterRequest>({
    query: (request) => ({
      endpoint: 'register',
      params: { ...request },
      schema: registerResponseSchema,
      silent: true,
    }),
  }),
  fastLogin: build.mutation<UserInfo, FastLoginRequest>({
    query: (request) => ({
      endpoint: 'fastLogin',
      params: { ...request },
      schema: userInfoSchema,
      silent: true,
    }),
  }),
  /**
   * POST /user/loginVerify, the extra login authentication a `loginVerify` answer asks for: sent
   * before the login gate opens (the session is not usable until it passes).
   */
  loginVerify: build.mutation<unknown, LoginVerifyRequest>({
    query: (request) => ({
      endpoint: 'loginVerify',
      params: { ...request },
      schema: anything,
      silent: true,
      waitForLogin: false,
    }),
  }),
  /** Sent while the gate may still be closed (a verification given up), with the session's own token. */
  logout: build.mutation<unknown, void>({
    query: () => ({ endpoint: 'logout', schema: anything, silent: true, waitForLogin: false }),
  }),
  checkUsername: build.query<CheckUsernameResponse, string>({
    query: (username) => ({
      endpoint: 'checkUsername',
      params: { username },
      schema: checkUsernameResponseSchema,
      silent: true,
    }),
  }),
  /** The player's account facts; the user key the hall sends along is dropped before the cache. */
  userInfo: build.query<PlayerAccount, void>({
    query: () => ({ endpoint: 'userInfo', schema: userInfoSchema, silent: true }),
    transformResponse: (info: UserInfo) => playerAccountOf(info),
    providesTags: ['Account'],
  }),
  /** The user call: the balance (game_gold, bonus, auditMode). */
  homeGold: build.query<HomeGold, void>({
    query: () => ({ endpoint: 'homeGold', schema: homeGoldSchema, silent: true }),
    providesTags: ['Balance'],
  }),
  platformExchangeList: build.query<PlatformExchange[], void>({
    query: () => ({ endpoint: 'platformExchangeList', schema: platformExchangeListSchema, silent: true }),
    providesTags: ['Account'],
  }),
});

const inject = (api: LobbyApi) =>
  api
    .enhanceEndpoints<AccountTagType>({ addTagTypes: accountTagTypes })
    .injectEndpoints({ endpoints: accountEndpoints });

export type AccountApi = ReturnType<typeof inject>;

// Once per API object: every lobby of a page shares its flavour's API, and RTK Query reports a
// second injection of the same names.
const injected = new WeakMap<LobbyApi, AccountApi>();

/** The lobby's API with the account domain injected (the same object: RTK Query injects in place). */
export function withAccountEndpoints(api: LobbyApi): AccountApi {
  let withAccount = injected.get(api);
  if (!withAccount) {
    withAccount = inject(api);
    injected.set(api, withAccount);
  }
  return withAccount;
}
