/** Column types shared by the row types of db/tables. Ids are bigint, read as strings. */
import type { ColumnType } from 'kysely';

/** A bigint id: read as a string, written as a string or number (or left to the database). */
export type Id = ColumnType<string, string | number | undefined, string | number>;
/** A foreign key: read as a string, written as a string or number. */
export type Ref = ColumnType<string, string | number, string | number>;
export type NullableRef = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Money in fen (bigint): read as a string, convert with Number() where read. */
export type Fen = ColumnType<string, number | string, number | string>;
/** A column with a database default. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
export type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
