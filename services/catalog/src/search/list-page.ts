import { type SelectQueryBuilder, sql } from 'kysely';

/**
 * One page of a public list and how many profiles match in all, from one pass over the matches: `count(*) over ()`
 * is computed over every matching row before LIMIT. A separate count filtered the table a second time, which with
 * a common word ('traditional' matches a quarter of the artists, read by a sequential scan) was a third of the
 * list's time. A page past the end has no row to carry the total, so only then is it counted on its own.
 */
export async function pageWithTotal<DB, TB extends keyof DB, O>(
  ordered: SelectQueryBuilder<DB, TB, O>,
  countAll: () => Promise<number | string | bigint>,
  page: { page: number; pageSize: number },
): Promise<{ rows: O[]; total: number }> {
  // Generic over the table, so the added column is typed here rather than through kysely's selection types.
  const found = (await ordered
    .select(sql<string>`count(*) over ()`.as('list_total'))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute()) as (O & { list_total: string })[];
  const first = found[0];
  const total = first ? Number(first.list_total) : page.page > 1 ? Number(await countAll()) : 0;
  return { rows: found.map(({ list_total: _, ...row }) => row as O), total };
}
