/**
 * POST /home/thirdPartyLogin and /home/thirdPartyRegister (spec §4 "Login", §7): injected into
 * the lobby's API by the session chunk, like the account domain. Silent (the modal shows the
 * answer) and meant to run untracked: an access token or a code never enters the store.
 */
import { userInfoSchema, type UserInfo } from '@lobbykit/contract';
import type { LobbyApi } from '../api/core-api';

/** What a third-party call sends besides the sign-in fields every call carries. */
export interface ThirdPartyCall {
  readonly requester_type: string;
  readonly access_token?: string | undefined;
  /** LINE: the authorization code, its PKCE verifier and the redirect URI it was issued for. */
  readonly code?: string | undefined;
  readonly code_verifier?: string | undefined;
  readonly redirect_uri?: string | undefined;
  readonly [field: string]: unknown;
}

const inject = (api: LobbyApi) =>
  api.injectEndpoints({
    endpoints: (build) => ({
      thirdPartyLogin: build.mutation<UserInfo, ThirdPartyCall>({
        query: (request) => ({
          endpoint: 'thirdPartyLogin',
          params: { ...request },
          schema: userInfoSchema,
          silent: true,
        }),
      }),
      thirdPartyRegister: build.mutation<UserInfo, ThirdPartyCall>({
        query: (request) => ({
          endpoint: 'thirdPartyRegister',
          params: { ...request },
          schema: userInfoSchema,
          silent: true,
        }),
      }),
    }),
  });

export type ThirdPartyApi = ReturnType<typeof inject>;

// Once per API object, as the account endpoints: a second injection of the same names is reported.
const injected = new WeakMap<LobbyApi, ThirdPartyApi>();

export function withThirdPartyEndpoints(api: LobbyApi): ThirdPartyApi {
  let withThirdParty = injected.get(api);
  if (!withThirdParty) {
    withThirdParty = inject(api);
    injected.set(api, withThirdParty);
  }
  return withThirdParty;
}
