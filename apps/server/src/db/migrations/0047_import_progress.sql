-- A price and stock import's progress is counted on its head row (issue 29). Before, each batch marked its
-- 500 rows taken (applied_at) and counted them again, and the partial index of the rows not taken made every
-- such mark a new row version with index entries. Rows are taken in file order, so the head's count of rows
-- taken is also where the next batch starts; a row keeps applied_at and its failure only when it is refused.
ALTER TABLE workbench_imports
  ADD COLUMN done_rows integer NOT NULL DEFAULT 0,
  ADD COLUMN applied_rows integer NOT NULL DEFAULT 0;
UPDATE workbench_imports i SET done_rows = c.done, applied_rows = c.applied
  FROM (SELECT import_id, count(applied_at)::int AS done, count(applied_at) FILTER (WHERE failure = '')::int AS applied
          FROM workbench_import_rows GROUP BY import_id) c
 WHERE c.import_id = i.id;
DROP INDEX workbench_import_rows_todo_idx;
