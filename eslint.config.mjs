import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
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

/** The browser's blocking dialogs, which the storefront does not use. */
const NATIVE_DIALOGS = ['alert', 'confirm', 'prompt'];
const NATIVE_DIALOG_MESSAGE = 'Use useNotify() (components/Toaster) or useConfirm() (components/ConfirmDialog).';

// Both plugins find the file an import names as TypeScript does, and import-x reads it with the
// TypeScript parser (its typescript settings, without the resolver they replace).
const { 'import-x/resolver': _replaced, ...importXTypescript } = importX.flatConfigs.typescript.settings;
const importResolution = (tsconfig) => ({
  ...importXTypescript,
  'import/resolver': { typescript: { project: tsconfig } },
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfig })],
});

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
    // A storefront feature uses another feature only through that feature's index.ts; its other
    // files are its own. Pieces two features share live in components/, lib/, api/ or app/.
    // storefront/package.json's sideEffects lets the bundler leave out of a page whatever an
    // index.ts exports that the page does not use.
    files: ['storefront/src/**/*.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importResolution('storefront/tsconfig.json'),
      'boundaries/elements': [{ type: 'feature', pattern: 'storefront/src/features/*', capture: ['name'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message: 'A feature imports another feature only through its index.ts',
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } },
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // A backend module reaches another module only through what that module offers: its
    // services, DTOs and entities (for TypeORM relations), in its subfolders too, and its Nest
    // module. What belongs to no module (pricing, the categories, the India calendar) lives in
    // backend/src/common.
    files: ['backend/src/**/*.ts'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      ...importResolution('backend/tsconfig.json'),
      'boundaries/elements': [{ type: 'module', pattern: 'backend/src/modules/*', capture: ['name'] }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'module' } },
              disallow: { to: { element: { type: 'module' } } },
              message: "A module imports another module's services, DTOs, entities or Nest module only",
            },
            {
              from: { element: { type: 'module' } },
              allow: {
                to: {
                  element: {
                    type: 'module',
                    fileInternalPath: ['**/*.service.ts', '**/*.dto.ts', 'dto/**', '**/*.entity.ts', '*.module.ts'],
                  },
                },
              },
            },
          ],
        },
      ],
      // Cycles among the shop's own files; the packages' own imports are not followed.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  {
    // Messages are toasts or inline text with role status/alert (components/Toaster.tsx) and
    // questions are components/ConfirmDialog.tsx: a native dialog blocks the page and on a
    // phone reads "localhost says ...".
    files: ['storefront/src/**/*.{ts,tsx}'],
    rules: {
      'no-alert': 'error',
      'no-restricted-globals': ['error', ...NATIVE_DIALOGS.map((name) => ({ name, message: NATIVE_DIALOG_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          NATIVE_DIALOGS.map((property) => ({ object, property, message: NATIVE_DIALOG_MESSAGE })),
        ),
      ],
    },
  },
  prettier,
);
