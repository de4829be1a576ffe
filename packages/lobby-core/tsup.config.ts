import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is framework-free; `./react` adds the Provider and the API with hooks; `./browser` is the
// one module that reads `window`, for apps that want their config from the page;
// `./oauth-callback` is all the standalone third-party callback page runs; `./money` holds the
// money domain's pure rules (its calls load with `lobby.money`); `./promotions` the start-up
// sequence and the promotions, which a lobby loads after its first paint; `./tracking` a site's
// tracking vendors; `./site-status` the IP check and maintenance polling, and `./status-page` all
// the standalone maintenance and region pages run; `./preload` the resource preload's scheduler,
// which a lobby loads after its first paint; `./sports` the sports service client, loaded with
// a sports page.
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    browser: 'src/browser.ts',
    money: 'src/money/index.ts',
    promotions: 'src/promotions/index.ts',
    tracking: 'src/tracking/index.ts',
    'site-status': 'src/site-status/index.ts',
    preload: 'src/preload/index.ts',
    sports: 'src/sports/index.ts',
    'oauth-callback': 'src/session/third-party-page.ts',
    'status-page': 'src/site-status/status-page.ts',
  },
});
