/** Row types (db/migrations 0036): customer stories of the portal (客户案例). */
import type { ColumnType } from 'kysely';
import type { Id, Timestamp, WithDefault } from './columns';

export interface PortalStoryFigureRow {
  value: string;
  unit: string;
  label: string;
}

/** One customer story. */
export interface PortalStoriesTable {
  id: Id;
  customer_name: string;
  short_name: string;
  industry: string;
  region: string;
  size: string;
  headline: string;
  problem: string;
  solution: string;
  /** Read as the parsed array; written as its JSON text. */
  figures: ColumnType<PortalStoryFigureRow[], string, string>;
  quote: WithDefault<string>;
  quote_by: WithDefault<string>;
  sort: WithDefault<number>;
  published: WithDefault<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
