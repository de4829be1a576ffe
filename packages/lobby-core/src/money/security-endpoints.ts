/**
 * The security page's endpoints, injected with the money domain's (endpoints.ts): the user info
 * read fresh for what is bound, a code, the bindings, Google authenticator, the login password
 * and self-exclusion. A binding makes the account facts (`Account`) and the withdraw info stale;
 * a password change, the account facts (the forced change is done).
 */
import {
  bindingAnswerSchema,
  codeSentAnswerSchema,
  googleAuthKeySchema,
  loginPasswordAnswerSchema,
  selfExclusionSchema,
  userInfoSchema,
  type BindEmailRequest,
  type BindGoogleAuthRequest,
  type BindingAnswer,
  type BindPhoneRequest,
  type ChangeLoginPasswordRequest,
  type CodeSentAnswer,
  type GoogleAuthKey,
  type LoginPasswordAnswer,
  type SelfExclusion,
  type SendCodeRequest,
  type SetSelfExclusionRequest,
  type UserInfo,
} from '@lobbykit/contract';
import type { GenericSchema } from 'valibot';
import type { MoneyEndpointBuilder, MoneyTagType } from './endpoints';

/** The account domain's tag (the user info): the security state is part of it. */
export const securityTagTypes = ['Account'] as const;
type SecurityTagType = (typeof securityTagTypes)[number];

const afterBinding: (MoneyTagType | SecurityTagType)[] = ['Account', 'WithdrawInfo'];

type SecurityEndpointName =
  'sendCode' | 'bindPhone' | 'bindEmail' | 'bindGoogleAuth' | 'setSelfExclusion' | 'changeLoginPassword';

/**
 * A change's query: silent, like every money call, and without `forceRetry`: the hall does not
 * replay these by the body's request id, so the client must not resend one after a timeout.
 */
const changeOf =
  <T>(endpoint: SecurityEndpointName, schema: GenericSchema<unknown, T>) =>
  (request: object) => ({ endpoint, params: { ...request }, schema, silent: true });

export const securityEndpoints = (build: MoneyEndpointBuilder) => ({
  /** GET /user/info for the security page (the session's own read keeps its cache entry). */
  securityInfo: build.query<UserInfo, void>({
    query: () => ({ endpoint: 'userInfo', schema: userInfoSchema, silent: true }),
    providesTags: ['Account'],
  }),
  sendCode: build.mutation<CodeSentAnswer, SendCodeRequest>({
    query: changeOf('sendCode', codeSentAnswerSchema),
  }),
  bindPhone: build.mutation<BindingAnswer, BindPhoneRequest>({
    query: changeOf('bindPhone', bindingAnswerSchema),
    invalidatesTags: afterBinding,
  }),
  bindEmail: build.mutation<BindingAnswer, BindEmailRequest>({
    query: changeOf('bindEmail', bindingAnswerSchema),
    invalidatesTags: afterBinding,
  }),
  /** Without a code: a new secret. */
  googleAuthKey: build.mutation<GoogleAuthKey, BindGoogleAuthRequest>({
    query: changeOf('bindGoogleAuth', googleAuthKeySchema),
  }),
  bindGoogleAuth: build.mutation<BindingAnswer, Required<BindGoogleAuthRequest>>({
    query: changeOf('bindGoogleAuth', bindingAnswerSchema),
    invalidatesTags: afterBinding,
  }),
  changeLoginPassword: build.mutation<LoginPasswordAnswer, ChangeLoginPasswordRequest>({
    query: changeOf('changeLoginPassword', loginPasswordAnswerSchema),
    invalidatesTags: ['Account'],
  }),
  selfExclusion: build.query<SelfExclusion, void>({
    query: () => ({ endpoint: 'selfExclusion', schema: selfExclusionSchema, silent: true }),
  }),
  setSelfExclusion: build.mutation<SelfExclusion, SetSelfExclusionRequest>({
    query: changeOf('setSelfExclusion', selfExclusionSchema),
  }),
});
