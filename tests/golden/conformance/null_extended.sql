-- model tv_nx_out_case (key '*', rank 1)
--   SELECT a.id AS aid, CASE WHEN b.k > 5 THEN 'big' WHEN b.k IS NULL THEN 'none' ELSE 'small' END AS val FROM a LEFT JOIN b ON b.i = a.i
-- model tv_nx_out_coalesce (key '*', rank 1)
--   SELECT a.id AS aid, coalesce(b.k, -1) AS val FROM a LEFT JOIN b ON b.i = a.i
-- model tv_nx_out_is_null (key '*', rank 1)
--   SELECT a.id AS aid, b.id IS NULL AS val FROM a LEFT JOIN b ON b.i = a.i
-- model tv_nx_out_distinct_from (key '*', rank 1)
--   SELECT a.id AS aid, b.k IS DISTINCT FROM 5 AS val FROM a LEFT JOIN b ON b.i = a.i
-- model tv_nx_out_nullif (key '*', rank 1)
--   SELECT a.id AS aid, nullif(coalesce(b.k, 0), 5) AS val FROM a LEFT JOIN b ON b.i = a.i
-- model tv_nx_where_is_null (key '*', rank 1)
--   SELECT a.id AS aid, a.j FROM a LEFT JOIN b ON b.i = a.i WHERE b.id IS NULL
-- model tv_nx_where_coalesce (key '*', rank 1)
--   SELECT a.id AS aid, a.j FROM a LEFT JOIN b ON b.i = a.i WHERE coalesce(b.k, 0) < 6
-- model tv_nx_where_distinct_from (key '*', rank 1)
--   SELECT a.id AS aid, a.j FROM a LEFT JOIN b ON b.i = a.i WHERE b.k IS DISTINCT FROM 5
-- model tv_nx_where_or (key '*', rank 1)
--   SELECT a.id AS aid, a.j FROM a LEFT JOIN b ON b.i = a.i WHERE b.k > 5 OR b.k IS NULL
-- model tv_nx_full_case (key '*', rank 1)
--   SELECT coalesce(a.i, b.i) AS i, CASE WHEN a.id IS NULL THEN 'b only' WHEN b.id IS NULL THEN 'a only' ELSE 'both' END AS side FROM a FULL JOIN b ON b.i = a.i
-- model tv_nx_cte (key '*', rank 1)
--   WITH j AS (SELECT a.id, b.k FROM a LEFT JOIN b ON b.i = a.i) SELECT j.id, coalesce(j.k, 0) AS k FROM j
-- model tv_nx_group (key ['k'], rank 1)
--   SELECT coalesce(b.k, -1) AS k, count(*) AS cnt FROM a LEFT JOIN b ON b.i = a.i GROUP BY coalesce(b.k, -1)

-- function tview._on_commit()
CREATE OR REPLACE FUNCTION tview._on_commit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_q oid;
    v_next integer;  -- (the position of the tview to flush next in v_ranked)
    v_ranked CONSTANT integer[] := '{1,2,3,4,5,6,7,8,9,10,11,12}';  -- (every tview, in rank order)
BEGIN
    -- the arming stands for the session's check: the statement that armed this trigger checked
    -- the session (its key is there), and the arming's pending event keeps its tables from
    -- being dropped until this trigger has run, so no name lookup. A reset
    -- arming fails the test (RESET ALL leaves both settings empty, or NULL), as does a changed
    -- tview.checked
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF (NULLIF(current_setting((v_tag || 'armed'), true), '') = current_setting('tview.checked', true)) IS NOT TRUE THEN
        v_q := to_regclass('pg_temp.tview_queue')::oid;  -- (once: a name lookup each time)
        IF v_q IS NULL THEN
            RETURN NULL;
        END IF;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM v_q::text THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM v_q::text THEN
            -- whoever queued work armed this trigger, and only this trigger disarms: the arming
            -- is gone because the transaction reset its settings (RESET ALL), and with them the
            -- record of the work it queued. Committing would leave tviews stale
            RAISE EXCEPTION 'tview: this transaction reset the record of its pending tview maintenance (RESET ALL after writing a tview source)'
                USING ERRCODE = 'object_not_in_prerequisite_state',
                      HINT = 'Run RESET ALL outside transactions that write the sources of tviews; this transaction is rolled back.';
        END IF;
    END IF;
    -- each pass flushes the first tview with work (a flush writes its table, whose triggers may
    -- flag tviews further down)
    <<converge>>
    BEGIN
        FOR v_i IN 1..100000 LOOP
            -- the first tview with work, by its position in rank order, with one test for all:
            -- PL/pgSQL prepares each expression once per transaction, at its first evaluation,
            -- and a test of its own per tview made every commit pay for the tviews installed,
            -- not for those written (position_switch then takes log2(n) tests to its block)
            v_next := 0;
            FOR v_j IN 1..12 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                EXIT converge;
            END IF;
            IF v_next <= 6 THEN
                IF v_next <= 3 THEN
                    IF v_next <= 1 THEN
                        -- tview 1
                        v_set := set_config((v_tag || 'p_1'), '', true);
                        v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 2 THEN
                            -- tview 2
                            v_set := set_config((v_tag || 'p_2'), '', true);
                            v_set := "tview"."f_2"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 3
                            v_set := set_config((v_tag || 'p_3'), '', true);
                            v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 5 THEN
                            -- tview 5
                            v_set := set_config((v_tag || 'p_5'), '', true);
                            v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 6
                            v_set := set_config((v_tag || 'p_6'), '', true);
                            v_set := "tview"."f_6"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                END IF;
            ELSE
                IF v_next <= 9 THEN
                    IF v_next <= 7 THEN
                        -- tview 7
                        v_set := set_config((v_tag || 'p_7'), '', true);
                        v_set := "tview"."f_7"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 8 THEN
                            -- tview 8
                            v_set := set_config((v_tag || 'p_8'), '', true);
                            v_set := "tview"."f_8"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 9
                            v_set := set_config((v_tag || 'p_9'), '', true);
                            v_set := "tview"."f_9"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 10 THEN
                        -- tview 10
                        v_set := set_config((v_tag || 'p_10'), '', true);
                        v_set := "tview"."f_10"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 11 THEN
                            -- tview 11
                            v_set := set_config((v_tag || 'p_11'), '', true);
                            v_set := "tview"."f_11"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 12: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_12'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    UPDATE "tview".witness AS w SET n = w.n + 1
                                     WHERE w.tview_id = 12
                                       AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                      pg_backend_pid()) % 64 + 64) % 64)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12)),
                                           pg_advisory_xact_lock_shared(8391894959946465292)::text || pg_advisory_xact_lock(8391895073763098624 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_12'), '', true)
                                      INTO v_cap, v_set;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_12'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_12'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_12"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_nx_group" AS t
                                           SET ("k", "cnt") = ROW(x."k", x."cnt")
                                          FROM "public"."v_nx_group" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_12', (COALESCE(NULLIF(current_setting('tview.sl_12', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_12', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_12'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_12'), '1', true);
                                            v_set := "tview"."f_12"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_12'), '', true);
                                    v_set := "tview"."f_12"(NULL)::text;
                                END IF;
                            END;

                        END IF;
                    END IF;
                END IF;
            END IF;
        END LOOP;
        RAISE EXCEPTION 'tview: flush does not converge (cyclic tview dependencies?)';
    END converge;
    -- the deferred event is consumed: changes made after this (other deferred triggers) re-arm.
    -- In the same expression, whether a rare chore is due: old rows logged by multi-source
    -- statements, or session tables past the compaction threshold (Autovacuum never reaches
    -- temporary tables: without this, a long-lived, pooled session scans ever more dead rows)
    IF set_config((v_tag || 'armed'), '', true) || COALESCE(current_setting('tview.logged', true), '')
       || COALESCE(current_setting('tview.compact', true), '') <> '' THEN
        IF current_setting('tview.logged', true) = '1' THEN
            -- rows of the current statement stay: a flush can run inside it (SET CONSTRAINTS ALL
            -- IMMEDIATE) before the triggers of its other sources, which still need them
            DELETE FROM pg_temp.tview_log WHERE stmt IS DISTINCT FROM statement_timestamp();
        END IF;
        -- the queue is empty now; at commit (not nested) compact the session tables once a
        -- flush function found one of them past the threshold
        IF pg_trigger_depth() <= 1 AND current_setting('tview.compact', true) = '1' THEN
            PERFORM "tview"._compact_session();
            v_set := set_config('tview.compact', '', true);
        END IF;
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i10_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c10_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 10, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 10, ARRAY[d."i"::text, d."side"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g10_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 10, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 10, ARRAY[d."i"::text, d."side"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (10, NULL);
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i10_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c10_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 10, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 10, ARRAY[d."i"::text, d."side"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g10_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_10_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 10, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 10, ARRAY[d."i"::text, d."side"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_10_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_10_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (10, NULL);
    -- work for tview 10 (see flush), in the queue
    v_set := set_config((v_tag || 'p_10'), '1', true)
             || set_config((v_tag || 'q_10'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i11_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c11_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 11, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 11, ARRAY[d."id"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g11_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 11, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 11, ARRAY[d."id"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (11, NULL);
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i11_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c11_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 11, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 11, ARRAY[d."id"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g11_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_11_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 11, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 11, ARRAY[d."id"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_11_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (11, NULL);
    -- work for tview 11 (see flush), in the queue
    v_set := set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i12_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c12_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 12, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g12_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 12, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (12, NULL);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i12_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c12_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 12, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g12_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_12_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 12, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_12_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_12_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (12, NULL);
    -- work for tview 12 (see flush), in the queue
    v_set := set_config((v_tag || 'p_12'), '1', true)
             || set_config((v_tag || 'q_12'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c1_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (1, NULL);
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c1_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_1_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (1, NULL);
    -- work for tview 1 (see flush), in the queue
    v_set := set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c2_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (2, NULL);
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c2_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g2_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (2, NULL);
    -- work for tview 2 (see flush), in the queue
    v_set := set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i3_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c3_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g3_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (3, NULL);
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i3_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c3_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g3_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_3_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (3, NULL);
    -- work for tview 3 (see flush), in the queue
    v_set := set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i4_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c4_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (4, NULL);
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i4_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c4_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g4_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_4_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (4, NULL);
    -- work for tview 4 (see flush), in the queue
    v_set := set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c5_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (5, NULL);
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c5_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g5_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."aid"::text, d."val"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_5_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (5, NULL);
    -- work for tview 5 (see flush), in the queue
    v_set := set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i6_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c6_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 6, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 6 (see flush)
        v_set := set_config((v_tag || 'p_6'), '1', true)
                 || set_config((v_tag || 'q_6'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g6_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 6, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 6 (see flush)
        v_set := set_config((v_tag || 'p_6'), '1', true)
                 || set_config((v_tag || 'q_6'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_key()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (6, ARRAY[current_setting((v_tag || 'k_6'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_6'), '1', true)
             || set_config((v_tag || 'k_6'), '', true)
             || set_config((v_tag || 'p_6'), '1', true)
             || set_config((v_tag || 'q_6'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (6, NULL);
    -- work for tview 6 (see flush), in the queue
    v_set := set_config((v_tag || 'p_6'), '1', true)
             || set_config((v_tag || 'q_6'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i6_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c6_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_6'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_6'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 6), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 6, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 6, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 6 (see flush), in the queue
    v_set := set_config((v_tag || 'p_6'), '1', true)
             || set_config((v_tag || 'q_6'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g6_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_6'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_6'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 6), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 6, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 6, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 6 (see flush), in the queue
    v_set := set_config((v_tag || 'p_6'), '1', true)
             || set_config((v_tag || 'q_6'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_6_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (6, NULL);
    -- work for tview 6 (see flush), in the queue
    v_set := set_config((v_tag || 'p_6'), '1', true)
             || set_config((v_tag || 'q_6'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i7_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c7_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
        v_set := set_config((v_tag || 'p_7'), '1', true)
                 || set_config((v_tag || 'q_7'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g7_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
        v_set := set_config((v_tag || 'p_7'), '1', true)
                 || set_config((v_tag || 'q_7'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_key()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF COALESCE(current_setting((v_tag || 'k_7'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (7, ARRAY[current_setting((v_tag || 'k_7'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_7'), '1', true)
             || set_config((v_tag || 'k_7'), '', true)
             || set_config((v_tag || 'p_7'), '1', true)
             || set_config((v_tag || 'q_7'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (7, NULL);
    -- work for tview 7 (see flush), in the queue
    v_set := set_config((v_tag || 'p_7'), '1', true)
             || set_config((v_tag || 'q_7'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i7_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c7_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 7, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 7 (see flush), in the queue
    v_set := set_config((v_tag || 'p_7'), '1', true)
             || set_config((v_tag || 'q_7'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g7_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 7, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 7 (see flush), in the queue
    v_set := set_config((v_tag || 'p_7'), '1', true)
             || set_config((v_tag || 'q_7'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_7_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (7, NULL);
    -- work for tview 7 (see flush), in the queue
    v_set := set_config((v_tag || 'p_7'), '1', true)
             || set_config((v_tag || 'q_7'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i8_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c8_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 8, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 8 (see flush)
        v_set := set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'q_8'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g8_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 8, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 8 (see flush)
        v_set := set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'q_8'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_key()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF COALESCE(current_setting((v_tag || 'k_8'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (8, ARRAY[current_setting((v_tag || 'k_8'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_8'), '1', true)
             || set_config((v_tag || 'k_8'), '', true)
             || set_config((v_tag || 'p_8'), '1', true)
             || set_config((v_tag || 'q_8'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (8, NULL);
    -- work for tview 8 (see flush), in the queue
    v_set := set_config((v_tag || 'p_8'), '1', true)
             || set_config((v_tag || 'q_8'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i8_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c8_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 8, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 8, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 8 (see flush), in the queue
    v_set := set_config((v_tag || 'p_8'), '1', true)
             || set_config((v_tag || 'q_8'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g8_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_8_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 8, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 8, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 8 (see flush), in the queue
    v_set := set_config((v_tag || 'p_8'), '1', true)
             || set_config((v_tag || 'q_8'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_8_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (8, NULL);
    -- work for tview 8 (see flush), in the queue
    v_set := set_config((v_tag || 'p_8'), '1', true)
             || set_config((v_tag || 'q_8'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.a>_added()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i9_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.a>_changed()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c9_<oid:public.a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.a>_del()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 9, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 9 (see flush)
        v_set := set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'q_9'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.a>_gate()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g9_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 9, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 9 (see flush)
        v_set := set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'q_9'), '1', true);
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_key()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF COALESCE(current_setting((v_tag || 'k_9'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (9, ARRAY[current_setting((v_tag || 'k_9'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_9'), '1', true)
             || set_config((v_tag || 'k_9'), '', true)
             || set_config((v_tag || 'p_9'), '1', true)
             || set_config((v_tag || 'q_9'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (9, NULL);
    -- work for tview 9 (see flush), in the queue
    v_set := set_config((v_tag || 'p_9'), '1', true)
             || set_config((v_tag || 'q_9'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.b>_added()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i9_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.b>_changed()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c9_<oid:public.b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.b>_del()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_del()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_9'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_9'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 9), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 9, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 9, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 9 (see flush), in the queue
    v_set := set_config((v_tag || 'p_9'), '1', true)
             || set_config((v_tag || 'q_9'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.b>_gate()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g9_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_9_<oid:public.b>_ins()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_ins()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_9'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_9'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 9), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 9, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 9, ARRAY[d."aid"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    -- work for tview 9 (see flush), in the queue
    v_set := set_config((v_tag || 'p_9'), '1', true)
             || set_config((v_tag || 'q_9'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_9_<oid:public.b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.b>_trunc()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (9, NULL);
    -- work for tview 9 (see flush), in the queue
    v_set := set_config((v_tag || 'p_9'), '1', true)
             || set_config((v_tag || 'q_9'), '1', true);
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.f_1(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_1(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 text[];
    nk2 text[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 1);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432577);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 1 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_1'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 1, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 1, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 1;
        v_set := set_config((v_tag || 'ws_1'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 1 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 1
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::text) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 1, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432577);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 1 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::text::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465281);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895026518458368 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_case" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_case" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_out_case" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM "public"."v_nx_out_case" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_case" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_case" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 1, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_case" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_case" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_case" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_case" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_case" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_case" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::text) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 1, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_case" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::text)
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_case" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::text) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_case" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::text)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_case" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_case" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::text) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_case" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_1', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_1', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_10(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_10(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 text[];
    nk2 text[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 10);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432586);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 10 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_10'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 10, ARRAY[d."i"::text, d."side"::text]
        FROM (
            SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 10, ARRAY[d."i"::text, d."side"::text]
        FROM (
            SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 10;
        v_set := set_config((v_tag || 'ws_10'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 10 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 10
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::text) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 10, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432586);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 10 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::text::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465290);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465290)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895065173164032 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465290);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."side")::text) AS rn
            FROM "public"."tv_nx_full_case" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."side")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_full_case" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_full_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_full_case" AS r, ROW(x."i", x."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."side")::text) AS rn
            FROM "public"."v_nx_full_case" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."side")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_full_case" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_full_case" ("i", "side")
            SELECT (a.r)."i", (a.r)."side" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 10, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."side")::text) AS rn
            FROM "public"."tv_nx_full_case" AS t WHERE t."i" = ANY(k1) AND t."side" = ANY(k2) AND (t."i", t."side") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."side")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_full_case" AS x WHERE x."i" = ANY(k1) AND x."side" = ANY(k2) AND (x."i", x."side") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_full_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_full_case" AS x WHERE x."i" = ANY(k1) AND x."side" = ANY(k2) AND (x."i", x."side") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_full_case" AS r, ROW(x."i", x."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."side")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."side")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_full_case" AS t WHERE t."i" = ANY(k1) AND t."side" = ANY(k2) AND (t."i", t."side") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_full_case" ("i", "side")
            SELECT (a.r)."i", (a.r)."side" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::text) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 10, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."side")::text) AS rn
            FROM "public"."tv_nx_full_case" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."side" IS NULL OR t."side" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."side" IS NOT DISTINCT FROM (e ->> 1)::text)
        ), n AS (
            SELECT ROW(x."i", x."side")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_full_case" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."side" IS NULL OR x."side" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."side" IS NOT DISTINCT FROM (e ->> 1)::text) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_full_case" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_full_case" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."side" IS NULL OR x."side" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."side" IS NOT DISTINCT FROM (e ->> 1)::text)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_full_case" AS r, ROW(x."i", x."side")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."side")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."side")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_full_case" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."side" IS NULL OR t."side" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."side" IS NOT DISTINCT FROM (e ->> 1)::text) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_full_case" ("i", "side")
            SELECT (a.r)."i", (a.r)."side" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_10', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_10', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_11(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_11(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 11);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432587);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 11 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_11'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 11 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 11 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 11, ARRAY[d."id"::text, d."k"::text]
        FROM (
            SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
                        UNION ALL
                        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 11 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 11 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 11, ARRAY[d."id"::text, d."k"::text]
        FROM (
            SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
                        UNION ALL
                        SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 11;
        v_set := set_config((v_tag || 'ws_11'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 11 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 11
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 11, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432587);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 11 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465291);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465291)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895069468131328 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465291);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."id", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."k")::text) AS rn
            FROM "public"."tv_nx_cte" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_cte" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_cte" AS r, ROW(x."id", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."k")::text) AS rn
            FROM "public"."v_nx_cte" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_cte" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_cte" ("id", "k")
            SELECT (a.r)."id", (a.r)."k" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 11, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."id", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."k")::text) AS rn
            FROM "public"."tv_nx_cte" AS t WHERE t."id" = ANY(k1) AND t."k" = ANY(k2) AND (t."id", t."k") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."id", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_cte" AS x WHERE x."id" = ANY(k1) AND x."k" = ANY(k2) AND (x."id", x."k") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_cte" AS x WHERE x."id" = ANY(k1) AND x."k" = ANY(k2) AND (x."id", x."k") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_cte" AS r, ROW(x."id", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."k")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_cte" AS t WHERE t."id" = ANY(k1) AND t."k" = ANY(k2) AND (t."id", t."k") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_cte" ("id", "k")
            SELECT (a.r)."id", (a.r)."k" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 11, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."id", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."k")::text) AS rn
            FROM "public"."tv_nx_cte" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."k" IS NULL OR t."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."k" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."id", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_cte" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."k" IS NULL OR x."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."k" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_cte" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."k" IS NULL OR x."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."k" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_cte" AS r, ROW(x."id", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."k")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_cte" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."k" IS NULL OR t."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."k" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_cte" ("id", "k")
            SELECT (a.r)."id", (a.r)."k" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_11', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_11', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_12(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_12(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    v_ranges text[];
    v_lo integer;
    v_hi integer;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_tried boolean := false;  -- the lone key's fast path locked it and tried its refresh
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 12);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432588);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 12 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_12'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 12 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 12 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 12, ARRAY[d."k"::text]
        FROM (
            SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 12 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 12 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 12, ARRAY[d."k"::text]
        FROM (
            SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 12;
        v_set := set_config((v_tag || 'ws_12'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_12'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_12'), true)::integer];
        v_set := set_config((v_tag || 'k_12'), '', true);
        IF current_setting((v_tag || 'lt_12'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_12'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_12'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_12'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 12
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465292)::text || pg_advisory_xact_lock(8391895073763098624 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_nx_group" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_nx_group" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_12', (COALESCE(NULLIF(current_setting('tview.sl_12', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_12', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
                    RETURN;
                ELSE
                    v_tried := true;
                END IF;
            END IF;
        END IF;
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type, witness; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 12 RETURNING q.k, q.ctid
        ), w AS (
            -- only sources whose rows name their keys changed: bump this session's witness row
            -- (a full refresh bumps them all, below, after the lock that orders such writers)
            UPDATE "tview".witness AS w SET n = w.n + 1
             WHERE w.tview_id = 12
               AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                              pg_backend_pid()) % 64 + 64) % 64)
               AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
            RETURNING 1
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_12'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_12'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_12'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_12'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_12'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12));
            v_lo := v_ranges[1][1]::integer;
            v_hi := v_ranges[1][2]::integer;
            IF NOT v_lazy THEN
                k1 := ARRAY(SELECT g::integer FROM generate_series(v_lo::bigint, v_hi::bigint) AS g);
            END IF;
        ELSE
            SELECT array_agg(DISTINCT u.x) INTO k1 FROM (
                SELECT unnest(k1) AS x UNION ALL SELECT g::integer FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g
            ) AS u;
        END IF;
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 12, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := CASE WHEN v_lazy THEN v_hi - v_lo + 1 ELSE COALESCE(cardinality(k1), 0) END;
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text]::text) ORDER BY hashtext(ARRAY[u.c1::text]::text))
          INTO v_hashes
          FROM unnest(k1) AS u(c1);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432588);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 12 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465292);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465292)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895073763098624 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465292);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."k", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."cnt")::text) AS rn
            FROM "public"."tv_nx_group" AS t WHERE true
        ), n AS (
            SELECT ROW(x."k", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_group" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_group" AS r, ROW(x."k", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt")::text) AS rn
            FROM "public"."v_nx_group" AS x WHERE true
        ), o AS (
            SELECT ROW(t."k", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_group" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_nx_group" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_nx_group" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_nx_group"', v_dup, 'k'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
    ELSE
    IF v_keys > 0 THEN
        IF v_keys > 64 AND NOT v_lazy THEN
            v_lo := k1[1];
            v_hi := k1[v_keys];
        END IF;
        IF v_keys > 64 AND v_hi::numeric - v_lo < 2 * v_keys
           AND current_setting('transaction_isolation') = 'read committed' THEN
            -- a dense batch (a bulk statement over a key range; k1 is sorted): one range scan of
            -- the view and one of the table, merged, instead of an index probe of each per key.
            -- The range's other keys are written only if their row differs from the view: the
            -- tview-wide lock is held and this statement sees every commit before it, so they
            -- do not. Only pending keys are counted.
            IF v_hi::numeric - v_lo + 1 = v_keys THEN  -- every key of the range is pending
                UPDATE "public"."tv_nx_group" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_nx_group" AS x
                 WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                   AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_nx_group" AS t
                       SET ("k", "cnt") = ROW(x."k", x."cnt")
                      FROM "public"."v_nx_group" AS x
                     WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                       AND t."k" = x."k"
                       AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt")
                    RETURNING t."k" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_nx_group" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_nx_group" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_nx_group" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_nx_group" AS x
                 WHERE x."k" = ANY(k1) AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            END IF;
        END IF;
        IF v_upd < v_keys THEN
            -- some key's row was unchanged, is new or is gone: one probe of the table for all keys
            -- (o), then writes by ctid (no key is looked up twice)
            IF v_lazy THEN
                k1 := ARRAY(SELECT g::integer FROM generate_series(v_lo::bigint, v_hi::bigint) AS g);
                v_lazy := false;
            END IF;
            WITH n AS MATERIALIZED (
                SELECT view_row."k", view_row."cnt"
                FROM "public"."v_nx_group" AS view_row WHERE view_row."k" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."k", t."cnt"
                FROM "public"."tv_nx_group" AS t WHERE t."k" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_nx_group" AS t
                   SET ("k", "cnt") = ROW(n."k", n."cnt")
                  FROM n JOIN o ON o."k" = n."k"
                 WHERE t.ctid = o."tid" AND (o."k", o."cnt") IS DISTINCT FROM (n."k", n."cnt")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_nx_group" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."k" = o."k")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."k" = n."k")
            ), ip AS (
                INSERT INTO "public"."tv_nx_group" ("k", "cnt")
                SELECT a."k", a."cnt" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_nx_group" ("k", "cnt")
                SELECT a."k", a."cnt" FROM a
                 WHERE current_setting('transaction_isolation') <> 'read committed'
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), i AS (
                SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
            ), c AS (
                SELECT (SELECT count(*) FROM u) AS cu, (SELECT count(*) FROM d) AS cd,
                       (SELECT count(*) FROM i) AS ci, (SELECT count(*) FROM a) AS ca
            )
            SELECT v_upd + c.cu, c.cd, c.ci, c.ca - c.ci FROM c INTO v_upd, v_del, v_ins, v_dup;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_nx_group"', v_dup, 'k'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
        END IF;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."k", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."cnt")::text) AS rn
            FROM "public"."tv_nx_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."k", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_group" AS r, ROW(x."k", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."k", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_nx_group" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_nx_group" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_nx_group"', v_dup, 'k'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_12', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_12', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_2(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_2(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 2);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432578);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 2 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_2'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 2, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 2, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 2;
        v_set := set_config((v_tag || 'ws_2'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 2 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 2
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 2, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432578);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 2 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465282);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895030813425664 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465282);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_coalesce" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_coalesce" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_out_coalesce" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM "public"."v_nx_out_coalesce" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_coalesce" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_coalesce" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 2, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_coalesce" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_coalesce" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_coalesce" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_coalesce" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_coalesce" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_coalesce" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 2, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_coalesce" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_coalesce" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_coalesce" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_coalesce" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_coalesce" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_coalesce" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_2', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_2', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_3(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_3(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 boolean[];
    nk2 boolean[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 3);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432579);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 3 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_3'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 3, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 3, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 3;
        v_set := set_config((v_tag || 'ws_3'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 3 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 3
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::boolean) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 3, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432579);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 3 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::boolean::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465283);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465283)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895035108392960 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465283);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_is_null" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_is_null" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_out_is_null" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM "public"."v_nx_out_is_null" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_is_null" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_is_null" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 3, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_is_null" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_is_null" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_is_null" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_is_null" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_is_null" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_is_null" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::boolean) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 3, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_is_null" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::boolean)
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_is_null" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::boolean) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_is_null" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::boolean)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_is_null" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_is_null" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::boolean) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_is_null" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_3', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_3', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_4(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_4(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 boolean[];
    nk2 boolean[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 4);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432580);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 4 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_4'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 4, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 4, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 4;
        v_set := set_config((v_tag || 'ws_4'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 4 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 4
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::boolean) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 4, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432580);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 4 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::boolean::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465284);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895039403360256 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465284);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_distinct_from" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_out_distinct_from" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM "public"."v_nx_out_distinct_from" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_distinct_from" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 4, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_distinct_from" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_distinct_from" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_distinct_from" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_distinct_from" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::boolean) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 4, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::boolean)
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_distinct_from" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::boolean) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_distinct_from" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::boolean)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_distinct_from" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_distinct_from" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::boolean) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_distinct_from" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_4', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_4', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_5(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_5(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 5);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432581);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 5 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_5'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 5, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 5, ARRAY[d."aid"::text, d."val"::text]
        FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 5;
        v_set := set_config((v_tag || 'ws_5'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 5 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 5
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 5, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432581);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 5 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465285);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465285)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895043698327552 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465285);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_nullif" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_nullif" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_nullif" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_out_nullif" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM "public"."v_nx_out_nullif" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_nullif" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_nullif" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 5, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_nullif" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_nullif" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_nullif" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_nullif" AS x WHERE x."aid" = ANY(k1) AND x."val" = ANY(k2) AND (x."aid", x."val") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_nullif" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_nullif" AS t WHERE t."aid" = ANY(k1) AND t."val" = ANY(k2) AND (t."aid", t."val") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_nullif" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 5, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."val")::text) AS rn
            FROM "public"."tv_nx_out_nullif" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."val")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_out_nullif" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_out_nullif" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_out_nullif" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."val" IS NULL OR x."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."val" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_out_nullif" AS r, ROW(x."aid", x."val")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."val")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."val")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_out_nullif" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."val" IS NULL OR t."val" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."val" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_out_nullif" ("aid", "val")
            SELECT (a.r)."aid", (a.r)."val" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_5', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_5', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_6(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_6(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 6);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432582);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 6 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_6'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 6 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 6 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 6, ARRAY[d."aid"::text, d."j"::text]
        FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 6;
        v_set := set_config((v_tag || 'ws_6'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 6 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 6
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 6, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432582);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 6 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465286);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465286)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895047993294848 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465286);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_is_null" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_is_null" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_where_is_null" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM "public"."v_nx_where_is_null" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_is_null" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_is_null" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 6, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_is_null" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_is_null" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_is_null" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_is_null" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_is_null" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_is_null" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 6, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_is_null" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_is_null" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_is_null" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_is_null" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_is_null" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_is_null" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_is_null" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_6', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_6', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_7(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_7(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 7);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432583);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 7 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_7'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 7, ARRAY[d."aid"::text, d."j"::text]
        FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 7;
        v_set := set_config((v_tag || 'ws_7'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 7 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 7
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 7, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432583);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 7 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465287);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465287)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895052288262144 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465287);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_coalesce" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_coalesce" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_where_coalesce" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM "public"."v_nx_where_coalesce" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_coalesce" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_coalesce" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 7, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_coalesce" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_coalesce" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_coalesce" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_coalesce" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_coalesce" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_coalesce" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 7, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_coalesce" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_coalesce" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_coalesce" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_coalesce" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_coalesce" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_coalesce" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_coalesce" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_7', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_7', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_8(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_8(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 8);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432584);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 8 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_8'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 8 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 8 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 8, ARRAY[d."aid"::text, d."j"::text]
        FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 8;
        v_set := set_config((v_tag || 'ws_8'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 8 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 8
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 8, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432584);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 8 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465288);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465288)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895056583229440 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465288);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_distinct_from" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_where_distinct_from" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM "public"."v_nx_where_distinct_from" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_distinct_from" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 8, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_distinct_from" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_distinct_from" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_distinct_from" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_distinct_from" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 8, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_distinct_from" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_distinct_from" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_distinct_from" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_distinct_from" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_distinct_from" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_distinct_from" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_8', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_8', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.f_9(p_capturing boolean)
CREATE OR REPLACE FUNCTION tview.f_9(p_capturing boolean)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_full boolean;
    v_fix bigint;
    v_deltas boolean := false;
    v_join boolean := false;
    v_st bigint[];
    v_wsum text;
    v_set text;
    v_tag text;
    v_nullkeys jsonb;
    v_capture jsonb;
    v_hashes integer[];
    v_ghashes integer[];
    v_h integer;
    v_keys bigint := 0;
    v_ins bigint := 0;
    v_dup bigint;  -- rows an insert by a unique key skipped (duplicate_keys)
    v_upd bigint := 0;
    v_del bigint := 0;
    v_big boolean;
    v_limit tid;  -- the compaction threshold (see _on_commit), set where a statement needs it
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 9);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432585);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 9 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_9'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 9 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 9 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 9, ARRAY[d."aid"::text, d."j"::text]
        FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
                        UNION ALL
                        SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 9;
        v_set := set_config((v_tag || 'ws_9'), '', true);
    END IF;
    -- take this tview's pending keys (one statement: read, dedup, type, witness; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 9 RETURNING q.k, q.ctid
    ), w AS (
        -- only sources whose rows name their keys changed: bump this session's witness row
        -- (a full refresh bumps them all, below, after the lock that orders such writers)
        UPDATE "tview".witness AS w SET n = w.n + 1
         WHERE w.tview_id = 9
           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                          pg_backend_pid()) % 64 + 64) % 64)
           AND NOT v_join AND NOT EXISTS (SELECT 1 FROM taken WHERE taken.k IS NULL)
        RETURNING 1
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_ins, v_big;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 9, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    v_keys := COALESCE(cardinality(k1), 0);
    -- key locks are advisory locks on key hashes, taken in one global order (sorted); a big
    -- batch takes the tview-wide lock instead and needs none
    IF v_keys = 1 THEN
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2) AS u(c1, c2);
    END IF;
    IF COALESCE(v_full, false) AND NOT v_join THEN
PERFORM pg_advisory_xact_lock(8391894964241432585);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 9 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
                      FROM jsonb_array_elements(v_nullkeys) AS e (e)) AS x;
        END IF;
        -- lock keys in one global order; a big batch takes the tview-wide lock instead
        IF v_keys > 64 OR cardinality(v_hashes) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894959946465289);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465289)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895060878196736 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465289);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_or" AS t WHERE true
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_or" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_or" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_nx_where_or" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM "public"."v_nx_where_or" AS x WHERE true
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_or" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_or" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 9, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text]::text) AS h
              FROM unnest(k1, k2) AS u (c1, c2)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_or" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_or" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_or" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_or" AS x WHERE x."aid" = ANY(k1) AND x."j" = ANY(k2) AND (x."aid", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_or" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_or" AS t WHERE t."aid" = ANY(k1) AND t."j" = ANY(k2) AND (t."aid", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_or" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 9, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."aid", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."aid", t."j")::text) AS rn
            FROM "public"."tv_nx_where_or" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."aid", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_nx_where_or" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_nx_where_or" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_nx_where_or" AS x WHERE (x."aid" IS NULL OR x."aid" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_nx_where_or" AS r, ROW(x."aid", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."aid", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."aid", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_nx_where_or" AS t WHERE (t."aid" IS NULL OR t."aid" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."aid" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_nx_where_or" ("aid", "j")
            SELECT (a.r)."aid", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_9', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_9', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
END
$function$;

-- function tview.flush()
CREATE OR REPLACE FUNCTION tview.flush()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_n integer := 0;  -- (flush()'s result: the passes that found work)
    v_set text;
    v_tag text;
    v_q oid;
    v_next integer;  -- (the position of the tview to flush next in v_ranked)
    v_ranked CONSTANT integer[] := '{1,2,3,4,5,6,7,8,9,10,11,12}';  -- (every tview, in rank order)
BEGIN
    -- the session's check (see session_ready)
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        v_q := to_regclass('pg_temp.tview_queue')::oid;  -- (once: a name lookup each time)
        IF v_q IS NULL THEN
            RETURN 0;
        END IF;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM v_q::text THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
    END IF;
    -- each pass flushes the first tview with work (a flush writes its table, whose triggers may
    -- flag tviews further down); v_n: the passes that found work
    <<converge>>
    BEGIN
        FOR v_i IN 1..100000 LOOP
            -- the first tview with work, by its position in rank order, with one test for all:
            -- PL/pgSQL prepares each expression once per transaction, at its first evaluation,
            -- and a test of its own per tview made every commit pay for the tviews installed,
            -- not for those written (position_switch then takes log2(n) tests to its block)
            v_next := 0;
            FOR v_j IN 1..12 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                v_n := v_i - 1;
                EXIT converge;
            END IF;
            IF v_next <= 6 THEN
                IF v_next <= 3 THEN
                    IF v_next <= 1 THEN
                        -- tview 1
                        v_set := set_config((v_tag || 'p_1'), '', true);
                        v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 2 THEN
                            -- tview 2
                            v_set := set_config((v_tag || 'p_2'), '', true);
                            v_set := "tview"."f_2"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 3
                            v_set := set_config((v_tag || 'p_3'), '', true);
                            v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 5 THEN
                            -- tview 5
                            v_set := set_config((v_tag || 'p_5'), '', true);
                            v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 6
                            v_set := set_config((v_tag || 'p_6'), '', true);
                            v_set := "tview"."f_6"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                END IF;
            ELSE
                IF v_next <= 9 THEN
                    IF v_next <= 7 THEN
                        -- tview 7
                        v_set := set_config((v_tag || 'p_7'), '', true);
                        v_set := "tview"."f_7"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 8 THEN
                            -- tview 8
                            v_set := set_config((v_tag || 'p_8'), '', true);
                            v_set := "tview"."f_8"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 9
                            v_set := set_config((v_tag || 'p_9'), '', true);
                            v_set := "tview"."f_9"(NULL)::text;  -- (an assignment: no query)
                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 10 THEN
                        -- tview 10
                        v_set := set_config((v_tag || 'p_10'), '', true);
                        v_set := "tview"."f_10"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        IF v_next <= 11 THEN
                            -- tview 11
                            v_set := set_config((v_tag || 'p_11'), '', true);
                            v_set := "tview"."f_11"(NULL)::text;  -- (an assignment: no query)
                        ELSE
                            -- tview 12: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_12'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    UPDATE "tview".witness AS w SET n = w.n + 1
                                     WHERE w.tview_id = 12
                                       AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                      pg_backend_pid()) % 64 + 64) % 64)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12)),
                                           pg_advisory_xact_lock_shared(8391894959946465292)::text || pg_advisory_xact_lock(8391895073763098624 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_12'), '', true)
                                      INTO v_cap, v_set;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_12'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_12'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_12"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_nx_group" AS t
                                           SET ("k", "cnt") = ROW(x."k", x."cnt")
                                          FROM "public"."v_nx_group" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_12', (COALESCE(NULLIF(current_setting('tview.sl_12', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_12', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_12'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_12'), '1', true);
                                            v_set := "tview"."f_12"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_12'), '', true);
                                    v_set := "tview"."f_12"(NULL)::text;
                                END IF;
                            END;

                        END IF;
                    END IF;
                END IF;
            END IF;
        END LOOP;
        RAISE EXCEPTION 'tview: flush does not converge (cyclic tview dependencies?)';
    END converge;
    IF current_setting('tview.logged', true) = '1' THEN
        -- rows of the current statement stay: a flush can run inside it (SET CONSTRAINTS ALL
        -- IMMEDIATE) before the triggers of its other sources, which still need them
        DELETE FROM pg_temp.tview_log WHERE stmt IS DISTINCT FROM statement_timestamp();
    END IF;
    RETURN v_n;
END
$function$;

-- function tview.u_<oid:public.a>()
CREATE OR REPLACE FUNCTION tview.u_<oid:public.a>()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;  -- (set by each block past its gate: session_ready)
    -- each block's gate flag, less the trigger depth ('': a block that tests none, always run)
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.a>_","tview.g2_<oid:public.a>_","tview.g3_<oid:public.a>_","tview.g4_<oid:public.a>_","tview.g5_<oid:public.a>_","tview.g6_<oid:public.a>_","tview.g7_<oid:public.a>_","tview.g8_<oid:public.a>_","tview.g9_<oid:public.a>_","tview.g10_<oid:public.a>_","tview.g11_<oid:public.a>_","tview.g12_<oid:public.a>_"}';
BEGIN
    IF current_setting(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- no gate flagged it (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '', true);
    IF pg_trigger_depth() = 1 THEN
        -- the relation's mark (sqlgen.queued_mark), which the trigger's WHEN read: every flag
        -- of a statement at the top level has been queued by now (decision 0024)
        v_set := set_config(concat('tview.q_', TG_RELID), '', true);
    END IF;
    -- one test per tview, the same expression for all: a tview whose gate did not flag the
    -- statement costs neither a block's set-up nor a test of its own (PL/pgSQL prepares each
    -- expression once per transaction, at its first evaluation: a test per tview made every
    -- UPDATE pay for every tview on the source); position_switch then reaches the block
    FOR v_b IN 1..12 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
        IF v_b <= 6 THEN
            IF v_b <= 3 THEN
                IF v_b <= 1 THEN

    -- tview 1: its UPDATE function's work (leaving the block where it returns)
    <<t_1>>
    DECLARE
    BEGIN
        -- the gate (tview_1_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_1;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 1, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 1, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 1, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 1 (see flush), in the queue
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
        EXIT t_1;
    END t_1;

                ELSE
                    IF v_b <= 2 THEN

    -- tview 2: its UPDATE function's work (leaving the block where it returns)
    <<t_2>>
    DECLARE
    BEGIN
        -- the gate (tview_2_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_2;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 2, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 2, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 2, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 2 (see flush), in the queue
        v_set := set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'q_2'), '1', true);
        EXIT t_2;
    END t_2;

                    ELSE

    -- tview 3: its UPDATE function's work (leaving the block where it returns)
    <<t_3>>
    DECLARE
    BEGIN
        -- the gate (tview_3_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g3_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_3;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g3_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 3, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 3, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 3, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 3 (see flush), in the queue
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
        EXIT t_3;
    END t_3;

                    END IF;
                END IF;
            ELSE
                IF v_b <= 4 THEN

    -- tview 4: its UPDATE function's work (leaving the block where it returns)
    <<t_4>>
    DECLARE
    BEGIN
        -- the gate (tview_4_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_4;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 4, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 4, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 4, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 4 (see flush), in the queue
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
        EXIT t_4;
    END t_4;

                ELSE
                    IF v_b <= 5 THEN

    -- tview 5: its UPDATE function's work (leaving the block where it returns)
    <<t_5>>
    DECLARE
    BEGIN
        -- the gate (tview_5_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_5;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 5, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 5, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 5, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 5 (see flush), in the queue
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
        EXIT t_5;
    END t_5;

                    ELSE

    -- tview 6: its UPDATE function's work (leaving the block where it returns)
    <<t_6>>
    DECLARE
    BEGIN
        -- the gate (tview_6_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g6_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_6;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g6_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku6_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_6'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_6_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (6, ARRAY[current_setting((v_tag || 'k_6'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_6'), '1', true)
                     || set_config((v_tag || 'k_6'), '', true)
                     || set_config((v_tag || 'p_6'), '1', true)
                     || set_config((v_tag || 'q_6'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_6'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_6_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 6, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 6 (see flush)
                v_set := set_config((v_tag || 'p_6'), '1', true)
                         || set_config((v_tag || 'q_6'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 6, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 6 (see flush)
                v_set := set_config((v_tag || 'p_6'), '1', true)
                         || set_config((v_tag || 'q_6'), '1', true);
            END IF;
        END IF;
        EXIT t_6;
    END t_6;

                    END IF;
                END IF;
            END IF;
        ELSE
            IF v_b <= 9 THEN
                IF v_b <= 7 THEN

    -- tview 7: its UPDATE function's work (leaving the block where it returns)
    <<t_7>>
    DECLARE
    BEGIN
        -- the gate (tview_7_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g7_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_7;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g7_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku7_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_7'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_7_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_7'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (7, ARRAY[current_setting((v_tag || 'k_7'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_7'), '1', true)
                     || set_config((v_tag || 'k_7'), '', true)
                     || set_config((v_tag || 'p_7'), '1', true)
                     || set_config((v_tag || 'q_7'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_7'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_7_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 7, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 7, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
            END IF;
        END IF;
        EXIT t_7;
    END t_7;

                ELSE
                    IF v_b <= 8 THEN

    -- tview 8: its UPDATE function's work (leaving the block where it returns)
    <<t_8>>
    DECLARE
    BEGIN
        -- the gate (tview_8_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g8_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_8;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g8_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku8_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_8'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_8_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_8'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (8, ARRAY[current_setting((v_tag || 'k_8'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_8'), '1', true)
                     || set_config((v_tag || 'k_8'), '', true)
                     || set_config((v_tag || 'p_8'), '1', true)
                     || set_config((v_tag || 'q_8'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_8'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_8_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 8, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 8 (see flush)
                v_set := set_config((v_tag || 'p_8'), '1', true)
                         || set_config((v_tag || 'q_8'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 8, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 8 (see flush)
                v_set := set_config((v_tag || 'p_8'), '1', true)
                         || set_config((v_tag || 'q_8'), '1', true);
            END IF;
        END IF;
        EXIT t_8;
    END t_8;

                    ELSE

    -- tview 9: its UPDATE function's work (leaving the block where it returns)
    <<t_9>>
    DECLARE
    BEGIN
        -- the gate (tview_9_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g9_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_9;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g9_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku9_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_9'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_9_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_9'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (9, ARRAY[current_setting((v_tag || 'k_9'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_9'), '1', true)
                     || set_config((v_tag || 'k_9'), '', true)
                     || set_config((v_tag || 'p_9'), '1', true)
                     || set_config((v_tag || 'q_9'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_9'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_9_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 9, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 9 (see flush)
                v_set := set_config((v_tag || 'p_9'), '1', true)
                         || set_config((v_tag || 'q_9'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 9, ARRAY[d."aid"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 9 (see flush)
                v_set := set_config((v_tag || 'p_9'), '1', true)
                         || set_config((v_tag || 'q_9'), '1', true);
            END IF;
        END IF;
        EXIT t_9;
    END t_9;

                    END IF;
                END IF;
            ELSE
                IF v_b <= 10 THEN

    -- tview 10: its UPDATE function's work (leaving the block where it returns)
    <<t_10>>
    DECLARE
    BEGIN
        -- the gate (tview_10_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g10_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_10;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g10_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 10, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 10, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 10, ARRAY[d."i"::text, d."side"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 10 (see flush), in the queue
        v_set := set_config((v_tag || 'p_10'), '1', true)
                 || set_config((v_tag || 'q_10'), '1', true);
        EXIT t_10;
    END t_10;

                ELSE
                    IF v_b <= 11 THEN

    -- tview 11: its UPDATE function's work (leaving the block where it returns)
    <<t_11>>
    DECLARE
    BEGIN
        -- the gate (tview_11_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g11_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_11;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g11_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 11, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 11, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 11, ARRAY[d."id"::text, d."k"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
                    UNION ALL
                    SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 11 (see flush), in the queue
        v_set := set_config((v_tag || 'p_11'), '1', true)
                 || set_config((v_tag || 'q_11'), '1', true);
        EXIT t_11;
    END t_11;

                    ELSE

    -- tview 12: its UPDATE function's work (leaving the block where it returns)
    <<t_12>>
    DECLARE
    BEGIN
        -- the gate (tview_12_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g12_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_12;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g12_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 12, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 12, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH d AS MATERIALIZED (
            SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
            HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 2 < count(*)
        )
        SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 12 (see flush), in the queue
        v_set := set_config((v_tag || 'p_12'), '1', true)
                 || set_config((v_tag || 'q_12'), '1', true);
        EXIT t_12;
    END t_12;

                    END IF;
                END IF;
            END IF;
        END IF;
    END LOOP;
    -- a block passed its gate: its work is queued
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_tag IS NOT NULL THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;
END
$function$;

-- function tview.u_<oid:public.b>()
CREATE OR REPLACE FUNCTION tview.u_<oid:public.b>()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;  -- (set by each block past its gate: session_ready)
    -- each block's gate flag, less the trigger depth ('': a block that tests none, always run)
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.b>_","tview.g2_<oid:public.b>_","tview.g3_<oid:public.b>_","tview.g4_<oid:public.b>_","tview.g5_<oid:public.b>_","tview.g6_<oid:public.b>_","tview.g7_<oid:public.b>_","tview.g8_<oid:public.b>_","tview.g9_<oid:public.b>_","tview.g10_<oid:public.b>_","tview.g11_<oid:public.b>_","tview.g12_<oid:public.b>_"}';
BEGIN
    IF current_setting(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- no gate flagged it (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '', true);
    IF pg_trigger_depth() = 1 THEN
        -- the relation's mark (sqlgen.queued_mark), which the trigger's WHEN read: every flag
        -- of a statement at the top level has been queued by now (decision 0024)
        v_set := set_config(concat('tview.q_', TG_RELID), '', true);
    END IF;
    -- one test per tview, the same expression for all: a tview whose gate did not flag the
    -- statement costs neither a block's set-up nor a test of its own (PL/pgSQL prepares each
    -- expression once per transaction, at its first evaluation: a test per tview made every
    -- UPDATE pay for every tview on the source); position_switch then reaches the block
    FOR v_b IN 1..12 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
        IF v_b <= 6 THEN
            IF v_b <= 3 THEN
                IF v_b <= 1 THEN

    -- tview 1: its UPDATE function's work (leaving the block where it returns)
    <<t_1>>
    DECLARE
    BEGIN
        -- the gate (tview_1_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g1_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_1;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 1, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 1, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 1, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", CASE WHEN "b"."k" > 5 THEN CAST('big' AS TEXT) WHEN "b"."k" IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN CASE WHEN FALSE THEN "b"."k" END > 5 THEN CAST('big' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."k" END IS NULL THEN CAST('none' AS TEXT) ELSE CAST('small' AS TEXT) END AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 1 (see flush), in the queue
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
        EXIT t_1;
    END t_1;

                ELSE
                    IF v_b <= 2 THEN

    -- tview 2: its UPDATE function's work (leaving the block where it returns)
    <<t_2>>
    DECLARE
    BEGIN
        -- the gate (tview_2_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g2_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_2;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g2_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_2'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 2), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 2, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 2, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 2, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", COALESCE("b"."k", CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 2 (see flush), in the queue
        v_set := set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'q_2'), '1', true);
        EXIT t_2;
    END t_2;

                    ELSE

    -- tview 3: its UPDATE function's work (leaving the block where it returns)
    <<t_3>>
    DECLARE
    BEGIN
        -- the gate (tview_3_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g3_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_3;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g3_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_3'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 3), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 3, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 3, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 3, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."id" IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."id" END IS NULL AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 3 (see flush), in the queue
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
        EXIT t_3;
    END t_3;

                    END IF;
                END IF;
            ELSE
                IF v_b <= 4 THEN

    -- tview 4: its UPDATE function's work (leaving the block where it returns)
    <<t_4>>
    DECLARE
    BEGIN
        -- the gate (tview_4_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g4_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_4;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g4_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 4, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 4, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 4, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", "b"."k" IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5 AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 4 (see flush), in the queue
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
        EXIT t_4;
    END t_4;

                ELSE
                    IF v_b <= 5 THEN

    -- tview 5: its UPDATE function's work (leaving the block where it returns)
    <<t_5>>
    DECLARE
    BEGIN
        -- the gate (tview_5_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g5_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_5;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g5_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 5, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 5, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 5, ARRAY[d."aid"::text, d."val"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."val" FROM (SELECT "a"."id" AS "aid", NULLIF(COALESCE("b"."k", 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "aid", NULLIF(COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0), 5) AS "val" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 5 (see flush), in the queue
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
        EXIT t_5;
    END t_5;

                    ELSE

    -- tview 6: its UPDATE function's work (leaving the block where it returns)
    <<t_6>>
    DECLARE
    BEGIN
        -- the gate (tview_6_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g6_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_6;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g6_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_6'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_6'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 6), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 6, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 6, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 6, ARRAY[d."aid"::text, d."j"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."id" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."id" END IS NULL) AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 6 (see flush), in the queue
        v_set := set_config((v_tag || 'p_6'), '1', true)
                 || set_config((v_tag || 'q_6'), '1', true);
        EXIT t_6;
    END t_6;

                    END IF;
                END IF;
            END IF;
        ELSE
            IF v_b <= 9 THEN
                IF v_b <= 7 THEN

    -- tview 7: its UPDATE function's work (leaving the block where it returns)
    <<t_7>>
    DECLARE
    BEGIN
        -- the gate (tview_7_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g7_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_7;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g7_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 7, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 7, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 7, ARRAY[d."aid"::text, d."j"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE("b"."k", 0) < 6 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE COALESCE(CASE WHEN FALSE THEN "b"."k" END, 0) < 6) AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 7 (see flush), in the queue
        v_set := set_config((v_tag || 'p_7'), '1', true)
                 || set_config((v_tag || 'q_7'), '1', true);
        EXIT t_7;
    END t_7;

                ELSE
                    IF v_b <= 8 THEN

    -- tview 8: its UPDATE function's work (leaving the block where it returns)
    <<t_8>>
    DECLARE
    BEGIN
        -- the gate (tview_8_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g8_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_8;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g8_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 8, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 8, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 8, ARRAY[d."aid"::text, d."j"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" IS DISTINCT FROM 5 UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END IS DISTINCT FROM 5) AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 8 (see flush), in the queue
        v_set := set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'q_8'), '1', true);
        EXIT t_8;
    END t_8;

                    ELSE

    -- tview 9: its UPDATE function's work (leaving the block where it returns)
    <<t_9>>
    DECLARE
    BEGIN
        -- the gate (tview_9_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g9_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_9;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g9_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_9'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_9'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 9), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 9, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 9, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 9, ARRAY[d."aid"::text, d."j"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
                    UNION ALL
                    SELECT "__d"."aid", "__d"."j" FROM (SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE "b"."k" > 5 OR "b"."k" IS NULL UNION ALL SELECT "a"."id" AS "aid", "a"."j" AS "j" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" WHERE CASE WHEN FALSE THEN "b"."k" END > 5 OR CASE WHEN FALSE THEN "b"."k" END IS NULL) AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 9 (see flush), in the queue
        v_set := set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'q_9'), '1', true);
        EXIT t_9;
    END t_9;

                    END IF;
                END IF;
            ELSE
                IF v_b <= 10 THEN

    -- tview 10: its UPDATE function's work (leaving the block where it returns)
    <<t_10>>
    DECLARE
    BEGIN
        -- the gate (tview_10_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g10_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_10;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g10_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_10'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_10'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 10), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 10, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 10, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 10, ARRAY[d."i"::text, d."side"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."i", "__d"."side" FROM (SELECT COALESCE("a"."i", "b"."i") AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "a"."i" END, "b"."i") AS "i", CASE WHEN CASE WHEN FALSE THEN "a"."id" END IS NULL THEN CAST('b only' AS TEXT) WHEN "b"."id" IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE("a"."i", CASE WHEN FALSE THEN "b"."i" END) AS "i", CASE WHEN "a"."id" IS NULL THEN CAST('b only' AS TEXT) WHEN CASE WHEN FALSE THEN "b"."id" END IS NULL THEN CAST('a only' AS TEXT) ELSE CAST('both' AS TEXT) END AS "side" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 10 (see flush), in the queue
        v_set := set_config((v_tag || 'p_10'), '1', true)
                 || set_config((v_tag || 'q_10'), '1', true);
        EXIT t_10;
    END t_10;

                ELSE
                    IF v_b <= 11 THEN

    -- tview 11: its UPDATE function's work (leaving the block where it returns)
    <<t_11>>
    DECLARE
    BEGIN
        -- the gate (tview_11_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g11_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_11;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g11_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_11'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_11'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 11), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 11, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 11, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 11, ARRAY[d."id"::text, d."k"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
                    UNION ALL
                    SELECT "__d"."id", "__d"."k" FROM (SELECT "j"."id" AS "id", COALESCE("j"."k", 0) AS "k" FROM (SELECT "a"."id" AS "id", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT "a"."id" AS "id", CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "j") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 11 (see flush), in the queue
        v_set := set_config((v_tag || 'p_11'), '1', true)
                 || set_config((v_tag || 'q_11'), '1', true);
        EXIT t_11;
    END t_11;

                    ELSE

    -- tview 12: its UPDATE function's work (leaving the block where it returns)
    <<t_12>>
    DECLARE
    BEGIN
        -- the gate (tview_12_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g12_<oid:public.b>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_12;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g12_<oid:public.b>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_12'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_12'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 12), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 12, <oid:public.b>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 12, <oid:public.b>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH d AS MATERIALIZED (
            SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."k" FROM (SELECT COALESCE("b"."k", CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT COALESCE(CASE WHEN FALSE THEN "b"."k" END, CAST('-1' AS INT)) AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
            HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 2 < count(*)
        )
        SELECT 12, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 12, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 12 (see flush), in the queue
        v_set := set_config((v_tag || 'p_12'), '1', true)
                 || set_config((v_tag || 'q_12'), '1', true);
        EXIT t_12;
    END t_12;

                    END IF;
                END IF;
            END IF;
        END IF;
    END LOOP;
    -- a block passed its gate: its work is queued
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_tag IS NOT NULL THEN
        -- queue the commit-time flush after this statement's work (see _on_commit)
        IF (CASE WHEN set_config((v_tag || 'armed'), current_setting('tview.checked', true), true) IS NULL THEN false
                 WHEN pg_catalog.txid_current() % 256 <> 0 THEN false
                 ELSE pg_catalog.pg_relation_size('pg_temp.tview_arm') > COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) END) THEN
            TRUNCATE pg_temp.tview_arm;  -- (no event of this transaction is pending on it yet)
        END IF;
        INSERT INTO pg_temp.tview_arm VALUES (true);
    END IF;
    RETURN NEW;
END
$function$;

-- trigger tview_10_added on a
CREATE TRIGGER tview_10_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i10_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i10_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_added();

-- trigger tview_10_changed on a
CREATE TRIGGER tview_10_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c10_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c10_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_changed();

-- trigger tview_10_del on a
CREATE TRIGGER tview_10_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_del();

-- trigger tview_10_gate on a
CREATE TRIGGER tview_10_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (current_setting('tview.c10_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g10_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_gate();

-- trigger tview_10_ins on a
CREATE TRIGGER tview_10_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (current_setting('tview.i10_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_ins();

-- trigger tview_10_replica on a
CREATE TRIGGER tview_10_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('10');

-- trigger tview_10_trunc on a
CREATE TRIGGER tview_10_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_trunc();

-- trigger tview_11_added on a
CREATE TRIGGER tview_11_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i11_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i11_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_added();

-- trigger tview_11_changed on a
CREATE TRIGGER tview_11_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c11_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c11_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_changed();

-- trigger tview_11_del on a
CREATE TRIGGER tview_11_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_del();

-- trigger tview_11_gate on a
CREATE TRIGGER tview_11_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (current_setting('tview.c11_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g11_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_gate();

-- trigger tview_11_ins on a
CREATE TRIGGER tview_11_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (current_setting('tview.i11_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_ins();

-- trigger tview_11_replica on a
CREATE TRIGGER tview_11_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('11');

-- trigger tview_11_trunc on a
CREATE TRIGGER tview_11_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_trunc();

-- trigger tview_12_added on a
CREATE TRIGGER tview_12_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i12_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i12_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_added();

-- trigger tview_12_changed on a
CREATE TRIGGER tview_12_changed AFTER UPDATE OF i ON public.a FOR EACH ROW WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c12_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i), ROW(new.i)) AND (set_config('tview.c12_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_changed();

-- trigger tview_12_del on a
CREATE TRIGGER tview_12_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_del();

-- trigger tview_12_gate on a
CREATE TRIGGER tview_12_gate AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (current_setting('tview.c12_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g12_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_gate();

-- trigger tview_12_ins on a
CREATE TRIGGER tview_12_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (current_setting('tview.i12_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_ins();

-- trigger tview_12_replica on a
CREATE TRIGGER tview_12_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('12');

-- trigger tview_12_trunc on a
CREATE TRIGGER tview_12_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_trunc();

-- trigger tview_1_added on a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_added();

-- trigger tview_1_changed on a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_changed();

-- trigger tview_1_del on a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_del();

-- trigger tview_1_gate on a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_gate();

-- trigger tview_1_ins on a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_ins();

-- trigger tview_1_replica on a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_trunc();

-- trigger tview_2_added on a
CREATE TRIGGER tview_2_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_added();

-- trigger tview_2_changed on a
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_changed();

-- trigger tview_2_del on a
CREATE TRIGGER tview_2_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_del();

-- trigger tview_2_gate on a
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_gate();

-- trigger tview_2_ins on a
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_ins();

-- trigger tview_2_replica on a
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on a
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_trunc();

-- trigger tview_3_added on a
CREATE TRIGGER tview_3_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_added();

-- trigger tview_3_changed on a
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_changed();

-- trigger tview_3_del on a
CREATE TRIGGER tview_3_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_del();

-- trigger tview_3_gate on a
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_gate();

-- trigger tview_3_ins on a
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_ins();

-- trigger tview_3_replica on a
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on a
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_trunc();

-- trigger tview_4_added on a
CREATE TRIGGER tview_4_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_added();

-- trigger tview_4_changed on a
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_changed();

-- trigger tview_4_del on a
CREATE TRIGGER tview_4_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_del();

-- trigger tview_4_gate on a
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_gate();

-- trigger tview_4_ins on a
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_ins();

-- trigger tview_4_replica on a
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on a
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_trunc();

-- trigger tview_5_added on a
CREATE TRIGGER tview_5_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_added();

-- trigger tview_5_changed on a
CREATE TRIGGER tview_5_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_changed();

-- trigger tview_5_del on a
CREATE TRIGGER tview_5_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_del();

-- trigger tview_5_gate on a
CREATE TRIGGER tview_5_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_gate();

-- trigger tview_5_ins on a
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_ins();

-- trigger tview_5_replica on a
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on a
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_trunc();

-- trigger tview_6_added on a
CREATE TRIGGER tview_6_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_added();

-- trigger tview_6_changed on a
CREATE TRIGGER tview_6_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c6_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c6_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_changed();

-- trigger tview_6_del on a
CREATE TRIGGER tview_6_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_del();

-- trigger tview_6_gate on a
CREATE TRIGGER tview_6_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (current_setting('tview.c6_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g6_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_gate();

-- trigger tview_6_ins on a
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_ins();

-- trigger tview_6_key on a
CREATE TRIGGER tview_6_key AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (set_config('tview.ku6_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_key();

-- trigger tview_6_replica on a
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on a
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_trunc();

-- trigger tview_7_added on a
CREATE TRIGGER tview_7_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_added();

-- trigger tview_7_changed on a
CREATE TRIGGER tview_7_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_changed();

-- trigger tview_7_del on a
CREATE TRIGGER tview_7_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_del();

-- trigger tview_7_gate on a
CREATE TRIGGER tview_7_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_gate();

-- trigger tview_7_ins on a
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_ins();

-- trigger tview_7_key on a
CREATE TRIGGER tview_7_key AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (set_config('tview.ku7_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_key();

-- trigger tview_7_replica on a
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on a
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_trunc();

-- trigger tview_8_added on a
CREATE TRIGGER tview_8_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i8_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i8_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_added();

-- trigger tview_8_changed on a
CREATE TRIGGER tview_8_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c8_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c8_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_changed();

-- trigger tview_8_del on a
CREATE TRIGGER tview_8_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_del();

-- trigger tview_8_gate on a
CREATE TRIGGER tview_8_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.c8_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g8_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_gate();

-- trigger tview_8_ins on a
CREATE TRIGGER tview_8_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.i8_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_ins();

-- trigger tview_8_key on a
CREATE TRIGGER tview_8_key AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (set_config('tview.ku8_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_key();

-- trigger tview_8_replica on a
CREATE TRIGGER tview_8_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('8');

-- trigger tview_8_trunc on a
CREATE TRIGGER tview_8_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_trunc();

-- trigger tview_9_added on a
CREATE TRIGGER tview_9_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i9_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i9_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_added();

-- trigger tview_9_changed on a
CREATE TRIGGER tview_9_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c9_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c9_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_changed();

-- trigger tview_9_del on a
CREATE TRIGGER tview_9_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_del();

-- trigger tview_9_gate on a
CREATE TRIGGER tview_9_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (current_setting('tview.c9_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g9_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_gate();

-- trigger tview_9_ins on a
CREATE TRIGGER tview_9_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (current_setting('tview.i9_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_ins();

-- trigger tview_9_key on a
CREATE TRIGGER tview_9_key AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (set_config('tview.ku9_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_key();

-- trigger tview_9_replica on a
CREATE TRIGGER tview_9_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('9');

-- trigger tview_9_trunc on a
CREATE TRIGGER tview_9_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_trunc();

-- trigger tview_upd on a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.a>();

-- trigger tview_10_added on b
CREATE TRIGGER tview_10_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i10_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i10_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_added();

-- trigger tview_10_changed on b
CREATE TRIGGER tview_10_changed AFTER UPDATE OF i, id ON public.b FOR EACH ROW WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c10_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c10_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_changed();

-- trigger tview_10_del on b
CREATE TRIGGER tview_10_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_del();

-- trigger tview_10_gate on b
CREATE TRIGGER tview_10_gate AFTER UPDATE OF i, id ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (current_setting('tview.c10_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g10_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_gate();

-- trigger tview_10_ins on b
CREATE TRIGGER tview_10_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL) AND (current_setting('tview.i10_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_ins();

-- trigger tview_10_replica on b
CREATE TRIGGER tview_10_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('10');

-- trigger tview_10_trunc on b
CREATE TRIGGER tview_10_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_full_case'::regclass IS NOT NULL) AND ('v_nx_full_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_trunc();

-- trigger tview_11_added on b
CREATE TRIGGER tview_11_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i11_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i11_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_added();

-- trigger tview_11_changed on b
CREATE TRIGGER tview_11_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c11_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c11_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_changed();

-- trigger tview_11_del on b
CREATE TRIGGER tview_11_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_del();

-- trigger tview_11_gate on b
CREATE TRIGGER tview_11_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (current_setting('tview.c11_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g11_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_gate();

-- trigger tview_11_ins on b
CREATE TRIGGER tview_11_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL) AND (current_setting('tview.i11_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_ins();

-- trigger tview_11_replica on b
CREATE TRIGGER tview_11_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('11');

-- trigger tview_11_trunc on b
CREATE TRIGGER tview_11_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_cte'::regclass IS NOT NULL) AND ('v_nx_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.b>_trunc();

-- trigger tview_12_added on b
CREATE TRIGGER tview_12_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i12_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i12_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_added();

-- trigger tview_12_changed on b
CREATE TRIGGER tview_12_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c12_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c12_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_changed();

-- trigger tview_12_del on b
CREATE TRIGGER tview_12_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_del();

-- trigger tview_12_gate on b
CREATE TRIGGER tview_12_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (current_setting('tview.c12_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g12_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_gate();

-- trigger tview_12_ins on b
CREATE TRIGGER tview_12_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL) AND (current_setting('tview.i12_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_ins();

-- trigger tview_12_replica on b
CREATE TRIGGER tview_12_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('12');

-- trigger tview_12_trunc on b
CREATE TRIGGER tview_12_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_group'::regclass IS NOT NULL) AND ('v_nx_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.b>_trunc();

-- trigger tview_1_added on b
CREATE TRIGGER tview_1_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_added();

-- trigger tview_1_changed on b
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c1_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_changed();

-- trigger tview_1_del on b
CREATE TRIGGER tview_1_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_del();

-- trigger tview_1_gate on b
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_gate();

-- trigger tview_1_ins on b
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_ins();

-- trigger tview_1_replica on b
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on b
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_case'::regclass IS NOT NULL) AND ('v_nx_out_case'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_trunc();

-- trigger tview_2_added on b
CREATE TRIGGER tview_2_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_added();

-- trigger tview_2_changed on b
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c2_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_changed();

-- trigger tview_2_del on b
CREATE TRIGGER tview_2_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_del();

-- trigger tview_2_gate on b
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_gate();

-- trigger tview_2_ins on b
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_ins();

-- trigger tview_2_replica on b
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on b
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_coalesce'::regclass IS NOT NULL) AND ('v_nx_out_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_trunc();

-- trigger tview_3_added on b
CREATE TRIGGER tview_3_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_added();

-- trigger tview_3_changed on b
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, id ON public.b FOR EACH ROW WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_changed();

-- trigger tview_3_del on b
CREATE TRIGGER tview_3_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_del();

-- trigger tview_3_gate on b
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, id ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_gate();

-- trigger tview_3_ins on b
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_ins();

-- trigger tview_3_replica on b
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on b
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_is_null'::regclass IS NOT NULL) AND ('v_nx_out_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_trunc();

-- trigger tview_4_added on b
CREATE TRIGGER tview_4_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_added();

-- trigger tview_4_changed on b
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c4_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_changed();

-- trigger tview_4_del on b
CREATE TRIGGER tview_4_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_del();

-- trigger tview_4_gate on b
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_gate();

-- trigger tview_4_ins on b
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_ins();

-- trigger tview_4_replica on b
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on b
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_distinct_from'::regclass IS NOT NULL) AND ('v_nx_out_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_trunc();

-- trigger tview_5_added on b
CREATE TRIGGER tview_5_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_added();

-- trigger tview_5_changed on b
CREATE TRIGGER tview_5_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c5_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_changed();

-- trigger tview_5_del on b
CREATE TRIGGER tview_5_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_del();

-- trigger tview_5_gate on b
CREATE TRIGGER tview_5_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_gate();

-- trigger tview_5_ins on b
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_ins();

-- trigger tview_5_replica on b
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on b
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_out_nullif'::regclass IS NOT NULL) AND ('v_nx_out_nullif'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_trunc();

-- trigger tview_6_added on b
CREATE TRIGGER tview_6_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_added();

-- trigger tview_6_changed on b
CREATE TRIGGER tview_6_changed AFTER UPDATE OF i, id ON public.b FOR EACH ROW WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_changed();

-- trigger tview_6_del on b
CREATE TRIGGER tview_6_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_del();

-- trigger tview_6_gate on b
CREATE TRIGGER tview_6_gate AFTER UPDATE OF i, id ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (current_setting('tview.c6_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g6_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_gate();

-- trigger tview_6_ins on b
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_ins();

-- trigger tview_6_replica on b
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on b
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_is_null'::regclass IS NOT NULL) AND ('v_nx_where_is_null'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_trunc();

-- trigger tview_7_added on b
CREATE TRIGGER tview_7_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_added();

-- trigger tview_7_changed on b
CREATE TRIGGER tview_7_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c7_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_changed();

-- trigger tview_7_del on b
CREATE TRIGGER tview_7_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_del();

-- trigger tview_7_gate on b
CREATE TRIGGER tview_7_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_gate();

-- trigger tview_7_ins on b
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_ins();

-- trigger tview_7_replica on b
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on b
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_coalesce'::regclass IS NOT NULL) AND ('v_nx_where_coalesce'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_trunc();

-- trigger tview_8_added on b
CREATE TRIGGER tview_8_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i8_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i8_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_added();

-- trigger tview_8_changed on b
CREATE TRIGGER tview_8_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c8_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c8_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_changed();

-- trigger tview_8_del on b
CREATE TRIGGER tview_8_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_del();

-- trigger tview_8_gate on b
CREATE TRIGGER tview_8_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.c8_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g8_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_gate();

-- trigger tview_8_ins on b
CREATE TRIGGER tview_8_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL) AND (current_setting('tview.i8_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_ins();

-- trigger tview_8_replica on b
CREATE TRIGGER tview_8_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('8');

-- trigger tview_8_trunc on b
CREATE TRIGGER tview_8_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_distinct_from'::regclass IS NOT NULL) AND ('v_nx_where_distinct_from'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_trunc();

-- trigger tview_9_added on b
CREATE TRIGGER tview_9_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i9_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i9_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_added();

-- trigger tview_9_changed on b
CREATE TRIGGER tview_9_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c9_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c9_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_changed();

-- trigger tview_9_del on b
CREATE TRIGGER tview_9_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_del();

-- trigger tview_9_gate on b
CREATE TRIGGER tview_9_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (current_setting('tview.c9_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g9_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_gate();

-- trigger tview_9_ins on b
CREATE TRIGGER tview_9_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL) AND (current_setting('tview.i9_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_ins();

-- trigger tview_9_replica on b
CREATE TRIGGER tview_9_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('9');

-- trigger tview_9_trunc on b
CREATE TRIGGER tview_9_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_nx_where_or'::regclass IS NOT NULL) AND ('v_nx_where_or'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_trunc();

-- trigger tview_upd on b
CREATE TRIGGER tview_upd AFTER UPDATE ON public.b REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.b>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.b>();

-- table public.tv_nx_cte
TABLE public.tv_nx_cte (
    id integer,
    k integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_cte_tview_key ON public.tv_nx_cte USING btree (id, k);

-- table public.tv_nx_full_case
TABLE public.tv_nx_full_case (
    i integer,
    side text
) WITH (fillfactor=50);

CREATE INDEX tv_nx_full_case_tview_key ON public.tv_nx_full_case USING btree (i, side);

-- table public.tv_nx_group
TABLE public.tv_nx_group (
    k integer,
    cnt bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_nx_group_tview_key ON public.tv_nx_group USING btree (k) NULLS NOT DISTINCT;

-- table public.tv_nx_out_case
TABLE public.tv_nx_out_case (
    aid integer,
    val text
) WITH (fillfactor=50);

CREATE INDEX tv_nx_out_case_tview_key ON public.tv_nx_out_case USING btree (aid, val);

-- table public.tv_nx_out_coalesce
TABLE public.tv_nx_out_coalesce (
    aid integer,
    val integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_out_coalesce_tview_key ON public.tv_nx_out_coalesce USING btree (aid, val);

-- table public.tv_nx_out_distinct_from
TABLE public.tv_nx_out_distinct_from (
    aid integer,
    val boolean
) WITH (fillfactor=50);

CREATE INDEX tv_nx_out_distinct_from_tview_key ON public.tv_nx_out_distinct_from USING btree (aid, val);

-- table public.tv_nx_out_is_null
TABLE public.tv_nx_out_is_null (
    aid integer,
    val boolean
) WITH (fillfactor=50);

CREATE INDEX tv_nx_out_is_null_tview_key ON public.tv_nx_out_is_null USING btree (aid, val);

-- table public.tv_nx_out_nullif
TABLE public.tv_nx_out_nullif (
    aid integer,
    val integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_out_nullif_tview_key ON public.tv_nx_out_nullif USING btree (aid, val);

-- table public.tv_nx_where_coalesce
TABLE public.tv_nx_where_coalesce (
    aid integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_where_coalesce_tview_key ON public.tv_nx_where_coalesce USING btree (aid, j);

-- table public.tv_nx_where_distinct_from
TABLE public.tv_nx_where_distinct_from (
    aid integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_where_distinct_from_tview_key ON public.tv_nx_where_distinct_from USING btree (aid, j);

-- table public.tv_nx_where_is_null
TABLE public.tv_nx_where_is_null (
    aid integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_where_is_null_tview_key ON public.tv_nx_where_is_null USING btree (aid, j);

-- table public.tv_nx_where_or
TABLE public.tv_nx_where_or (
    aid integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_nx_where_or_tview_key ON public.tv_nx_where_or USING btree (aid, j);
