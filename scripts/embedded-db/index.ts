import { join, resolve } from 'node:path';
import type { Socket } from 'node:net';
import { NetlifyDB } from '@netlify/database-dev';
import { fromNodeSocket } from 'pg-gateway/node';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { SessionLock, transactionStatus } from './session-lock.ts';

export { DataDirLockedError, readLiveLock } from './data-dir-lock.ts';

/** The parts of NetlifyDB's private state this class has to reach (pinned version: 1.0.1). */
interface NetlifyDBInternals {
  db?: { execProtocolRaw(message: Uint8Array): Promise<Uint8Array>; query(sql: string): Promise<unknown> };
  connections: Set<Socket>;
  logger: (...message: unknown[]) => void;
  handleConnection: (socket: Socket) => void;
}

export interface EmbeddedDatabaseOptions {
  /** Keeps data here (PGlite files in `pgdata/`, the lock in `server.lock`); in memory when absent. */
  dataDir?: string;
  /** TCP port on localhost; a free one when absent. */
  port?: number;
  logger?: (...message: unknown[]) => void;
  /** The migrations applied at start (default: the project's); false applies none (backup tests start empty). */
  migrations?: string | false;
}

export const MIGRATIONS_DIR = resolve(import.meta.dirname, '../../netlify/database/migrations');

/**
 * @netlify/database-dev's NetlifyDB (PGlite behind the Postgres wire protocol) with the two fixes
 * this project needs: TCP_NODELAY on every accepted socket (without it each round trip waits
 * ~44 ms for Nagle and delayed ACK), and a session lock so that concurrent connections cannot
 * interleave their statements inside PGlite's single session. It also refuses a data directory
 * that another live process already serves.
 */
export class EmbeddedDatabase extends NetlifyDB {
  readonly dataDir: string | undefined;
  readonly #migrations: string | false;
  #lock: ReturnType<typeof acquireDataDirLock> | undefined;
  #session = new SessionLock<Socket>();

  constructor(options: EmbeddedDatabaseOptions = {}) {
    const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
    super({
      ...(dataDir ? { directory: join(dataDir, 'pgdata') } : {}),
      ...(options.port !== undefined ? { port: options.port } : {}),
      logger: options.logger ?? (() => {}),
    });
    this.dataDir = dataDir;
    this.#migrations = options.migrations ?? MIGRATIONS_DIR;
    // NetlifyDB calls this.handleConnection() for each socket; an own property takes precedence.
    (this as unknown as NetlifyDBInternals).handleConnection = (socket) => this.#handleConnection(socket);
  }

  /** Starts the database and applies its migrations (the project's by default); resolves with its connection string. */
  override async start(): Promise<string> {
    if (this.dataDir) this.#lock = acquireDataDirLock(this.dataDir, join(this.dataDir, 'server.lock'));
    try {
      const url = await super.start();
      if (this.#migrations !== false) await this.applyMigrations(this.#migrations);
      this.#lock?.update({ url });
      return url;
    } catch (error) {
      this.#lock?.release();
      throw error;
    }
  }

  override async stop(): Promise<void> {
    try {
      await super.stop();
    } finally {
      this.#lock?.release();
      this.#lock = undefined;
    }
  }

  #handleConnection(socket: Socket): void {
    const internals = this as unknown as NetlifyDBInternals;
    const db = internals.db;
    if (!db) return;
    socket.setNoDelay(true);
    internals.connections.add(socket);
    const session = this.#session;
    socket.on('close', () => {
      internals.connections.delete(socket);
      if (session.owner === socket) {
        // The client went away mid-transaction or mid-pipeline: clear the session for the next one.
        db.query('ROLLBACK').catch(() => {}).finally(() => session.forget(socket));
      } else {
        session.forget(socket);
      }
    });
    fromNodeSocket(socket, {
      serverVersion: '16.3 (NetlifyDB/pglite)',
      auth: { method: 'trust' },
      async onMessage(data, { isAuthenticated }) {
        if (!isAuthenticated) return undefined;
        await session.acquire(socket);
        try {
          const response = await db.execProtocolRaw(data);
          if (transactionStatus(response) === 'I') session.release(socket);
          return response;
        } catch (error) {
          session.release(socket);
          throw error;
        }
      },
    }).catch((error: unknown) => {
      if (error instanceof Error && error.message.includes('ECONNRESET')) return;
      internals.logger('Unexpected connection error:', error);
    });
  }
}
