// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The react-hooks rules that run the React Compiler on each file (all but the two classic ones). */
const COMPILER_RULES = Object.keys(reactHooks.configs.recommended.rules)
  .map((rule) => rule.replace('react-hooks/', ''))
  .filter((rule) => rule !== 'rules-of-hooks' && rule !== 'exhaustive-deps');

/**
 * The lobbykit flat config: recommended and type-checked TypeScript rules, React hooks
 * rules, and the house rules (named exports, no floating promises).
 * @param {string} tsconfigRootDir the workspace folder (import.meta.dirname)
 */
export function lobbykitConfig(tsconfigRootDir) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-server/**',
        'storybook-static/**',
        'coverage/**',
        '.reports/**',
        '**/*.d.ts',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      plugins: { 'react-hooks': reactHooks },
      rules: {
        ...reactHooks.configs.recommended.rules,
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      },
    },
    {
      files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/test/**', '**/e2e/**'],
      rules: {
        '@typescript-eslint/no-non-null-assertion': 'off',
        '@typescript-eslint/unbound-method': 'off',
        // expect.any / expect.stringContaining are typed `any` by vitest.
        '@typescript-eslint/no-unsafe-assignment': 'off',
      },
    },
    {
      // The React Compiler's rules read components the lobby ships; a test's render helpers
      // are not compiled, and checking them was about a third of a package's lint time.
      files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**'],
      rules: Object.fromEntries(COMPILER_RULES.map((rule) => [`react-hooks/${rule}`, 'off'])),
    },
    {
      files: ['**/*.js', '**/*.mjs'],
      ...tseslint.configs.disableTypeChecked,
      languageOptions: {
        ...tseslint.configs.disableTypeChecked.languageOptions,
        globals: { ...globals.node },
      },
    },
  );
}
