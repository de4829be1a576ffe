/**
 * The money domain's endpoints (issue "Money"), injected into the lobby's API by the money
 * chunk on its first use (`withMoneyEndpoints`), so none of it, schemas included, is in a first
 * paint. Reads provide tags, changes invalidate them, and the realtime money notices invalidate
 * them too: a deposit, a withdrawal or a notice reads the pending order, the records, the
 * withdraw info and the balance again. Calls are silent (each screen shows its own outcome) and
 * the changes are sent with `forceRetry`: they are deduplicated by the hall, so even a timeout
 * may be sent again, with the same request id.
 */
import {
  depositOrderSchema,
  firstChargeOfferSchema,
  orderListSchema,
  orderSchema,
  payChannelListSchema,
  pendingOrderSchema,
  withdrawAccountListSchema,
  withdrawAccountSchema,
  withdrawInfoSchema,
  withdrawOrderSchema,
  withdrawPasswordAnswerSchema,
  type AddWithdrawAccountRequest,
  type ChangeWithdrawPasswordRequest,
  type DepositOrder,
  type DepositRequest,
  type FirstChargeOffer,
  type Order,
  type OrderActionRequest,
  type OrderList,
  type OrderListRequest,
  type PayChannel,
  type SetWithdrawPasswordRequest,
  type VoucherUploadRequest,
  type WithdrawAccount,
  type WithdrawInfo,
  type WithdrawOrder,
  type WithdrawPasswordAnswer,
  type WithdrawRequest,
} from '@lobbykit/contract';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { LobbyBaseQuery, LobbyTagType } from '../api/base';
import type { LobbyApi } from '../api/core-api';
import { securityEndpoints, securityTagTypes } from './security-endpoints';

/**
 * What money reads and changes: `Balance` (the account domain's: the user call), `PendingOrder`,
 * `MoneyRecords` (orders and their statuses), `WithdrawInfo`, `WithdrawAccounts`, `PayChannels`,
 * `FirstCharge`.
 */
export const moneyTagTypes = [
  'Balance',
  'PendingOrder',
  'MoneyRecords',
  'WithdrawInfo',
  'WithdrawAccounts',
  'PayChannels',
  'FirstCharge',
] as const;
export type MoneyTagType = (typeof moneyTagTypes)[number];

/** The builder of the money and security endpoints (security-endpoints.ts), `Account` included. */
export type MoneyEndpointBuilder = EndpointBuilder<
  LobbyBaseQuery,
  LobbyTagType | MoneyTagType | (typeof securityTagTypes)[number],
  'hall'
>;

/** Tags a finished deposit, order action or withdrawal makes stale. */
const afterDeposit: MoneyTagType[] = ['PendingOrder', 'MoneyRecords', 'FirstCharge'];
const afterWithdraw: MoneyTagType[] = ['WithdrawInfo', 'MoneyRecords', 'Balance'];

const change = { silent: true, forceRetry: true } as const;

const moneyEndpoints = (build: MoneyEndpointBuilder) => ({
  payChannels: build.query<PayChannel[], void>({
    query: () => ({ endpoint: 'payChannels', schema: payChannelListSchema, silent: true }),
    providesTags: ['PayChannels'],
  }),
  pendingOrder: build.query<DepositOrder | undefined, void>({
    query: () => ({ endpoint: 'pendingOrder', schema: pendingOrderSchema, silent: true }),
    providesTags: ['PendingOrder'],
  }),
  orderStatus: build.query<Order, string>({
    query: (orderId) => ({ endpoint: 'orderStatus', params: { orderId }, schema: orderSchema, silent: true }),
    providesTags: ['MoneyRecords'],
  }),
  /** The records. */
  orderList: build.query<OrderList, OrderListRequest>({
    query: (filter) => ({
      endpoint: 'orderList',
      params: { ...filter },
      schema: orderListSchema,
      silent: true,
    }),
    providesTags: ['MoneyRecords'],
  }),
  /** The first-charge offer (`firstChargePop`). */
  firstChargeOffer: build.query<FirstChargeOffer, void>({
    query: () => ({ endpoint: 'firstChargePop', schema: firstChargeOfferSchema, silent: true }),
    providesTags: ['FirstCharge'],
  }),
  withdrawInfo: build.query<WithdrawInfo, void>({
    query: () => ({ endpoint: 'withdrawInfo', schema: withdrawInfoSchema, silent: true }),
    providesTags: ['WithdrawInfo'],
  }),
  withdrawAccounts: build.query<WithdrawAccount[], void>({
    query: () => ({ endpoint: 'withdrawAccounts', schema: withdrawAccountListSchema, silent: true }),
    providesTags: ['WithdrawAccounts'],
  }),
  /** `pay`. Sent by the deposit flow with `track: false`: the payer's details never enter the store. */
  deposit: build.mutation<DepositOrder, DepositRequest>({
    query: (request) => ({ endpoint: 'pay', params: { ...request }, schema: depositOrderSchema, ...change }),
    invalidatesTags: afterDeposit,
  }),
  confirmTransfer: build.mutation<DepositOrder, OrderActionRequest>({
    query: (request) => ({
      endpoint: 'confirmTransfer',
      params: { ...request },
      schema: depositOrderSchema,
      ...change,
    }),
    invalidatesTags: afterDeposit,
  }),
  cancelOrder: build.mutation<DepositOrder, OrderActionRequest>({
    query: (request) => ({
      endpoint: 'cancelOrder',
      params: { ...request },
      schema: depositOrderSchema,
      ...change,
    }),
    invalidatesTags: afterDeposit,
  }),
  uploadVoucher: build.mutation<DepositOrder, VoucherUploadRequest>({
    query: (request) => ({
      endpoint: 'uploadFile',
      params: { ...request },
      schema: depositOrderSchema,
      ...change,
    }),
    invalidatesTags: afterDeposit,
  }),
  addWithdrawAccount: build.mutation<WithdrawAccount, AddWithdrawAccountRequest>({
    query: (request) => ({
      endpoint: 'addWithdrawAccount',
      params: { ...request },
      schema: withdrawAccountSchema,
      ...change,
    }),
    invalidatesTags: ['WithdrawAccounts'],
  }),
  /** Sent with `track: false`: the withdraw password never enters the store. */
  withdraw: build.mutation<WithdrawOrder, WithdrawRequest>({
    query: (request) => ({
      endpoint: 'withdraw',
      params: { ...request },
      schema: withdrawOrderSchema,
      ...change,
    }),
    invalidatesTags: afterWithdraw,
  }),
  setWithdrawPassword: build.mutation<WithdrawPasswordAnswer, SetWithdrawPasswordRequest>({
    query: (request) => ({
      endpoint: 'setWithdrawPassword',
      params: { ...request },
      schema: withdrawPasswordAnswerSchema,
      ...change,
    }),
    invalidatesTags: ['WithdrawInfo'],
  }),
  changeWithdrawPassword: build.mutation<WithdrawPasswordAnswer, ChangeWithdrawPasswordRequest>({
    query: (request) => ({
      endpoint: 'changeWithdrawPassword',
      params: { ...request },
      schema: withdrawPasswordAnswerSchema,
      ...change,
    }),
    invalidatesTags: ['WithdrawInfo'],
  }),
});

const inject = (api: LobbyApi) =>
  api
    .enhanceEndpoints<MoneyTagType | (typeof securityTagTypes)[number]>({
      addTagTypes: [...moneyTagTypes, ...securityTagTypes],
    })
    .injectEndpoints({ endpoints: (build) => ({ ...moneyEndpoints(build), ...securityEndpoints(build) }) });

export type MoneyApi = ReturnType<typeof inject>;

// Once per API object: every lobby of a page shares its flavour's API, and RTK Query reports a
// second injection of the same names.
const injected = new WeakMap<LobbyApi, MoneyApi>();

/** The lobby's API with the money domain injected (the same object: RTK Query injects in place). */
export function withMoneyEndpoints(api: LobbyApi): MoneyApi {
  let withMoney = injected.get(api);
  if (!withMoney) {
    withMoney = inject(api);
    injected.set(api, withMoney);
  }
  return withMoney;
}
