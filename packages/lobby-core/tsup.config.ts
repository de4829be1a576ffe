import { defineLibrary } from '@lobbykit/tsup-config';

// `.` is framework-free; `./react` adds the Provider and the API with hooks; `./browser` is the
// one module that reads `window`, for apps that want their config from the page;
// `./oauth-callback` is all the standalone third-party callback page runs; `./money` holds the
// money domain's pure rules (its calls load with `lobby.money`); `./promotions` the start-up
// sequence and the promotions, which a lobby loads after its first paint; `./tracking` a site's
// tracking vendors.
export default defineLibrary({
  entry: {
    index: 'src/index.ts',
    react: 'src/react/index.ts',
    browser: 'src/browser.ts',
    money: 'src/money/index.ts',
    promotions: 'src/promotions/index.ts',
    tracking: 'src/tracking/index.ts',
    'oauth-callback': 'src/session/third-party-page.ts',
  },
});
