import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Lint with type information (typescript-eslint needs TypeScript's JS API, hence TypeScript 6,
 * see docs/contributing/design-choices.md). Zero warnings are allowed (`--max-warnings=0`).
 */
export default tseslint.config(
  {
    ignores: [
      'dist/', 'dist-docs/', 'docs/.vitepress/cache/', 'dist-types/', 'node_modules/', 'test-results/', 'playwright-report/',
      '.data/', 'tests/package/', 'examples/*/',
      // Vite's bundled configs and data loaders, and VitePress's pages while it renders them, which a
      // build running beside lint (npm test) writes and deletes.
      '**/*.timestamp-*.mjs', 'docs/.vitepress/.temp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    // Tests: asymmetric matchers (`expect.any`) are typed `any`, and React's `act(async () => …)`
    // is the recommended form even when the callback awaits nothing.
    files: ['tests/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Pages that enforce Trusted Types (`require-trusted-types-for 'script'`) throw on any HTML
    // string given to a DOM sink: what ships builds its DOM as elements (docs/production/security.md).
    files: ['src/**', 'widgets/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No HTML strings in the DOM (Trusted Types): render elements.',
        },
        {
          selector: "MemberExpression[property.name=/^(innerHTML|outerHTML|insertAdjacentHTML|srcdoc)$/]",
          message: 'No HTML strings in the DOM (Trusted Types): create elements.',
        },
        {
          selector:
            "CallExpression[callee.property.name=/^(createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe)$/], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]",
          message: 'No HTML strings in the DOM (Trusted Types): create elements.',
        },
      ],
    },
  },
  {
    // An element folder is used from outside only through its public entries: `index.ts` (what
    // other elements embed of it), `definition.ts` (its words, for the list, the build and the
    // docs), and `element.ts` (its class, for the entry files in widgets/). Tests are exempt: they
    // check each element's texts in every language and its inner components.
    files: ['src/**', 'widgets/**', 'build/**', 'scripts/**', 'demo/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lab-*/**', '!**/lab-*/definition', '!**/lab-*/element'],
              message: "Import another element through its folder's public entry (its index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // State has no view: stores are read by elements and components, never the other way round.
    files: ['src/stores/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/elements/**', '**/components/**'], message: 'A store imports no element or component.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
