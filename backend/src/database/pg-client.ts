import { Client, ClientConfig } from 'pg';

/**
 * The pool's client class, with an error listener of its own from birth. node-postgres emits
 * 'error' on a client whose server connection dies (pg_terminate_backend, a restart); the
 * pool and TypeORM listen only while they hold the client, and a second error in between
 * (the FATAL message, then the closed socket) would otherwise be unhandled and end the
 * process. The pool still sees the first error and discards the client.
 */
export function clientClass(onError: (err: Error) => void): typeof Client {
  return class ShopPgClient extends Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      this.on('error', onError);
    }
  };
}
