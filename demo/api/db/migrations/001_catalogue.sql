-- The catalogue: tests and packages, the tabs that group their categories, and the curated
-- "selected" lists (Single Test, Special Care Packages) of product §7.

CREATE TABLE tests (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  category text NOT NULL,
  -- Whole rupees: the storefront never shows paise.
  price integer NOT NULL CHECK (price > 0),
  original_price integer NOT NULL CHECK (original_price >= price),
  image_path text NOT NULL,
  -- NULL means "not stated": the API then omits the field and the client shows its default.
  sample_type text,
  fasting_required boolean NOT NULL,
  report_time text,
  included_tests jsonb NOT NULL,
  -- A curated list the test also appears in ('Single Test', 'Special Care Packages'), if any.
  selection text,
  display_order integer NOT NULL
);

CREATE INDEX tests_by_category ON tests (category, display_order);
CREATE INDEX tests_by_selection ON tests (selection, display_order) WHERE selection IS NOT NULL;

-- Tabs of the tabbed screens; each tab's name is a test category.
CREATE TABLE tab_categories (
  id text PRIMARY KEY,
  tab_group text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  UNIQUE (tab_group, name)
);

CREATE INDEX tab_categories_by_group ON tab_categories (tab_group, position);

-- Which version of the seed catalogue has been loaded, so a restart does not seed again.
CREATE TABLE seed_runs (
  version text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
