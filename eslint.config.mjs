import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A dependency is used through its documented entry points only: a deep path into a package's
 * build or source folders (`x/cjs/...`, `@scope/x/dist/...`) reaches files its authors may change
 * in any release. `ajv/dist/2020` is Ajv's documented entry for JSON Schema 2020-12.
 */
// The shop's own workspaces (@decor-shop/*) are not dependencies: tools/bench reads the API's files.
const DEPENDENCY_INTERNALS =
  /^(?!ajv\/dist\/2020$|@decor-shop\/)(?:@[^/]+\/)?[^./@][^/]*\/(?:.+\/)?(?:cjs|esm|lib|dist|build|internal|src)(?:\/|$)/;
const INTERNALS_MESSAGE = "Use the package's documented entry point, not its internal files.";
/** `_name` members belong to their object's library; `_id` is the shop's own answer field. */
const PRIVATE_MEMBER = /^_(?!id$)/;
const PRIVATE_MESSAGE = "A dependency's `_private` members are not its API: use what it documents.";

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'storefront/src/api/generated.ts',
      'packages/client/src/schema.ts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['backend/**/*.ts', 'tools/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['storefront/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Plain scripts the storefront serves as they are (public/ is copied into the build).
    files: ['storefront/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    rules: {
      // Static imports, re-exports and TypeScript's `import x = require()`.
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: DEPENDENCY_INTERNALS.source, message: INTERNALS_MESSAGE }] },
      ],
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.type='Identifier'][callee.name='require'] > Literal.arguments",
          'ImportExpression > Literal.source',
        ].map((node) => ({ selector: `${node}[value=${DEPENDENCY_INTERNALS}]`, message: INTERNALS_MESSAGE })),
        ...[
          `MemberExpression[object.type!='ThisExpression'][computed=false][property.name=${PRIVATE_MEMBER}]`,
          `MemberExpression[object.type!='ThisExpression'][computed=true][property.value=${PRIVATE_MEMBER}]`,
          `ObjectPattern > Property[computed=false][key.name=${PRIVATE_MEMBER}]`,
        ].map((selector) => ({ selector, message: PRIVATE_MESSAGE })),
      ],
    },
  },
  prettier,
);
