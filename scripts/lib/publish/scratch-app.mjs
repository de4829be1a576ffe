// @ts-check
// The fresh Vite + React app `pnpm check:publish` installs the published packages into, outside
// any workspace, and the static server it is opened from in Chromium.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { StepError } from './processes.mjs';

/** Games the app shows, as the hall sends them (`GameSummary` of @lobbykit/contract). */
const appGames = [
  ['1', 'Lucky Lanterns', 'Harbor Reels', '#7b1fa2', '#ff5252', 'hot: true, demo: true'],
  ['2', 'Dragon Harbor', 'Lotus Studio', '#0f4c81', '#00bcd4', 'new: true, demo: true'],
  ['3', 'Golden Koi', 'Neon Spin', '#bf360c', '#ffb300', 'recommendStatus: true'],
  ['4', 'Royal Baccarat', 'Jade Table', '#311b92', '#e040fb', 'maintainStatus: true'],
];

/**
 * The files of a fresh Vite + React app, written as a skin team would write it: the lobby's
 * game grid in the classic theme, texts from @lobbykit/i18n, styles from the packages' CSS
 * entries. Only public entry points are imported. Beside it, a type-only module imports every
 * public entry point of every package, so the type check also reads the declarations of the
 * entries the page does not use (`./app`, `./server`, `./ky`...): one whose `types` is missing
 * from the tarball, or whose declarations only compile inside the workspace, fails there.
 * @param {{
 *   catalog: Record<string, string>,
 *   lobbykit: Record<string, string>,
 *   peers: string[],
 *   entryPoints: string[],
 * }} app `lobbykit`: name -> published version; `peers`: every peer dependency they declare
 * @returns {Record<string, string>} file path -> text
 */
export function scratchApp({ catalog, lobbykit, peers, entryPoints }) {
  const pin = (/** @type {string} */ name) => {
    const version = catalog[name];
    if (!version) throw new StepError(`pnpm-workspace.yaml's catalog has no version of ${name}`);
    return version;
  };
  const packageJson = {
    name: 'lobbykit-publish-check-app',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(Object.entries(lobbykit).map(([name, version]) => [name, `^${version}`])),
      // The packages' READMEs: the app installs React, i18next and react-i18next (and, for the
      // lobby layer, Redux Toolkit, react-redux, ky and wouter) once, itself.
      ...Object.fromEntries([...peers].sort().map((name) => [name, pin(name)])),
    },
    devDependencies: {
      '@types/react': pin('@types/react'),
      '@types/react-dom': pin('@types/react-dom'),
      '@vitejs/plugin-react': pin('@vitejs/plugin-react'),
      typescript: pin('typescript'),
      vite: pin('vite'),
    },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noUncheckedIndexedAccess: true,
      // No exactOptionalPropertyTypes: with skipLibCheck off, Redux Toolkit 2's own
      // declarations fail under it, whatever lobbykit's are.
      isolatedModules: true,
      verbatimModuleSyntax: true,
      // The published declarations are what is being proven: check them too.
      skipLibCheck: false,
      noEmit: true,
      types: ['vite/client'],
    },
    include: ['src'],
  };
  const games = appGames
    .map(
      ([id, name, provider, from, to, marks]) =>
        `  { gameId: '${id}', name: '${name}', providerName: '${provider}', img: art('${from}', '${to}', '${name}'), ${marks} },`,
    )
    .join('\n');
  const main = `import '@lobbykit/ui-blocks/styles.css';
import '@lobbykit/lobby-ui/styles.css';
import { createI18n } from '@lobbykit/i18n';
import { GameGrid, type LobbyGame } from '@lobbykit/lobby-ui';
import { ThemeProvider } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app.css';

/** Card art drawn as an SVG data URL: the page needs no image server. */
function art(from: string, to: string, name: string): string {
  const initials = name
    .split(' ')
    .map((word) => word[0])
    .join('');
  const svg = \`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="260"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="\${from}"/><stop offset="1" stop-color="\${to}"/></linearGradient></defs><rect width="200" height="260" fill="url(#g)"/><text x="100" y="150" text-anchor="middle" font-family="Georgia,serif" font-size="80" font-weight="900" fill="#fff8e1">\${initials}</text></svg>\`;
  return \`data:image/svg+xml,\${encodeURIComponent(svg)}\`;
}

const games: LobbyGame[] = [
${games}
];

// Registers with react-i18next, where the blocks read their texts; English whatever the browser says.
const lobbyI18n = createI18n({ url: null, storage: null, browserLanguages: [] });
await lobbyI18n.ready;

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <ThemeProvider tokens={classicTokens} applyTo={document.body} className="app-theme">
      <main className="app">
        <h1>Games</h1>
        <GameGrid
          games={games}
          total={games.length}
          label="Games"
          onPlay={(game) => console.info(\`play \${game.gameId}\`)}
          onPlayDemo={(game) => console.info(\`demo \${game.gameId}\`)}
        />
      </main>
    </ThemeProvider>
  </StrictMode>,
);
`;
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig, null, 2)}\n`,
    'vite.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()] });
`,
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>lobbykit publish check</title>
    <!-- No icon: without this line the browser asks for /favicon.ico and logs its 404. -->
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/app.css': `body {
  margin: 0;
  background: var(--lk-color-bg);
}

/* The theme's own box paints its background: it fills the screen. */
.app-theme {
  min-height: 100vh;
}

.app {
  padding: var(--lk-space-md);
}

.app h1 {
  margin: 0 0 var(--lk-space-md);
  font-size: var(--lk-font-lg);
}
`,
    'src/main.tsx': main,
    'src/entry-points.ts': [
      '// Every public entry point of the published packages, for the type check only.',
      ...entryPoints.map((specifier, index) => `import type * as entry${index} from '${specifier}';`),
      '',
      `export type EntryPoints = [${entryPoints.map((_, index) => `typeof entry${index}`).join(', ')}];`,
      '',
    ].join('\n'),
  };
}

/**
 * Serves a built app's folder on a free loopback port.
 * @param {string} folder
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function serveFolder(folder) {
  /** @type {Record<string, string>} */
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
    '.png': 'image/png',
    '.json': 'application/json',
    '.map': 'application/json',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(folder, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(folder + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}
