import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { from, map, Observable, of, switchMap } from 'rxjs';
import { DataSource } from 'typeorm';
import type { HttpRequest } from '../../common/http/request';

/** The orders change counter (migration 1733000700003), in the reader's snapshot. */
const ORDER_CHANGES = `SELECT coalesce(sum(value), 0)::text AS version FROM shop_counters WHERE name = 'orders:changes'`;

interface CachedList {
  version: string;
  body: Buffer;
  etag: string;
}

/**
 * The admin's order list, which the dashboard polls: after the guards have let an admin in,
 * the serialized answer is reused while no order, line, status change or payment has been
 * written since (one small query tells), instead of loading a hundred orders again.
 */
@Injectable()
export class OrderListCache implements NestInterceptor {
  private readonly lists = new LRUCache<string, CachedList>({ max: 200 });

  constructor(
    private readonly dataSource: DataSource,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = this.adapterHost.httpAdapter;
    const request = context.switchToHttp().getRequest<HttpRequest>();
    const response = context.switchToHttp().getResponse();
    const send = (entry: CachedList) => {
      http.setHeader(response, 'Content-Type', 'application/json; charset=utf-8');
      http.setHeader(response, 'ETag', entry.etag);
      http.setHeader(response, 'Cache-Control', 'private, no-cache');
      return entry.body;
    };
    return from(this.dataSource.query<{ version: string }[]>(ORDER_CHANGES)).pipe(
      switchMap(([{ version }]) => {
        const known = this.lists.get(request.url);
        if (known?.version === version) return of(send(known));
        return next.handle().pipe(
          map((answer: unknown) => {
            const body = Buffer.from(JSON.stringify(answer));
            const entry = { version, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
            this.lists.set(request.url, entry);
            return send(entry);
          }),
        );
      }),
    );
  }
}
