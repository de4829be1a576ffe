import { endpoints, type Endpoint } from '@lobbykit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { rawCall, startTestHall, testClient } from '../test-support/hall';
import { hallEndpoints, routeFor, routeGroups } from './routes';

describe('hall routes', () => {
  describe('when the registry is walked', () => {
    it('has a route for every endpoint of the contract that is not a plain file', () => {
      const contract = (Object.values(endpoints) as Endpoint[]).filter((endpoint) => !endpoint.file);
      for (const endpoint of contract) expect(() => routeFor(endpoint)).not.toThrow();
      expect(hallEndpoints.length).toBe(contract.length);
      const grouped = Object.values(routeGroups).flat();
      expect(new Set(grouped).size).toBe(grouped.length);
      expect(grouped.sort()).toEqual(hallEndpoints.map((endpoint) => endpoint.name).sort());
    });
  });

  describe('when every route is called on a live server', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startTestHall();
    });
    afterAll(async () => {
      await server.close();
    });

    it('answers each with a hall envelope, never a protocol error', async () => {
      const client = testClient(server);
      await client.login('limited01');
      const token = client.client.session.token!;
      // Calls that end the session go last.
      const last = new Set(['logout']);
      const ordered = [
        ...hallEndpoints.filter((endpoint) => !last.has(endpoint.name)),
        ...hallEndpoints.filter((endpoint) => last.has(endpoint.name)),
      ];
      for (const endpoint of ordered) {
        const response = await rawCall(server, {
          path: endpoint.path,
          method: endpoint.method,
          upload: endpoint.upload === true,
          ...(endpoint.public ? {} : { token }),
        });
        expect({ name: endpoint.name, status: response.status }).toEqual({
          name: endpoint.name,
          status: 200,
        });
        expect(response.body?.code, endpoint.name).toBeDefined();
        expect(response.body?.code, endpoint.name).not.toBe('-1');
      }
    });
  });
});
