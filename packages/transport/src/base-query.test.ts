import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBaseQuery } from './base-query';
import type { HallSession } from './client-types';
import { testClient } from './test-support/clients';
import { startReferenceHall, type ReferenceHall } from './test-support/reference-hall';

let hall: ReferenceHall;
let session: Required<HallSession>;
beforeAll(async () => {
  hall = await startReferenceHall({ apiDomains: 2 });
  session = await hall.login('player01');
});
afterAll(() => hall.close());

function setup() {
  const t = testClient(hall.address);
  t.client.setSession(session);
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
      await hall.control.users.set('demo', 'player01', { gameGold: 42 });
      const { t, api, store } = setup();
      const result = await store.dispatch(api.endpoints.homeGold.initiate());
      // The schema keeps game_gold only.
      expect(result.data).toEqual({ game_gold: 42 });
      const version = await store.dispatch(api.endpoints.version.initiate());
      expect(version.data).toMatchObject({ version: 'v4.1.140' });
      t.lines.dispose();
    });
  });

  describe('when the hall answers with a service code', () => {
    it('stores a plain, serialisable error with the code and message', async () => {
      await hall.control.faults.add({
        kind: 'code',
        code: 1013,
        message: 'username exists',
        domain: 'api:0',
        times: 1,
      });
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
