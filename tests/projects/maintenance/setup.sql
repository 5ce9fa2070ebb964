-- Application tables read by the test models (created before `dbt run`).
CREATE SCHEMA src;
CREATE TABLE src.tb_a (id int PRIMARY KEY, grp int, val int, name text, flag boolean NOT NULL DEFAULT true);
CREATE TABLE src.tb_b (id int PRIMARY KEY,
                       a_id int REFERENCES src.tb_a (id) ON DELETE CASCADE ON UPDATE CASCADE,
                       val int, note text);
CREATE TABLE src.tb_c (id int PRIMARY KEY,
                       b_id int REFERENCES src.tb_b (id) ON DELETE CASCADE ON UPDATE CASCADE, w int);
CREATE TABLE src.tb_x (id int PRIMARY KEY, a_id int, tag text);
CREATE TABLE src.tb_audit (n int);
-- A user trigger that writes another source: inserting a tb_c row bumps its a's val.
CREATE FUNCTION src.bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE src.tb_a a SET val = coalesce(a.val, 0) + 1
  FROM src.tb_b b WHERE b.id = NEW.b_id AND a.id = b.a_id;
  RETURN NULL;
END $$;
CREATE TRIGGER bump AFTER INSERT ON src.tb_c FOR EACH ROW EXECUTE FUNCTION src.bump();
INSERT INTO src.tb_a SELECT g, g % 4, g * 10, 'a' || g, g % 3 <> 0 FROM generate_series(1, 30) g;
INSERT INTO src.tb_a VALUES (31, NULL, 5, 'null group', true), (32, NULL, NULL, NULL, true);
INSERT INTO src.tb_b SELECT g, (g % 30) + 1, g, 'b' || g FROM generate_series(1, 60) g;
INSERT INTO src.tb_b VALUES (61, NULL, 1, 'orphan');
INSERT INTO src.tb_c SELECT g, (g % 60) + 1, g FROM generate_series(1, 90) g;
INSERT INTO src.tb_x SELECT g, CASE WHEN g % 5 = 0 THEN NULL ELSE g % 35 END,
                          CASE WHEN g % 7 = 0 THEN 'hide' ELSE 't' || g END
FROM generate_series(1, 40) g;
