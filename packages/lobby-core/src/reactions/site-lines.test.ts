import { describe, expect, it } from 'vitest';
import { API_LINE, fakeHall, SITE_API_LINE } from '../test-support/fake-hall';
import { POLL, settle, testLobby } from '../test-support/test-lobby';

const urls = (api: string[]) => ({
  data: { api_domain: api, web_domain: [], oss_domain: [], download_domain_url: [] },
});
const lineUrls = (lobby: ReturnType<typeof testLobby>['lobby']) =>
  lobby.store.getState().lines.api.lines.map((line) => line.url);

describe('siteLines reaction', () => {
  describe('when a config change brings new site URLs', () => {
    it('follows them, keeps the build line first and drops what is not a web address', async () => {
      const hall = fakeHall();
      const { lobby } = testLobby({}, { hall });
      await lobby.boot();
      await expect.poll(() => lineUrls(lobby), POLL).toEqual([API_LINE, SITE_API_LINE]);
      hall.answer(
        'siteUrlConfig',
        urls(['https://api3.lobby.test/', 'javascript:alert(1)', 'https://u:p@api4.lobby.test']),
      );
      hall.answer('jackpot', { code: 1247, message: 'config changed' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      await expect.poll(() => lineUrls(lobby), POLL).toEqual([API_LINE, 'https://api3.lobby.test']);
      // The changed list is measured.
      await expect
        .poll(() => lobby.store.getState().lines.api.lines.every((line) => line.ping > 0), POLL)
        .toBe(true);
      lobby.dispose();
    });
  });

  describe('when the config says to keep the build lines', () => {
    it('leaves them as they are', async () => {
      const { lobby } = testLobby({ adoptSiteLines: false });
      await lobby.boot();
      await settle();
      expect(lineUrls(lobby)).toEqual([API_LINE]);
      lobby.dispose();
    });
  });
});
