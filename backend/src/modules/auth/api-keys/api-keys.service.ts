import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiKeyScope, AuthUser } from '../../../common/decorators/auth.decorators';
import { prepared } from '../../../database/prepared';

/** Every key starts with this, so a leaked one is recognised (secret scanners, logs). */
export const API_KEY_PREFIX = 'dsk_';
/** `dsk_` + 16 hex characters to find the key + `_` + 43 characters (32 random bytes) of secret. */
const KEY_FORMAT = /^dsk_([0-9a-f]{16})_[A-Za-z0-9_-]{43}$/;
/** last_used_at is written at most this often per key: not on every request. */
const LAST_USE_PRECISION_MS = 60_000;

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function newSecret(): { key: string; lookup: string; hash: Buffer } {
  const lookup = randomBytes(8).toString('hex');
  const key = `${API_KEY_PREFIX}${lookup}_${randomBytes(32).toString('base64url')}`;
  return { key, lookup, hash: sha256(key) };
}

export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters (`dsk_` and its lookup), to tell keys apart; never the secret. */
  prefix: string;
  scopes: ApiKeyScope[];
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  rotatedAt: Date | null;
  revokedAt: Date | null;
}

export interface AuditEntry {
  id: string;
  keyId: string;
  keyName: string;
  method: string;
  path: string;
  status: number;
  createdAt: Date;
}

interface KeyRow {
  id: string;
  name: string;
  lookup: string;
  scopes: ApiKeyScope[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = 'id, name, lookup, scopes, created_at, expires_at, last_used_at, rotated_at, revoked_at';

function toView(row: KeyRow): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: `${API_KEY_PREFIX}${row.lookup}`,
    scopes: row.scopes,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    rotatedAt: row.rotated_at,
    revokedAt: row.revoked_at,
  };
}

/**
 * The key and the account it acts for, in one statement, read on every call a key makes: a
 * revoked, rotated or expired key, or an admin no longer an admin, is refused at once on every
 * API process (no cache to outlive the change; keys are programs' credentials, few and known).
 */
const FIND_KEY = prepared(
  `SELECT k.id, k.name, k.secret_hash, k.scopes, k.expires_at, k.revoked_at, k.last_used_at,
          u.id AS user_id, u.email, u.username, u.role
     FROM api_keys k JOIN users u ON u.id = k.created_by
    WHERE k.lookup = $1`,
);
const TOUCH_KEY = prepared(
  `UPDATE api_keys SET last_used_at = now()
    WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
);
const RECORD_WRITE = prepared(`INSERT INTO api_key_audit (key_id, method, path, status) VALUES ($1, $2, $3, $4)`);

/** Programs' credentials: admin-made keys with scopes, and the log of the writes they make. */
@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger('ApiKeys');

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The caller a key stands for, or null when it is unknown, wrong, revoked or expired. */
  async callerOf(token: string, now = new Date()): Promise<AuthUser | null> {
    const lookup = KEY_FORMAT.exec(token)?.[1];
    if (!lookup) return null;
    const [row] = (await this.db.query(FIND_KEY, [lookup])) as (KeyRow & {
      secret_hash: Buffer;
      user_id: string;
      email: string;
      username: string;
      role: string;
    })[];
    if (!row || !timingSafeEqual(row.secret_hash, sha256(token))) return null;
    if (row.revoked_at || (row.expires_at && row.expires_at.getTime() <= now.getTime())) return null;
    // A key acts as its admin; an account that lost the role takes its keys' rights with it.
    if (row.role !== 'admin') return null;
    if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USE_PRECISION_MS) {
      this.db.query(TOUCH_KEY, [row.id]).catch((err: Error) => this.logger.warn(`last use not kept: ${err.message}`));
    }
    return {
      id: row.user_id,
      email: row.email,
      username: row.username,
      role: 'admin',
      apiKey: { id: row.id, name: row.name, scopes: row.scopes },
    };
  }

  /** A new key; its secret is in this answer only. */
  async create(
    admin: AuthUser,
    input: { name: string; scopes: ApiKeyScope[]; expiresAt?: Date | null },
  ): Promise<{ key: ApiKeyView; secret: string }> {
    const secret = newSecret();
    const [row] = (await this.db.query(
      `INSERT INTO api_keys (name, lookup, secret_hash, scopes, created_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [input.name, secret.lookup, secret.hash, [...new Set(input.scopes)], admin.id, input.expiresAt ?? null],
    )) as KeyRow[];
    return { key: toView(row), secret: secret.key };
  }

  async list(): Promise<ApiKeyView[]> {
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM api_keys ORDER BY created_at DESC, id`)) as KeyRow[];
    return rows.map(toView);
  }

  /** A new secret for a live key; the old one stops working at once. */
  async rotate(id: string): Promise<{ key: ApiKeyView; secret: string }> {
    const secret = newSecret();
    const [rows] = (await this.db.query(
      `UPDATE api_keys SET lookup = $2, secret_hash = $3, rotated_at = now()
        WHERE id = $1 AND revoked_at IS NULL RETURNING ${COLUMNS}`,
      [id, secret.lookup, secret.hash],
    )) as [KeyRow[], number];
    if (!rows[0]) throw new NotFoundException('API key not found or revoked');
    return { key: toView(rows[0]), secret: secret.key };
  }

  /** Ends a key for good (kept, so the audit log still names it). Revoking twice keeps the first time. */
  async revoke(id: string): Promise<ApiKeyView> {
    const [rows] = (await this.db.query(
      `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    )) as [KeyRow[], number];
    if (!rows[0]) throw new NotFoundException('API key not found');
    return toView(rows[0]);
  }

  /** Records one write a key made, once its answer went. */
  async recordWrite(keyId: string, method: string, path: string, status: number): Promise<void> {
    await this.db.query(RECORD_WRITE, [keyId, method, path.slice(0, 2048), status]);
  }

  /** The writes keys made, newest first, one page; for one key when `keyId` is given. */
  async audit(
    page: number,
    limit: number,
    keyId?: string,
  ): Promise<{ entries: AuditEntry[]; total: number; page: number; totalPages: number }> {
    const where = keyId ? 'WHERE a.key_id = $3' : '';
    const params: unknown[] = [limit, (page - 1) * limit, ...(keyId ? [keyId] : [])];
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT a.id, a.key_id, k.name AS key_name, a.method, a.path, a.status, a.created_at
           FROM api_key_audit a JOIN api_keys k ON k.id = a.key_id ${where}
          ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
        params,
      ) as Promise<
        {
          id: string;
          key_id: string;
          key_name: string;
          method: string;
          path: string;
          status: number;
          created_at: Date;
        }[]
      >,
      this.db.query(
        `SELECT count(*)::int AS total FROM api_key_audit a ${keyId ? 'WHERE a.key_id = $1' : ''}`,
        keyId ? [keyId] : [],
      ) as Promise<{ total: number }[]>,
    ]);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        keyId: row.key_id,
        keyName: row.key_name,
        method: row.method,
        path: row.path,
        status: row.status,
        createdAt: row.created_at,
      })),
      total,
      page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
    };
  }
}
