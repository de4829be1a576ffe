import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bareImports,
  catalogOf,
  changelogProblem,
  changesetReleases,
  entryPointsOf,
  isNewer,
  npmrcFor,
  undeclaredPackages,
  verdaccioConfig,
  workspaceProtocols,
} from './lib/publish/rules.mjs';

describe('verdaccioConfig', () => {
  const config = verdaccioConfig({
    storage: '/tmp/reg/storage',
    htpasswd: '/tmp/reg/htpasswd',
    uplink: 'https://registry.npmjs.org/',
  });
  /** The lines of one `packages:` entry, up to the next entry. */
  const entry = (pattern) => {
    const start = config.indexOf(`  '${pattern}':\n`);
    assert.notEqual(start, -1, `no packages entry for ${pattern}`);
    const rest = config.slice(start).split('\n').slice(1);
    const end = rest.findIndex((line) => !line.startsWith('    '));
    return rest.slice(0, end).join('\n');
  };

  describe('when it serves @lobbykit/*', () => {
    it('serves it from local storage only, never from the uplink', () => {
      assert.doesNotMatch(entry('@lobbykit/*'), /proxy:/);
    });

    it('lets only a logged-in user publish', () => {
      assert.match(entry('@lobbykit/*'), /publish: \$authenticated/);
      assert.match(entry('@lobbykit/*'), /access: \$all/);
    });

    it('lists @lobbykit/* before the catch-all scopes, which would otherwise match first', () => {
      assert.ok(config.indexOf("'@lobbykit/*'") < config.indexOf("'@*/*'"));
      assert.ok(config.indexOf("'@lobbykit/*'") < config.indexOf("'**'"));
    });
  });

  describe('when it serves any other package', () => {
    it('proxies other scopes and unscoped names to the given registry', () => {
      assert.match(entry('@*/*'), /proxy: upstream/);
      assert.match(entry('**'), /proxy: upstream/);
      assert.match(config, /uplinks:\n {2}upstream:\n {4}url: "https:\/\/registry\.npmjs\.org\/"/);
    });
  });

  describe('when given paths', () => {
    it('keeps storage and users in them, quoted', () => {
      assert.match(config, /^storage: "\/tmp\/reg\/storage"$/m);
      assert.match(config, /^ {4}file: "\/tmp\/reg\/htpasswd"$/m);
    });

    it('quotes a path with YAML-special characters so it stays one string', () => {
      const odd = verdaccioConfig({ storage: '/tmp/a: b #c', htpasswd: '/h', uplink: 'http://x/' });
      assert.match(odd, /^storage: "\/tmp\/a: b #c"$/m);
    });
  });
});

describe('npmrcFor', () => {
  describe('when given a loopback registry and a token', () => {
    const npmrc = npmrcFor('http://127.0.0.1:4873/', 'abc==');

    it('sets the registry', () => {
      assert.match(npmrc, /^registry=http:\/\/127\.0\.0\.1:4873\/$/m);
    });

    it('keys the token by host and path, without the scheme, as npm looks it up', () => {
      assert.match(npmrc, /^\/\/127\.0\.0\.1:4873\/:_authToken=abc==$/m);
    });
  });

  describe('when the registry lives under a path', () => {
    it('keeps the path in the token key', () => {
      assert.match(
        npmrcFor('http://127.0.0.1:9000/npm/', 't'),
        /^\/\/127\.0\.0\.1:9000\/npm\/:_authToken=t$/m,
      );
    });
  });
});

describe('catalogOf', () => {
  const yaml = `packages:
  - packages/*

pmOnFail: ignore

# Versions proven together.
catalog:
  '@types/react': 19.3.0
  "@vitejs/plugin-react": '6.3.0'
  react: 19.3.1   # the runtime
  # a comment inside

  vite: 8.3.8

overrides:
  'verdaccio-audit>node-fetch': 2.7.0
`;

  describe('when the catalog mixes quoting styles, comments and blank lines', () => {
    it('reads every entry of the catalog', () => {
      assert.deepEqual(catalogOf(yaml), {
        '@types/react': '19.3.0',
        '@vitejs/plugin-react': '6.3.0',
        react: '19.3.1',
        vite: '8.3.8',
      });
    });

    it('stops at the next top-level key', () => {
      assert.equal(catalogOf(yaml)['verdaccio-audit>node-fetch'], undefined);
    });
  });

  describe('when there is no catalog', () => {
    it('returns nothing', () => {
      assert.deepEqual(catalogOf('packages:\n  - packages/*\n'), {});
    });
  });
});

describe('changesetReleases', () => {
  describe('when a changeset names several packages', () => {
    it('returns each name, whatever the quotes', () => {
      const text = `---
'@lobbykit/lobby-core': minor
"@lobbykit/lobby-ui": patch
validation: major
---

A paragraph: not: a release.
`;
      assert.deepEqual(changesetReleases(text), ['@lobbykit/lobby-core', '@lobbykit/lobby-ui', 'validation']);
    });
  });

  describe('when a file has no front matter', () => {
    it('returns nothing', () => {
      assert.deepEqual(changesetReleases('# Changesets\n\nEvery user-visible change...\n'), []);
    });
  });
});

describe('isNewer', () => {
  const cases = [
    ['0.1.0', '0.0.0', true],
    ['1.0.0', '0.9.9', true],
    ['0.0.10', '0.0.9', true],
    ['0.1.0', '0.1.0', false],
    ['0.0.0', '0.1.0', false],
    ['1.0.0', '1.0.0-next.1', true],
    ['1.0.0-next.1', '1.0.0', false],
    ['1.0.0-next.2', '1.0.0-next.1', true],
  ];
  for (const [a, b, expected] of cases) {
    it(`says ${a} is ${expected ? '' : 'not '}newer than ${b}`, () => {
      assert.equal(isNewer(a, b), expected);
    });
  }
});

describe('changelogProblem', () => {
  const written = `# @lobbykit/ui-blocks

## 0.1.0

### Minor Changes

- 767807c: First release of the shared lobby blocks.

### Patch Changes

- Updated dependencies [0d8bde0]
  - @lobbykit/contract@0.1.0
`;

  describe('when changesets wrote it for the new version', () => {
    it('finds nothing wrong', () => {
      assert.equal(
        changelogProblem({ name: '@lobbykit/ui-blocks', version: '0.1.0', text: written }),
        undefined,
      );
    });
  });

  describe('when it is missing or wrong', () => {
    it('says a missing file is missing', () => {
      assert.match(changelogProblem({ name: 'a', version: '1.0.0', text: undefined }) ?? '', /no CHANGELOG/);
    });

    it('names another package', () => {
      assert.match(
        changelogProblem({ name: '@lobbykit/theme-kit', version: '0.1.0', text: written }) ?? '',
        /not "# @lobbykit\/theme-kit"/,
      );
    });

    it('stops at an older version', () => {
      assert.match(
        changelogProblem({ name: '@lobbykit/ui-blocks', version: '0.2.0', text: written }) ?? '',
        /newest heading is 0\.1\.0, not the new version 0\.2\.0/,
      );
    });

    it('has the heading but no changes under it', () => {
      const text = '# @lobbykit/ui-blocks\n\n## 0.2.0\n\n## 0.1.0\n\n### Minor Changes\n\n- x\n';
      assert.match(
        changelogProblem({ name: '@lobbykit/ui-blocks', version: '0.2.0', text }) ?? '',
        /no "### Major\|Minor\|Patch Changes" under 0\.2\.0/,
      );
    });

    it('has no version heading at all', () => {
      assert.match(
        changelogProblem({
          name: '@lobbykit/ui-blocks',
          version: '0.1.0',
          text: '# @lobbykit/ui-blocks\n',
        }) ?? '',
        /no version heading/,
      );
    });
  });
});

describe('workspaceProtocols', () => {
  describe('when pnpm replaced every workspace-only specifier', () => {
    it('finds nothing', () => {
      const manifest = {
        version: '0.1.0',
        dependencies: { '@lobbykit/contract': '0.1.0', valibot: '1.5.0' },
        peerDependencies: { react: '^19.0.0' },
      };
      assert.deepEqual(workspaceProtocols(manifest), []);
    });
  });

  describe('when a manifest still holds workspace: or catalog:', () => {
    it('names each, with its field', () => {
      const manifest = {
        dependencies: { '@lobbykit/contract': 'workspace:*', valibot: 'catalog:' },
        peerDependencies: { react: '^19.0.0' },
        devDependencies: { tsup: 'catalog:tools' },
        optionalDependencies: { '@lobbykit/i18n': 'workspace:^' },
      };
      assert.deepEqual(workspaceProtocols(manifest), [
        'dependencies.@lobbykit/contract: workspace:*',
        'dependencies.valibot: catalog:',
        'optionalDependencies.@lobbykit/i18n: workspace:^',
        'devDependencies.tsup: catalog:tools',
      ]);
    });
  });
});

describe('entryPointsOf', () => {
  describe('when exports lists subpaths, stylesheets and package.json', () => {
    it('returns the importable modules only', () => {
      const exports = {
        '.': { '@lobbykit/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './modal': { types: './dist/modal.d.ts', default: './dist/modal.js' },
        './styles.css': './src/styles.css',
        './package.json': './package.json',
      };
      assert.deepEqual(entryPointsOf('@lobbykit/ui-blocks', exports), [
        '@lobbykit/ui-blocks',
        '@lobbykit/ui-blocks/modal',
      ]);
    });
  });

  describe('when exports is one entry', () => {
    it('returns the package name for a string', () => {
      assert.deepEqual(entryPointsOf('a', './dist/index.js'), ['a']);
    });

    it('returns the package name for conditions only', () => {
      assert.deepEqual(entryPointsOf('a', { types: './dist/index.d.ts', default: './dist/index.js' }), ['a']);
    });
  });

  describe('when there is no exports field', () => {
    it('returns nothing', () => {
      assert.deepEqual(entryPointsOf('a', undefined), []);
    });
  });
});

describe('bareImports', () => {
  describe('when a built file imports in every way a bundler writes', () => {
    const code = `import { jsx } from "react/jsx-runtime";
import { a } from './chunk-2XTTYEII.js';
export { b } from "@lobbykit/contract";
import "@lobbykit/ui-blocks/styles.css";
const lazy = () => import('dompurify');
const fs = require("node:fs");
import { readFile } from 'fs/promises';
export * from '../shared.js';
import type { Store } from '@reduxjs/toolkit';
type T = import("ky").Options;
`;

    it('returns the package specifiers, once each', () => {
      assert.deepEqual(bareImports(code), [
        'react/jsx-runtime',
        '@lobbykit/contract',
        '@lobbykit/ui-blocks/styles.css',
        'dompurify',
        '@reduxjs/toolkit',
        'ky',
      ]);
    });
  });

  describe('when a text only looks like an import', () => {
    it('ignores strings that are no module name', () => {
      assert.deepEqual(bareImports(`const text = "Sent from ': ' to {{name}}";`), []);
      assert.deepEqual(bareImports('const url = import("https://cdn.example/x.js");'), []);
    });
  });
});

describe('undeclaredPackages', () => {
  const manifest = {
    name: '@lobbykit/lobby-ui',
    dependencies: { '@lobbykit/contract': '0.1.0' },
    peerDependencies: { react: '^19.0.0' },
    optionalDependencies: { uqr: '0.1.3' },
  };

  describe('when every import is a dependency, a peer, optional or the package itself', () => {
    it('finds nothing', () => {
      const specifiers = ['@lobbykit/contract', 'react/jsx-runtime', 'uqr', '@lobbykit/lobby-ui/app'];
      assert.deepEqual(undeclaredPackages(manifest, specifiers), []);
    });
  });

  describe('when an import is declared nowhere', () => {
    it('names its package, scoped or not', () => {
      const specifiers = ['@lobbykit/lobby-core/react', 'wouter', 'wouter/use-browser-location'];
      assert.deepEqual(undeclaredPackages(manifest, specifiers), ['@lobbykit/lobby-core', 'wouter']);
    });
  });

  describe('when the package is only a dev dependency', () => {
    it('counts it as undeclared: users do not get dev dependencies', () => {
      const withDev = { ...manifest, devDependencies: { wouter: '3.13.0' } };
      assert.deepEqual(undeclaredPackages(withDev, ['wouter']), ['wouter']);
    });
  });
});
