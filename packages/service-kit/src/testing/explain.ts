import {
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  QueryNode,
  type QueryResult,
  SelectQueryNode,
  sql,
  type UnknownRow,
} from 'kysely';

/** A node of Postgres' `EXPLAIN (FORMAT JSON)` plan: the fields the checks read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Keeps every select it sees, unchanged: the very queries a repository function compiles, not copies of their SQL. */
class RecordEverySelect implements KyselyPlugin {
  selects: SelectQueryNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (SelectQueryNode.is(node)) this.selects.push(node);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * The `EXPLAIN (FORMAT JSON)` plan of every select `read` runs on `db`, with its parameters. The read runs for real
 * first, so a query built from an earlier one's rows (a search's corrections, a page's ids) is explained as it ran.
 */
export async function explainSelects<DB>(
  db: Kysely<DB>,
  read: (db: Kysely<DB>) => Promise<unknown>,
): Promise<PlanNode[]> {
  const recorder = new RecordEverySelect();
  await read(db.withPlugin(recorder));
  const plans: PlanNode[] = [];
  for (const node of recorder.selects) {
    const explain = QueryNode.cloneWithExplain(node, 'json', undefined);
    const { rows } = await db.executeQuery(db.getExecutor().compileQuery(explain, createQueryId()));
    for (const row of rows as Record<string, unknown>[]) {
      const value = Object.values(row)[0];
      const explained = (typeof value === 'string' ? JSON.parse(value) : value) as { Plan: PlanNode }[];
      plans.push(...explained.map((entry) => entry.Plan));
    }
  }
  return plans;
}

/** Every node of `plan`, the root first. */
export const planNodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(planNodes)];

/** `Seq Scan on <table>` for each of `tables` some plan reads whole: what must stay empty at scale. */
export const seqScansOf = (plans: PlanNode[], tables: readonly string[]) =>
  plans
    .flatMap(planNodes)
    .filter((node) => node['Node Type'] === 'Seq Scan' && tables.includes(node['Relation Name'] ?? ''))
    .map((node) => `Seq Scan on ${node['Relation Name']}`);

/** The indexes the plans read. */
export const indexesOf = (plans: PlanNode[]) =>
  [...new Set(plans.flatMap(planNodes).flatMap((node) => node['Index Name'] ?? []))].sort();

const rollback = new Error('rollback');

/**
 * Runs `body` in a transaction that is rolled back whatever it does: a test seeds thousands of rows, `ANALYZE`s them
 * (so the planner plans for the sizes seeded) and explains its reads, leaving the database as it found it. Seeding
 * may outlast the pool's statement timeout on a busy machine, so the transaction has none.
 */
export async function inRolledBackTransaction<DB>(db: Kysely<DB>, body: (trx: Kysely<DB>) => Promise<void>) {
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      await body(trx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

/** `ANALYZE` of each of `tables`, so the planner weighs the rows just seeded. */
export async function analyze<DB>(db: Kysely<DB>, tables: readonly string[]) {
  for (const table of tables) await sql`analyze ${sql.table(table)}`.execute(db);
}
