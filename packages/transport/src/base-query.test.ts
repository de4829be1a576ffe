import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBaseQuery } from './base-query';
import { testClient } from './test-support/clients';
import { TestHall } from './test-support/test-hall';

let hall: TestHall;
beforeAll(async () => {
  hall = await TestHall.start({ apiDomains: 2, ossDomains: 1 });
});
afterAll(() => hall.close());

function setup() {
  const t = testClient(hall);
  t.client.setSession({ token: 'rtk-token' });
  const api = createApi({
    baseQuery: hallBaseQuery(t.client),
    endpoints: (build) => ({
      homeGold: build.query<{ game_gold: number }, void>({
        query: () => ({ endpoint: 'homeGold', schema: v.object({ game_gold: v.number() }) }),
      }),
      login: build.mutation<unknown, { username: string }>({
        query: (params) => ({ endpoint: 'login', params }),
      }),
      version: build.query<unknown, void>({ query: () => 'versionFile' }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  return { t, api, store };
}

describe('hallBaseQuery', () => {
  describe('when the hall answers with data', () => {
    it('puts the data in the store', async () => {
      hall.routes.set('/hall/user/getHomeGold', () => ({ code: 0, data: { game_gold: 42 } }));
      const { t, api, store } = setup();
      const result = await store.dispatch(api.endpoints.homeGold.initiate());
      expect(result.data).toEqual({ game_gold: 42 });
      const version = await store.dispatch(api.endpoints.version.initiate());
      expect(version.data).toEqual({ version: 'v4.1.140' });
      t.lines.dispose();
    });
  });

  describe('when the hall answers with a service code', () => {
    it('stores a plain, serialisable error with the code and message', async () => {
      hall.inject('api', 0, { type: 'code', code: 1013, message: 'username exists' });
      const { t, api, store } = setup();
      const result = await store.dispatch(api.endpoints.login.initiate({ username: 'taken' }));
      expect(result.error).toMatchObject({
        kind: 'service',
        code: '1013',
        serverMessage: 'username exists',
        status: 200,
      });
      expect(Object.getPrototypeOf(result.error)).toBe(Object.prototype);
      expect(JSON.parse(JSON.stringify(result.error))).toEqual(result.error);
      t.lines.dispose();
    });
  });
});
