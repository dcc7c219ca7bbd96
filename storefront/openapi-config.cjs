/**
 * RTK Query endpoints generated from the API description written by the backend.
 * Run `npm run codegen -w storefront` after the API changes.
 *
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
const isAdminOnly = (operation) => (operation['x-roles'] ?? []).includes('admin');

module.exports = {
  schemaFile: '../docs/openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  exportName: 'api',
  hooks: true,
  tag: true,
  // The operations only an admin may call (`x-roles`) go to a file of their own, which only the
  // dashboard's lazy screens import: a shopper's first download carries the shop's endpoints alone.
  outputFiles: {
    './src/api/generated.ts': { filterEndpoints: (_name, { operation }) => !isAdminOnly(operation) },
    './src/api/adminGenerated.ts': { filterEndpoints: (_name, { operation }) => isAdminOnly(operation) },
  },
};
