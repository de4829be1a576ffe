import {
  HallAbortError,
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
  type AnyHallError,
  type HallClient,
  type HallResult,
} from '@lobbykit/transport';
import { describe, expect, it } from 'vitest';
import { loadSiteInfo } from './site-info';

const details = { requestId: 'r-1', url: '/hall/home/siteInfo', status: 0, retries: 2 };

/** A hall whose one answer is `result`; records what the boot asked for. */
function hallAnswering(result: HallResult) {
  const asked: { endpoint: unknown; options: unknown }[] = [];
  const hall: Pick<HallClient, 'request'> = {
    request: <T>(endpoint: unknown, options?: unknown) => {
      asked.push({ endpoint, options });
      return Promise.resolve(result as HallResult<T>);
    },
  };
  return { hall, asked };
}

const failing = (error: AnyHallError) => hallAnswering({ ok: false, error, requestId: 'r-1', attempts: 3 });

describe('loadSiteInfo', () => {
  describe('when the hall answers a site', () => {
    it('asks for site info checked by its schema, silently, and returns title, name and layout', async () => {
      const { hall, asked } = hallAnswering({
        ok: true,
        data: { title: 'T', siteName: 'S', type: 3 },
        code: '0',
        message: undefined,
        requestId: 'r-1',
        source: 'live',
        attempts: 1,
      });
      const signal = new AbortController().signal;

      const result = await loadSiteInfo(hall, signal);

      expect(result).toEqual({ ok: true, site: { title: 'T', siteName: 'S', type: '3' } });
      expect(asked).toEqual([
        {
          endpoint: 'siteInfo',
          options: expect.objectContaining({ schema: expect.anything(), silent: true, signal }),
        },
      ]);
    });

    it('refuses site info without a title', async () => {
      const { hall } = hallAnswering({
        ok: true,
        data: { siteName: 'S' },
        code: '0',
        message: undefined,
        requestId: 'r-1',
        source: 'static',
        attempts: 1,
      });
      expect(await loadSiteInfo(hall)).toEqual({ ok: false, reason: 'The site info has no title.' });
    });
  });

  describe('when the hall fails', () => {
    it('says the hall could not be reached, with the request id and attempts', async () => {
      const { hall } = failing(new HallNetworkError({ ...details, status: 502 }, { uncertain: false }));
      expect(await loadSiteInfo(hall)).toEqual({
        ok: false,
        reason: 'The hall server could not be reached (request r-1, status 502, 3 attempts).',
      });
    });

    it('says the hall did not answer in time', async () => {
      const { hall } = failing(new HallTimeoutError(details, { uncertain: false }));
      expect(await loadSiteInfo(hall)).toMatchObject({
        reason: expect.stringContaining('did not answer in time'),
      });
    });

    it('says why the answer could not be read', async () => {
      const { hall } = failing(new HallInvalidDataError(details, { reason: 'not JSON' }));
      expect(await loadSiteInfo(hall)).toMatchObject({
        reason: expect.stringContaining('cannot read: not JSON'),
      });
    });

    it('shows the code and message of a refused site', async () => {
      const error = new HallServiceError(details, {
        code: '9110',
        serverMessage: 'unknown site',
        data: undefined,
        info: undefined,
      });
      expect(await loadSiteInfo(failing(error).hall)).toEqual({
        ok: false,
        reason: 'The hall refused the site (9110: unknown site).',
      });
    });

    it('says loading stopped when the boot was aborted', async () => {
      const { hall } = failing(new HallAbortError(details));
      expect(await loadSiteInfo(hall)).toMatchObject({ reason: 'The lobby stopped loading (request r-1).' });
    });
  });
});
