// Size budget of @lobbykit/validation. Dependencies resolve through the `@lobbykit/source`
// condition so esbuild can drop the modules of @lobbykit/contract that validation does not
// use (its single-file dist keeps top-level schema calls it cannot prove pure): the figure
// is this package plus the few contract constants it reads.
/** @param {Record<string, unknown>} config */
const sourceConditions = (config) => ({ ...config, conditions: ['@lobbykit/source', 'import', 'default'] });

export default [
  {
    name: 'index (with the contract constants it uses)',
    path: 'dist/index.js',
    limit: '3 KB',
    gzip: true,
    modifyEsbuildConfig: sourceConditions,
  },
];
