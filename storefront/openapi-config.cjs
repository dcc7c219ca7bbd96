/**
 * RTK Query endpoints generated from the API description written by the backend.
 * Run `npm run codegen -w storefront` after the API changes.
 *
 * @type {import('@rtk-query/codegen-openapi').ConfigFile}
 */
module.exports = {
  schemaFile: '../docs/openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
};
