-- The buyer's account (issue 9): deactivation (注销账号) and the cellphone of deactivated accounts.
--
-- A deactivated account keeps its row (orders, logs and the organization's data refer to it) but can no
-- longer sign in. It keeps its username (order logs and audits name people by it), and frees its
-- cellphone: the number belongs to a person, who may bind it to another account or register again.

ALTER TABLE users DROP CONSTRAINT users_status_check;
ALTER TABLE users ADD CONSTRAINT users_status_check
  CHECK (status IN ('active', 'disabled', 'deactivated'));

ALTER TABLE users ADD COLUMN deactivated_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_deactivated_at_check
  CHECK ((status = 'deactivated') = (deactivated_at IS NOT NULL));

-- One account per cellphone among accounts that are not deactivated.
DROP INDEX users_cellphone_key;
CREATE UNIQUE INDEX users_cellphone_key ON users (cellphone) WHERE status <> 'deactivated';
