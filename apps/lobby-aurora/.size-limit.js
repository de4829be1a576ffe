// size-limit: the home page's initial JavaScript, as the browser fetches it: the entry script of
// the built index.html plus the app it imports once the first screen is painted, with every
// chunk the app imports (React, the router, Redux Toolkit with RTK Query, the lobby's texts and
// the home page), each gzipped as it is sent. The lazy chunks (the
// hall connection with ky, the other pages, the languages' texts, the footer, the dialogs) load
// later and are not counted.
import { join } from 'node:path';
import { initialScripts } from '@lobbykit/lobby-server';

export default [
  {
    name: 'home page, initial JavaScript (entry + the app and its chunks, React included)',
    path: initialScripts(join(import.meta.dirname, 'dist')),
    // Issue 14's figure is 160 kB. The home measured 151.8 kB once its texts stopped going
    // through i18next (createTexts of @lobbykit/i18n; 167.4 kB before, i18next and
    // react-i18next about 16 of them); 152.7 kB once the header became the player's too (the player
    // menu and the session's openers; the modal and dialogs stay lazy); 156.0 kB with the
    // player's Play (its host and loaders), third-party sign-in's opener, the session kept in
    // IndexedDB and their texts; 159.8 kB with the server render's hydration (its check, the
    // styles put back, the layout it assumed) and the entry that waits for the first screen.
    // 160.3 kB with the log-in by phone and e-mail (the system info's ways, the SMS countries'
    // loader): over issue 14's 160 by a few hundred bytes. 162.4 kB with the money host (the pay
    // modal's opener, the money notices' listeners) in 45 files; 148.1 kB once the app's static
    // imports are one chunk (appChunks of @lobbykit/vitest-config), 3 files. 150.6 kB with the
    // start-up pop-ups' host (its loader after the first paint, the gate the log-in and pay
    // modals hold) and the notice centre's and promotions' routes (their paths and query checks).
    // 151.4 kB with the tracking and site-status hosts (their loaders after the first paint), the
    // maintenance details in the store and the status pages' texts.
    // 152.9 kB with the debug switches (read at boot, their bridge and its contexts), a lazy
    // chunk's one retry, and the resource preload's and the footer's line switch's loaders.
    // 153.49 kB with a dialog whose chunk did not download saying so (lazyBlock's whenMissing).
    // 154.19 kB with the sign-up code's loader, the lobby's platform type, a chunk's retry under
    // an address of its own and the time zone from Temporal (no Intl at start).
    // 154.42 kB with the language list's dialog loaded like the other dialogs (its chunk's retry,
    // a toast when it still fails) and a toast's time counted from when it shows.
    // 154.69 kB with the build's own version (VITE_APP_VERSION) and the self-exclusion entry's
    // log-in modal for guests.
    // 155.1 kB with a young boot snapshot read again later (snapshotFreshMs), game lists that skip
    // background reads, the lines' switch margin and the footer's blocks shown when near.
    // 156.8 kB with the app's first JavaScript in two chunks (appChunks' main and screens groups),
    // whose modules run in two tasks rather than one long one.
    // 157.28 kB with the banner's hold while a dialog covers the page and a picture's own
    // reveal mark (a status change elsewhere no longer restyles every picture).
    limit: '158 kB',
    gzip: true,
    disablePlugins: ['@size-limit/esbuild'],
  },
];
