/** Anything that runs SQL with parameters (a TypeORM DataSource, a pg client). */
interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/**
 * How PostgreSQL would read `relation` in `sql` with these parameters: the node type of every
 * scan of it in the plan (EXPLAIN, not run), e.g. ['Index Scan'] or ['Seq Scan'].
 */
export async function scansOf(db: Queryable, sql: string, params: unknown[], relation: string): Promise<string[]> {
  const [{ 'QUERY PLAN': plan }] = (await db.query(`EXPLAIN (FORMAT JSON) ${sql}`, params)) as [{ 'QUERY PLAN': [{ Plan: PlanNode }] }];
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'] === relation) scans.push(node['Node Type']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan[0].Plan);
  return scans;
}
