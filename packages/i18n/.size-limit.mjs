// Size budgets of @lobbykit/i18n. The language resources are loaded by dynamic import, so
// the core checks leave dynamic imports out of the bundle (they are separate requests,
// made only for the active language); each resource has a check of its own.
// Dependencies resolve through the `@lobbykit/source` condition so esbuild can drop the
// parts of @lobbykit/contract this package does not use.

const lazyResourcesExternal = {
  name: 'lazy-resources-external',
  /** @param {{ onResolve: Function }} build */
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** @param {Record<string, any>} config */
const core = (config) => ({
  ...config,
  conditions: ['@lobbykit/source', 'import', 'default'],
  plugins: [...(config.plugins ?? []), lazyResourcesExternal],
});

// size-limit leaves every peer dependency out of a check, whatever `ignore` says; this
// check measures what an app ships with i18next and react-i18next, so only React stays out.
/** @param {Record<string, any>} config */
const coreWithI18next = (config) => ({ ...core(config), external: ['react', 'react-dom'] });

export default [
  {
    name: 'core: lobbykit code (i18next and react-i18next shared with the app)',
    path: 'dist/index.js',
    // 4.8 KB until the lobby's own texts (84 lobby.* keys) joined the key list; 6.2 KB with the
    // log-in modal's keys and createTexts (the first paint's texts without i18next); 6.66 KB
    // with the keys of the player's session, Play and third-party sign-in; 7.55 kB with the
    // wallet's, the pay modal's and the first charge's 92 keys; 8.64 kB with the withdraw
    // page's and the security page's 116; 9.35 kB with the start-up pop-ups', the notice centre's
    // and the promotions pages' 68.
    limit: '9.7 KB',
    gzip: true,
    ignore: ['i18next', 'react-i18next', 'react', 'react-dom'],
    modifyEsbuildConfig: core,
  },
  {
    name: 'core with i18next and react-i18next',
    path: 'dist/index.js',
    // 23.85 kB with the wallet's and the pay modal's keys; 24.91 kB with the withdraw and
    // security pages'; 25.63 kB with the start-up pop-ups' and the promotions'.
    limit: '26 KB',
    gzip: true,
    ignore: ['react', 'react-dom'],
    modifyEsbuildConfig: coreWithI18next,
  },
  {
    // Measured with i18next and react-i18next bundled: were the subpath to reach them, the
    // check would grow by their 16 kB and fail.
    name: 'detect subpath: the initial language alone, i18next bundled if reached',
    path: 'dist/detect.js',
    limit: '1.8 KB',
    gzip: true,
    ignore: ['react', 'react-dom'],
    modifyEsbuildConfig: coreWithI18next,
  },
  {
    name: 'one resource: en_US (complete)',
    path: 'dist/en_US-*.js',
    // About 1 kB more per language since the lobby's screens have texts, and the log-in and
    // sign-up modal's; 3.87 kB with the player's header, the session dialogs, the captcha's, the
    // player's Play and third-party sign-in; 5.25 kB with the wallet, the pay modal, its order
    // view and the first charge (92 texts); 6.93 kB with the withdraw and security pages (116);
    // 7.86 kB with the start-up pop-ups, the notice centre and the promotions pages (68); 8.06 kB
    // with the status pages and the update dialog (11); 8.40 kB with the line ping and "Session
    // ended".
    limit: '8.5 KB',
    gzip: true,
  },
  {
    name: 'one resource: te_IN (largest partial)',
    path: 'dist/te_IN-*.js',
    // 5.15 kB with the player's header, the session dialogs, the captcha's, the player's Play and
    // third-party sign-in; 6.99 kB with the wallet, the pay modal, its order view and the first
    // charge; 9.28 kB with the withdraw and security pages; 10.69 kB with the start-up pop-ups,
    // the notice centre and the promotions pages; 11.01 kB with the status pages and the update
    // dialog.
    limit: '11.6 KB',
    gzip: true,
  },
];
