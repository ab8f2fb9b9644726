-- The catalogue's version: every change of tests or tabs (a seed, or the lab editing rows in
-- SQL) adds one, so each instance's in-memory copy of the catalogue knows when to reload.
CREATE TABLE catalogue_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL
);
INSERT INTO catalogue_version (version) VALUES (1);

CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER tests_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tests
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
CREATE TRIGGER tab_categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tab_categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
