-- Every committed write to a table says so on the channel oc_writes (payload: the table's name), so
-- a server may keep what it read until the next write (docs/decisions/023-read-cache.md). NOTIFY is
-- transactional: it is sent at COMMIT, and not at all on ROLLBACK. Row triggers, not statement
-- triggers, so an UPDATE or DELETE that matched no row (a job poll) says nothing; PostgreSQL folds
-- the same channel and payload into one notification per transaction. Every table of the schema
-- gets both triggers; db/write-watch.test.ts fails for a table without them, so a new table's
-- migration must add them too.
CREATE FUNCTION oc_notify_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('oc_writes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
    EXECUTE format(
      'CREATE TRIGGER oc_writes AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION oc_notify_write()',
      t
    );
    EXECUTE format(
      'CREATE TRIGGER oc_writes_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION oc_notify_write()',
      t
    );
  END LOOP;
END
$$;
