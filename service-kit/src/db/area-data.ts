import type { AreaDatabase, Db } from './connection';
import { missingMigrations, prepareSchema, resetSchema, type SchemaPlan } from './schema-plan';

export type DatabaseOpener = () => AreaDatabase | Promise<AreaDatabase>;

/**
 * An area's data as its service sees it: the connection opened and the schema prepared on first
 * use, once. A failure (the server is down at start) is not remembered: the next call tries again,
 * so a service recovers when its database comes back, without a restart.
 */
export class AreaData {
  private opening: Promise<AreaDatabase> | null = null;
  private prepared: Promise<Db> | null = null;

  constructor(
    private readonly open: DatabaseOpener,
    readonly plan: SchemaPlan,
  ) {}

  private connection(): Promise<AreaDatabase> {
    this.opening ??= Promise.resolve(this.open()).catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  /** The query layer over a prepared schema. */
  db(): Promise<Db> {
    this.prepared ??= this.connection()
      .then(async (database) => {
        await prepareSchema(database, this.plan);
        return database.db;
      })
      .catch((error: unknown) => {
        this.prepared = null;
        throw error;
      });
    return this.prepared;
  }

  /** The open connection (for raw statements and pool figures). */
  async database(): Promise<AreaDatabase> {
    await this.db();
    return this.connection();
  }

  /** The pool's figures once the database is open; null before (the metrics do not open it). */
  async connectionStats(): Promise<ReturnType<AreaDatabase['poolStats']> | null> {
    if (!this.opening) return null;
    try {
      return (await this.opening).poolStats();
    } catch {
      return null;
    }
  }

  /** What `/readyz` answers: the database reachable and every migration applied. */
  async readiness(): Promise<{ ready: boolean; detail: string }> {
    try {
      const database = await this.database();
      const missing = await missingMigrations(database, this.plan);
      return missing.length === 0
        ? { ready: true, detail: `${database.engine}: ${this.plan.schema} ready` }
        : { ready: false, detail: `migrations not applied: ${missing.join(', ')}` };
    } catch (error) {
      return { ready: false, detail: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Every row dropped and the demo data seeded again (`npm run db:reset`, test isolation). */
  async reset(): Promise<void> {
    await resetSchema(await this.connection(), this.plan);
    this.prepared = this.connection().then((database) => database.db);
  }

  async close(): Promise<void> {
    const opening = this.opening;
    this.opening = null;
    this.prepared = null;
    if (opening) await (await opening).close();
  }
}
