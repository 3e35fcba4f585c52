-- What the session lookup of every request reads (modules/auth/auth.repo.ts `liveSession`): the session,
-- its user's status and the user's roles. The server keeps live sessions in memory
-- (modules/auth/session-cache.ts); a statement that may change what the lookup answers notifies
-- `pm_changed 'auth'` (db/change-feed.ts), delivered at its commit, and the kept sessions are dropped.
-- A new session changes no other: inserts into sessions do not notify. Read another column in the
-- lookup, and watch it here too.
CREATE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pm_changed', 'auth');
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_auth_changed AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER users_auth_changed AFTER UPDATE OF status OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER user_roles_auth_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
CREATE TRIGGER roles_auth_changed AFTER UPDATE OF role_type OR DELETE OR TRUNCATE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
