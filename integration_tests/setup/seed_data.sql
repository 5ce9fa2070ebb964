-- Deterministic seed data for the application schema (app.tb_*).
-- Every value is a function of generate_series() counters: running this file
-- on an empty schema always produces the same rows, uuids and timestamps.
--
--   12 companies, 60 users (5 per company), 180 posts (3 per user, two of
--   three published), 360 comments (2 per post, written by other users).

INSERT INTO app.tb_company (pk_company, id, name, industry, created_at, updated_at)
SELECT n,
       md5('company-' || n)::uuid,
       (ARRAY['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark',
              'Wayne', 'Wonka', 'Cyberdyne', 'Tyrell', 'Soylent', 'Vandelay'])[n]
           || ' ' || (ARRAY['Corp', 'Labs', 'Systems'])[1 + n % 3],
       (ARRAY['software', 'retail', 'logistics', 'health'])[1 + n % 4],
       timestamptz '2024-01-01 09:00:00+00' + n * interval '1 day',
       timestamptz '2024-01-01 09:00:00+00' + n * interval '1 day'
FROM generate_series(1, 12) AS n;

INSERT INTO app.tb_user (pk_user, id, fk_company, email, name, created_at, updated_at)
SELECT n,
       md5('user-' || n)::uuid,
       1 + (n - 1) / 5,
       'user' || n || '@example.com',
       (ARRAY['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances',
              'John', 'Margaret', 'Ken'])[1 + n % 10]
           || ' ' || (ARRAY['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov',
                            'Knuth'])[1 + n % 6],
       timestamptz '2024-02-01 09:00:00+00' + n * interval '1 hour',
       timestamptz '2024-02-01 09:00:00+00' + n * interval '1 hour'
FROM generate_series(1, 60) AS n;

INSERT INTO app.tb_post (pk_post, id, fk_author, title, body, published, created_at, updated_at)
SELECT n,
       md5('post-' || n)::uuid,
       1 + (n - 1) / 3,
       'Post #' || n || ': notes on ' ||
           (ARRAY['indexes', 'vacuum', 'triggers', 'JSONB', 'joins', 'locks'])[1 + n % 6],
       'Body of post ' || n || '. ' || repeat('lorem ipsum ', 1 + n % 5),
       n % 3 <> 0,
       timestamptz '2024-03-01 09:00:00+00' + n * interval '37 minutes',
       timestamptz '2024-03-01 09:00:00+00' + n * interval '37 minutes'
FROM generate_series(1, 180) AS n;

INSERT INTO app.tb_comment (pk_comment, id, fk_post, fk_author, body, created_at)
SELECT n,
       md5('comment-' || n)::uuid,
       1 + (n - 1) / 2,
       -- the commenter is never the post's author: a user from another company
       1 + ((((n - 1) / 2) / 3) + 7 + 13 * (n % 2)) % 60,
       'Comment ' || n || (ARRAY[': +1', ': nice write-up', ': what about locks?',
                                ': thanks!'])[1 + n % 4],
       timestamptz '2024-04-01 09:00:00+00' + n * interval '11 minutes'
FROM generate_series(1, 360) AS n;

-- The rows above used explicit keys: move the identity sequences past them so
-- that application INSERTs without a key get fresh values.
SELECT setval(pg_get_serial_sequence('app.tb_company', 'pk_company'), 12);
SELECT setval(pg_get_serial_sequence('app.tb_user', 'pk_user'), 60);
SELECT setval(pg_get_serial_sequence('app.tb_post', 'pk_post'), 180);
SELECT setval(pg_get_serial_sequence('app.tb_comment', 'pk_comment'), 360);
