// size-limit checks (minified + gzip). @lobbykit/contract and valibot are measured in their
// own packages and shared by every lobbykit package, so they are left out here. The config is
// a module, not package.json, because one check must count ky: size-limit leaves peer
// dependencies out by default, and ky is an optional peer of the ./ky subpath.
const shared = ['@lobbykit/contract', 'valibot', 'react', 'react-dom'];
const check = (name, path, limit) => ({ name, path, limit, gzip: true, ignore: shared });

export default [
  // 8 kB until the JSON reader became linear and capped (a hostile body froze the event loop for
  // seconds): that safety costs about 210 B, so the entry's budget was 8.2 kB. Sender-constrained
  // sessions then cost about 590 B (8.13 -> 8.72 kB), won back without giving any of it up:
  // the reading of Node's network errors (dead code in a browser) and the token-derived session
  // key (for halls that cannot bind) became options injected from ./node and ./crypto, about
  // 240 B; headers built from the context by name, one HKDF step for both session keys and
  // leaner AES-GCM and error code, about 135 B; and about 200 B were never the entry's own:
  // a namespace import of valibot made this IIFE build add a CommonJS interop helper. 8.24 kB
  // once the cache counts its clears (an answer sent before a config change is not kept) and
  // static files are revalidated after a clear, 8.3.
  // 8.33 kB with the time zone from Temporal (no Intl at start).
  check('client entry, on the platform fetch', 'dist/index.js', '8.4 kB'),
  check('crypto subpath', 'dist/crypto.js', '3 kB'),
  check('lines subpath', 'dist/lines.js', '2 kB'),
  check('cache subpath', 'dist/cache.js', '1 kB'),
  // The multipart body is written byte for byte (its signature covers their SHA-256), where a
  // FormData once let fetch pick the boundary: about 250 B.
  check('upload subpath', 'dist/upload.js', '0.65 kB'),
  check('static-path subpath', 'dist/static-path.js', '0.5 kB'),
  check('node subpath', 'dist/node.js', '0.3 kB'),
  check('rtk subpath', 'dist/rtk.js', '0.5 kB'),
  {
    ...check(
      'client on ky: client entry + ky subpath, ky included',
      ['dist/index.js', 'dist/ky.js'],
      // 12.7 kB before sessions were bound to a key pair, 13.24 kB after; back with the client
      // entry's savings (see above); 12.8 kB with the cache's clear count, 12.9.
      '12.9 kB',
    ),
    // What an app on ky ships: both entries in one bundle, ky counted although it is a peer.
    import: { 'dist/index.js': '{ createHallClient }', 'dist/ky.js': '{ kyFetch }' },
    modifyEsbuildConfig: (config) => ({
      ...config,
      external: config.external.filter((name) => name !== 'ky'),
    }),
  },
];
