import { describe, expect, it } from 'vitest';
import { fetchSiteInfo } from './site-info';

function answer(body: string, status = 200): typeof fetch {
  return () => Promise.resolve(new Response(body, { status }));
}

describe('fetchSiteInfo', () => {
  describe('when the hall answers a site', () => {
    it('returns its title and name', async () => {
      const result = await fetchSiteInfo(
        '',
        'demo',
        answer(
          JSON.stringify({ code: 0, message: 'ok', data: { title: 'T', siteName: 'S', type: 'classic' } }),
        ),
      );
      expect(result).toEqual({ ok: true, site: { title: 'T', siteName: 'S', type: 'classic' } });
    });
  });

  describe('when the hall fails', () => {
    it('explains a network failure', async () => {
      const result = await fetchSiteInfo('', 'demo', () => Promise.reject(new TypeError('refused')));
      expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('could not be reached') });
    });

    it('explains a body that is not JSON', async () => {
      const result = await fetchSiteInfo('', 'demo', answer('<html>', 502));
      expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('502') });
    });

    it('explains a refused site code', async () => {
      const result = await fetchSiteInfo(
        '',
        'x',
        answer(JSON.stringify({ code: '9110', message: 'unknown' })),
      );
      expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('9110') });
    });

    it('rejects site info without a title', async () => {
      const result = await fetchSiteInfo(
        '',
        'demo',
        answer(JSON.stringify({ code: 0, data: { siteName: 'S' } })),
      );
      expect(result).toMatchObject({ ok: false, reason: 'The site info has no title.' });
    });
  });
});
