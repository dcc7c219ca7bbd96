/**
 * The version of the API's and the webhooks' shapes, a date (see docs/api-versioning.md). Every
 * /api answer says it in the `API-Version` header and every webhook body in `apiVersion`. It
 * changes only when a shape changes in a way an existing client could break on; added fields,
 * operations and enum values do not change it.
 */
export const API_VERSION = '2026-11-01';

export const API_VERSION_HEADER = 'API-Version';
