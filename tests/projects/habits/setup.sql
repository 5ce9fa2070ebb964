-- Run by a superuser: the application's tables, owned by the application's owner role
-- (not by the dbt role, which gets only the privileges the test grants).
CREATE SCHEMA shop;
CREATE TABLE shop.tb_customer (id int PRIMARY KEY, name text NOT NULL);
CREATE TABLE shop.tb_order (id int PRIMARY KEY, customer_id int NOT NULL, amount int NOT NULL);
CREATE INDEX ON shop.tb_order (customer_id);
CREATE TABLE shop.tb_note (id int PRIMARY KEY, body text);
INSERT INTO shop.tb_customer SELECT g, 'c' || g FROM generate_series(1, 20) g;
INSERT INTO shop.tb_order SELECT g, g % 20 + 1, g FROM generate_series(1, 60) g;
INSERT INTO shop.tb_note SELECT g, 'n' || g FROM generate_series(1, 5) g;
