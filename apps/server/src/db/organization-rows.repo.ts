import type { Executor } from './database';

/**
 * The organization-scoped look-ups several repos share: whether a row is the organization's, and which
 * document a line of the organization belongs to. Another organization's row reads as no row at all.
 */

/** Tables whose rows belong to one organization and are named by an `id`. */
type OwnedTable = 'users' | 'departments';

/** Lines of a document, with the column that names the document they belong to. */
const LINE_DOCUMENT = {
  purchasing_plan_lines: 'plan_id',
  purchasing_synergy_lines: 'synergy_id',
} as const;
type LineTable = keyof typeof LINE_DOCUMENT;

/** Whether row `id` of `table` belongs to the organization. */
export async function existsInOrganization(
  db: Executor,
  table: OwnedTable,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const r = await db
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return r !== undefined;
}

/** The document (plan, collaborative list) that line `lineId` of `table` belongs to, within the organization. */
export async function documentOfLine(
  db: Executor,
  table: LineTable,
  organizationId: string,
  lineId: string,
): Promise<string | undefined> {
  const r = await db
    .selectFrom(table)
    .select(`${LINE_DOCUMENT[table]} as document_id`)
    .where('id', '=', lineId)
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  return r?.document_id;
}
