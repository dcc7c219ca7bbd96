import type { ApiKeyDto, ApiKeyScope } from '../../../api/adminGenerated';

export const API_KEY_AREAS = ['catalogue', 'stock', 'orders', 'customers', 'webhooks', 'stats'] as const;
export type ApiKeyArea = (typeof API_KEY_AREAS)[number];
/** What a key may do in one area: nothing, read, or write (which includes reading). */
export type AreaAccess = 'none' | 'read' | 'write';

export const API_KEY_MESSAGES = {
  loading: 'Loading API keys...',
  loadError: 'The API keys could not be loaded. Please try again.',
  emptyTitle: 'No API keys yet',
  emptyMessage: 'Create a key for each program that calls the shop: an ERP, a shipping tool, an accounting app.',
  secretOnce: 'Copy this key now: it is shown only once.',
  confirmRevoke: 'Revoke this key? Programs using it stop working at once.',
  confirmRotate: 'Rotate this key? The current secret stops working at once.',
  auditEmpty: 'No writes made with API keys yet.',
} as const;

/** The scopes the form's choices grant, in the server's order. */
export function scopesFrom(access: Record<ApiKeyArea, AreaAccess>): ApiKeyScope[] {
  return API_KEY_AREAS.filter((area) => access[area] !== 'none').map(
    (area) => `${area}:${access[area]}` as ApiKeyScope,
  );
}

/** What is wrong with the form, or null when it can be sent. */
export function keyFormProblem(name: string, scopes: ApiKeyScope[], expiresOn: string, today: string): string | null {
  if (!name.trim()) return 'Enter a name for the key';
  if (scopes.length === 0) return 'Choose at least one area the key may use';
  if (expiresOn && expiresOn <= today) return 'The expiry date must be after today';
  return null;
}

export function keyState(key: Pick<ApiKeyDto, 'revokedAt' | 'expiresAt'>, now: Date): 'Active' | 'Revoked' | 'Expired' {
  if (key.revokedAt) return 'Revoked';
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Active';
}

export function formatWhen(value: string | null | undefined, never = 'Never'): string {
  if (!value) return never;
  return new Date(value).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}
