CREATE SCHEMA app2;
CREATE TABLE app2.tb_item (id int PRIMARY KEY, name text NOT NULL, price numeric(10,2));
CREATE TABLE app2.tb_tag (id int PRIMARY KEY, item_id int REFERENCES app2.tb_item ON DELETE CASCADE, label text);
INSERT INTO app2.tb_item SELECT g, 'item ' || g, g * 1.5 FROM generate_series(1, 50) g;
INSERT INTO app2.tb_tag SELECT g, g % 50 + 1, 'tag' || g FROM generate_series(1, 120) g;
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tview_reader') THEN
    CREATE ROLE tview_reader;
  END IF;
END $$;
