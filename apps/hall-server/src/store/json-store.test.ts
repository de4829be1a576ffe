import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HallDataError, openJsonStore, STORE_FORMAT } from './json-store';

interface Data extends Record<string, unknown> {
  users: Record<string, { balance: number }>;
  orders: string[];
}
const initial = (): Data => ({ users: { ana: { balance: 10 } }, orders: [] });

describe('json store', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hall-store-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  describe('when the folder is new', () => {
    it('writes every collection and says it is fresh', async () => {
      const store = await openJsonStore({ dir, initial });
      expect(store.fresh).toBe(true);
      await store.flush();
      expect((await readdir(dir)).sort()).toEqual(['orders.json', 'users.json']);
      const file = JSON.parse(await readFile(join(dir, 'users.json'), 'utf8')) as {
        format: string;
        data: unknown;
      };
      expect(file.format).toBe(STORE_FORMAT);
      expect(file.data).toEqual({ ana: { balance: 10 } });
    });
  });

  describe('when it is opened again', () => {
    it('keeps what was written and writes only touched collections', async () => {
      const first = await openJsonStore({ dir, initial });
      first.data.users.ana!.balance = 25;
      first.data.orders.push('o1');
      first.touch('users');
      first.touch('orders');
      await first.flush();
      const second = await openJsonStore({ dir, initial });
      expect(second.fresh).toBe(false);
      expect(second.data.users.ana!.balance).toBe(25);
      expect(second.data.orders).toEqual(['o1']);
    });

    it('removes temp files a crash left behind and keeps the renamed file', async () => {
      const first = await openJsonStore({ dir, initial });
      await first.flush();
      await writeFile(join(dir, 'users.json.123.1.tmp'), '{"half', 'utf8');
      const second = await openJsonStore({ dir, initial });
      expect(second.data.users.ana!.balance).toBe(10);
      expect((await readdir(dir)).some((name) => name.endsWith('.tmp'))).toBe(false);
    });
  });

  describe('when a file is corrupt', () => {
    it('reports the file and leaves it as it was', async () => {
      await writeFile(
        join(dir, 'users.json'),
        '{"format": "lobbykit-hall-store/1", "collection": "users", "data": {',
        'utf8',
      );
      const error = await openJsonStore({ dir, initial }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HallDataError);
      expect((error as HallDataError).file).toBe(join(dir, 'users.json'));
      expect((error as Error).message).toMatch(/corrupt.*nothing was overwritten/);
      expect(await readFile(join(dir, 'users.json'), 'utf8')).toContain('"data": {');
    });

    it('refuses a file of another format, collection or shape', async () => {
      const write = (data: unknown) => writeFile(join(dir, 'orders.json'), JSON.stringify(data), 'utf8');
      await write({ format: 'other/9', collection: 'orders', data: [] });
      await expect(openJsonStore({ dir, initial })).rejects.toThrow(/format "other\/9"/);
      await write({ format: STORE_FORMAT, collection: 'users', data: [] });
      await expect(openJsonStore({ dir, initial })).rejects.toThrow(/holds collection "users"/);
      await write({ format: STORE_FORMAT, collection: 'orders', data: {} });
      await expect(openJsonStore({ dir, initial })).rejects.toThrow(/not a list/);
      await write([1, 2]);
      await expect(openJsonStore({ dir, initial })).rejects.toThrow(/not a lobbykit hall store file/);
    });
  });

  describe('when there is no folder', () => {
    it('keeps data in memory and flushes without writing', async () => {
      const store = await openJsonStore({ dir: undefined, initial });
      store.touch('users');
      await store.flush();
      expect(store.dir).toBeUndefined();
      expect(await readdir(dir)).toEqual([]);
    });
  });
});
