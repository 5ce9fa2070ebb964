-- model tv_td1 (key ['id'], rank 1)
--   SELECT b.id, b.a_id, jsonb_build_object('id', b.id, 'val', b.val, 'tag', b.tag) AS data FROM tb_b b
-- model tv_td2 (key ['id'], rank 2)
--   SELECT a.id, jsonb_build_object('name', a.name, 'items', coalesce((SELECT jsonb_agg(t.data ORDER BY t.id) FROM tv_td1 t WHERE t.a_id = a.id), '[]'::jsonb)) AS data FROM tb_a a
-- model tv_td3 (key ['id'], rank 3)
--   SELECT c.id, c.val, d.data -> 'name' AS aname FROM tb_c c JOIN tb_b b ON b.id = c.b_id LEFT JOIN tv_td2 d ON d.id = b.a_id

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
    v_ranked CONSTANT integer[] := '{1,2,3}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..3 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                EXIT converge;
            END IF;
            IF v_next <= 1 THEN
                -- tview 1: f_N's fast path (a lone key or group delta), inlined: most transactions
                -- call no f_N (the block resets p_N, before it writes anything)
                DECLARE
                    p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                    v_cap boolean;
                    v_upd bigint;
                    k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                BEGIN
                    k1 := NULLIF(current_setting((v_tag || 'k_1'), true), '')::integer;  -- (the setting read once)
                    IF k1 IS NOT NULL
                       AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_1'), '', true)
                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 1;
                        IF v_cap IS DISTINCT FROM false THEN
                            v_set := set_config((v_tag || 'p_1'), '', true)  -- (again: no witness row may have returned)
                                     || CASE WHEN v_cap THEN set_config((v_tag || 'lt_1'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                            v_set := "tview"."f_1"(NULL)::text;
                        ELSE
                            -- one key (most transactions): a scalar, so the plan expects one row
                            UPDATE "public"."tv_td1" AS t
                               SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                              FROM "public"."v_td1" AS x
                             WHERE x."id" = k1 AND t."id" = x."id"
                               AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
                            GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                            IF v_upd = 1 THEN
                                v_set := set_config('tview.sl_1', (COALESCE(NULLIF(current_setting('tview.sl_1', true), '')::bigint, 0) + 1)::text, false)
                                     || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                     || set_config((v_tag || 'k_1'), '', true);
                            ELSE
                                v_set := set_config((v_tag || 'lt_1'), '1', true);
                                v_set := "tview"."f_1"(NULL)::text;
                            END IF;
                        END IF;
                    ELSE  -- not done here
                        v_set := set_config((v_tag || 'p_1'), '', true);
                        v_set := "tview"."f_1"(NULL)::text;
                    END IF;
                END;

            ELSE
                IF v_next <= 2 THEN
                    -- tview 2: f_N's fast path (a lone key or group delta), inlined: most transactions
                    -- call no f_N (the block resets p_N, before it writes anything)
                    DECLARE
                        p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                        v_cap boolean;
                        v_upd bigint;
                        k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                    BEGIN
                        k1 := NULLIF(current_setting((v_tag || 'k_2'), true), '')::integer;  -- (the setting read once)
                        IF k1 IS NOT NULL
                           AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                           AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                            IF current_setting((v_tag || 'wr_2'), true) = '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 2
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)),
                                       pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_2'), '', true)
                                  INTO v_cap, v_set;
                            ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_2'), '', true)
                                  INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 2;
                            END IF;
                            IF v_cap IS DISTINCT FROM false THEN
                                v_set := set_config((v_tag || 'p_2'), '', true)  -- (again: no witness row may have returned)
                                         || CASE WHEN v_cap THEN set_config((v_tag || 'lt_2'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                v_set := "tview"."f_2"(NULL)::text;
                            ELSE
                                -- one key (most transactions): a scalar, so the plan expects one row
                                UPDATE "public"."tv_td2" AS t
                                   SET ("id", "data") = ROW(x."id", x."data")
                                  FROM "public"."v_td2" AS x
                                 WHERE x."id" = k1 AND t."id" = x."id"
                                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
                                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                IF v_upd = 1 THEN
                                    v_set := set_config('tview.sl_2', (COALESCE(NULLIF(current_setting('tview.sl_2', true), '')::bigint, 0) + 1)::text, false)
                                         || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                         || set_config((v_tag || 'k_2'), '', true);
                                ELSE
                                    v_set := set_config((v_tag || 'lt_2'), '1', true);
                                    v_set := "tview"."f_2"(NULL)::text;
                                END IF;
                            END IF;
                        ELSE  -- not done here
                            v_set := set_config((v_tag || 'p_2'), '', true);
                            v_set := "tview"."f_2"(NULL)::text;
                        END IF;
                    END;

                ELSE
                    -- tview 3: f_N's fast path (a lone key or group delta), inlined: most transactions
                    -- call no f_N (the block resets p_N, before it writes anything)
                    DECLARE
                        p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                        v_cap boolean;
                        v_upd bigint;
                        k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                    BEGIN
                        k1 := NULLIF(current_setting((v_tag || 'k_3'), true), '')::integer;  -- (the setting read once)
                        IF k1 IS NOT NULL
                           AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
                           AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                            UPDATE "tview".witness AS w SET n = w.n + 1
                             WHERE w.tview_id = 3
                               AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"public"."tb_c"')
                                                          ELSE min((64 + (hash_array(ARRAY[r."b_id"::integer]) % 256 + 256) % 256)) END
                                               FROM "public"."tb_c" AS r WHERE r."id" = k1)
                            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)),
                                   pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_3'), '', true)
                              INTO v_cap, v_set;
                            IF v_cap IS DISTINCT FROM false THEN
                                v_set := set_config((v_tag || 'p_3'), '', true)  -- (again: no witness row may have returned)
                                         || CASE WHEN v_cap THEN set_config((v_tag || 'lt_3'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                v_set := "tview"."f_3"(NULL)::text;
                            ELSE
                                -- one key (most transactions): a scalar, so the plan expects one row
                                UPDATE "public"."tv_td3" AS t
                                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                                  FROM "public"."v_td3" AS x
                                 WHERE x."id" = k1 AND t."id" = x."id"
                                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
                                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                IF v_upd = 1 THEN
                                    v_set := set_config('tview.sl_3', (COALESCE(NULLIF(current_setting('tview.sl_3', true), '')::bigint, 0) + 1)::text, false)
                                         || set_config('tview.slt_3', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                         || set_config((v_tag || 'k_3'), '', true);
                                ELSE
                                    v_set := set_config((v_tag || 'lt_3'), '1', true);
                                    v_set := "tview"."f_3"(NULL)::text;
                                END IF;
                            END IF;
                        ELSE  -- not done here
                            v_set := set_config((v_tag || 'p_3'), '', true);
                            v_set := "tview"."f_3"(NULL)::text;
                        END IF;
                    END;

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

-- function tview.d_1_<oid:public.tb_b>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:public.tb_b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_b>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_b>_del()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "b"."id" AS "id" FROM tview_old AS "b"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_1'), true), '') = ''
       AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 1 (see flush), in the setting
        v_set := set_config((v_tag || 'k_1'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_1'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_1'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."id" AS "id" FROM tview_old AS "b"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_1'), true), '') IN ('', v_lo::text) THEN  -- work for tview 1 (see flush), in the setting
            v_set := set_config((v_tag || 'k_1'), v_lo::text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (1, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_1'), '1', true)
                     || set_config((v_tag || 'q_1'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."id" AS "id" FROM tview_old AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_1_<oid:public.tb_b>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_b>_ins()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "b"."id" AS "id" FROM tview_new AS "b"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_1'), true), '') = ''
       AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 1 (see flush), in the setting
        v_set := set_config((v_tag || 'k_1'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_1'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_1'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."id" AS "id" FROM tview_new AS "b"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_1'), true), '') IN ('', v_lo::text) THEN  -- work for tview 1 (see flush), in the setting
            v_set := set_config((v_tag || 'k_1'), v_lo::text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (1, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_1'), '1', true)
                     || set_config((v_tag || 'q_1'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."id" AS "id" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_1_<oid:public.tb_b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_b>_trunc()
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

-- function tview.d_1_<oid:public.tb_b>_upd()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_b>_upd()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 3 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "b"."id" AS "id" FROM tview_old AS "b"
                UNION ALL
                SELECT "b"."id" AS "id" FROM tview_new AS "b"
    ) AS d LIMIT 3);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_1'), true), '') = ''
       AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 1 (see flush), in the setting
        v_set := set_config((v_tag || 'k_1'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_1'), '1', true);
    ELSIF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_1'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."id" AS "id" FROM tview_old AS "b"
                    UNION ALL
                    SELECT "b"."id" AS "id" FROM tview_new AS "b"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_1'), true), '') IN ('', v_lo::text) THEN  -- work for tview 1 (see flush), in the setting
            v_set := set_config((v_tag || 'k_1'), v_lo::text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (1, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_1'), '1', true)
                     || set_config((v_tag || 'q_1'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."id" AS "id" FROM tview_old AS "b"
                        UNION ALL
                        SELECT "b"."id" AS "id" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_2_<oid:public.tb_a>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:public.tb_a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.tb_a>_changed()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c2_<oid:public.tb_a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.tb_a>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_del()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "a"."id" AS "id" FROM tview_old AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_2'), true), '') = ''
       AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 2 (see flush), in the setting
        v_set := set_config((v_tag || 'k_2'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'wr_2'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_2'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_2'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."id" AS "id" FROM tview_old AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_2'), true), '') IN ('', v_lo::text) THEN  -- work for tview 2 (see flush), in the setting
            v_set := set_config((v_tag || 'k_2'), v_lo::text, true)
                     || set_config((v_tag || 'p_2'), '1', true)
                     || set_config((v_tag || 'wr_2'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (2, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_2'), '1', true)
                     || set_config((v_tag || 'q_2'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id" FROM tview_old AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_2_<oid:public.tb_a>_gate()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g2_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.tb_a>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_ins()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "a"."id" AS "id" FROM tview_new AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_2'), true), '') = ''
       AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 2 (see flush), in the setting
        v_set := set_config((v_tag || 'k_2'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'wr_2'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_2'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_2'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."id" AS "id" FROM tview_new AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_2'), true), '') IN ('', v_lo::text) THEN  -- work for tview 2 (see flush), in the setting
            v_set := set_config((v_tag || 'k_2'), v_lo::text, true)
                     || set_config((v_tag || 'p_2'), '1', true)
                     || set_config((v_tag || 'wr_2'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (2, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_2'), '1', true)
                     || set_config((v_tag || 'q_2'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_2_<oid:public.tb_a>_key()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_2'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (2, ARRAY[current_setting((v_tag || 'k_2'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_2'), '1', true)
             || set_config((v_tag || 'k_2'), '', true)
             || set_config((v_tag || 'p_2'), '1', true)
             || set_config((v_tag || 'q_2'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.tb_a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_trunc()
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

-- function tview.d_2_<oid:public.tb_a>_wr()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tb_a>_wr()
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
    v_set := set_config((v_tag || 'wr_2'), '1', true);
    RETURN NEW;  -- (NULL here; see _session.done)
END
$function$;

-- function tview.d_2_<oid:public.tv_td1>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tv_td1>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:public.tv_td1>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.tv_td1>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tv_td1>_del()
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
    SELECT 2, <oid:public.tv_td1>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_old AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_2_<oid:public.tv_td1>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tv_td1>_ins()
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
    SELECT 2, <oid:public.tv_td1>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_new AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_2_<oid:public.tv_td1>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tv_td1>_trunc()
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

-- function tview.d_2_<oid:public.tv_td1>_upd()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.tv_td1>_upd()
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
    SELECT 2, <oid:public.tv_td1>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 2, <oid:public.tv_td1>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_old AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
                UNION ALL
                SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_new AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 2 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tb_b>_added()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_b>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i3_<oid:public.tb_b>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.tb_b>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_b>_del()
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
    SELECT <oid:public.tb_b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tb_b>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_old AS "b" ON "b"."id" = "c"."b_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tb_b>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_b>_ins()
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
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tb_b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_new AS "b" ON "b"."id" = "c"."b_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tb_b>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_b>_trunc()
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

-- function tview.d_3_<oid:public.tb_b>_upd()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_b>_upd()
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
    -- (up to 64 rows: the comparison hashes both sides whole, a tenth of a second at 100k)
    IF (SELECT count(*) FROM (SELECT FROM tview_new LIMIT 65) AS x) <= 64
       AND NOT EXISTS (SELECT x."a_id", x."id" FROM tview_new AS x EXCEPT ALL SELECT x."a_id", x."id" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."a_id", x."id" FROM tview_old AS x EXCEPT ALL SELECT x."a_id", x."id" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.tb_b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tb_b>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 3, <oid:public.tb_b>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_old AS "b" ON "b"."id" = "c"."b_id") AS "__d"
                UNION ALL
                SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_new AS "b" ON "b"."id" = "c"."b_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 2 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tb_c>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_c>_del()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "c"."id" AS "id" FROM tview_old AS "c"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_3'), true), '') = ''
       AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 3 (see flush), in the setting
        v_set := set_config((v_tag || 'k_3'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_3'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_3'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."id" AS "id" FROM tview_old AS "c"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_3'), true), '') IN ('', v_lo::text) THEN  -- work for tview 3 (see flush), in the setting
            v_set := set_config((v_tag || 'k_3'), v_lo::text, true)
                     || set_config((v_tag || 'p_3'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (3, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_3'), '1', true)
                     || set_config((v_tag || 'q_3'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 3, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."id" AS "id" FROM tview_old AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_3'), '1', true)
                         || set_config((v_tag || 'q_3'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_3_<oid:public.tb_c>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_c>_ins()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 2 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "c"."id" AS "id" FROM tview_new AS "c"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_3'), true), '') = ''
       AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 3 (see flush), in the setting
        v_set := set_config((v_tag || 'k_3'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_3'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_3'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."id" AS "id" FROM tview_new AS "c"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_3'), true), '') IN ('', v_lo::text) THEN  -- work for tview 3 (see flush), in the setting
            v_set := set_config((v_tag || 'k_3'), v_lo::text, true)
                     || set_config((v_tag || 'p_3'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (3, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_3'), '1', true)
                     || set_config((v_tag || 'q_3'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 3, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."id" AS "id" FROM tview_new AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_3'), '1', true)
                         || set_config((v_tag || 'q_3'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_3_<oid:public.tb_c>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_c>_trunc()
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

-- function tview.d_3_<oid:public.tb_c>_upd()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tb_c>_upd()
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
    v_lo bigint;
    v_hi bigint;
    v_n bigint;
    v_nn bigint;
    v_keys integer[];
BEGIN
    -- (up to 64 rows: the comparison hashes both sides whole, a tenth of a second at 100k)
    IF (SELECT count(*) FROM (SELECT FROM tview_new LIMIT 65) AS x) <= 64
       AND NOT EXISTS (SELECT x."b_id", x."id", x."val" FROM tview_new AS x EXCEPT ALL SELECT x."b_id", x."id", x."val" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."b_id", x."id", x."val" FROM tview_old AS x EXCEPT ALL SELECT x."b_id", x."id", x."val" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    -- a direct source: a statement of one row passes its key in a setting (see below); any
    -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
    -- one key in the setting, queues its dense key range as one row, or queues its keys
    -- first the statement's keys up to 3 rows, without an aggregate: a
    -- statement of one row that kept its key passes it in the setting
    v_keys := ARRAY(SELECT d."id" FROM (
        SELECT "c"."id" AS "id" FROM tview_old AS "c"
                UNION ALL
                SELECT "c"."id" AS "id" FROM tview_new AS "c"
    ) AS d LIMIT 3);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_3'), true), '') = ''
       AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 3 (see flush), in the setting
        v_set := set_config((v_tag || 'k_3'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_3'), '1', true);
    ELSIF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_3'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."id" AS "id" FROM tview_old AS "c"
                    UNION ALL
                    SELECT "c"."id" AS "id" FROM tview_new AS "c"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_3'), true), '') IN ('', v_lo::text) THEN  -- work for tview 3 (see flush), in the setting
            v_set := set_config((v_tag || 'k_3'), v_lo::text, true)
                     || set_config((v_tag || 'p_3'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (3, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_3'), '1', true)
                     || set_config((v_tag || 'q_3'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 3, ARRAY[d."id"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."id" AS "id" FROM tview_old AS "c"
                        UNION ALL
                        SELECT "c"."id" AS "id" FROM tview_new AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_3'), '1', true)
                         || set_config((v_tag || 'q_3'), '1', true);
            END IF;
        END IF;
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

-- function tview.d_3_<oid:public.tv_td2>_added()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tv_td2>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i3_<oid:public.tv_td2>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:public.tv_td2>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tv_td2>_del()
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
    SELECT <oid:public.tv_td2>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tv_td2>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_old AS "d" ON "d"."id" = "b"."a_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tv_td2>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tv_td2>_ins()
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
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tv_td2>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_new AS "d" ON "d"."id" = "b"."a_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 1 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_3_<oid:public.tv_td2>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tv_td2>_trunc()
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

-- function tview.d_3_<oid:public.tv_td2>_upd()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.tv_td2>_upd()
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
    SELECT <oid:public.tv_td2>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_3'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_3'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 3, <oid:public.tv_td2>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 3, <oid:public.tv_td2>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_old AS "d" ON "d"."id" = "b"."a_id") AS "__d"
                UNION ALL
                SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_new AS "d" ON "d"."id" = "b"."a_id") AS "__d"
    ), r AS (
        SELECT min(d."id") AS lo, max(d."id") AS hi FROM d
        HAVING count(d."id") = count(*) AND max(d."id")::numeric - min(d."id") >= 64 AND (max(d."id")::numeric - min(d."id")) * 2 < count(*)
    )
    SELECT 3, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 3, ARRAY[x."id"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    IF NOT v_join AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_1'), true)::integer];
        v_set := set_config((v_tag || 'k_1'), '', true);
        IF current_setting((v_tag || 'lt_1'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_1'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_1'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_1'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1));
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td1" AS t
                   SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                  FROM "public"."v_td1" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_1', (COALESCE(NULLIF(current_setting('tview.sl_1', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
                    RETURN;
                ELSE
                    v_tried := true;
                END IF;
            END IF;
        END IF;
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 1 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        IF COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_1'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_1'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_1'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_1'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 1, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."id", t."a_id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."a_id", t."data")::text) AS rn
            FROM "public"."tv_td1" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."a_id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_td1" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td1" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_td1" AS r, ROW(x."id", x."a_id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."a_id", x."data")::text) AS rn
            FROM "public"."v_td1" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."a_id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_td1" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
            SELECT (a.r)."id", (a.r)."a_id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
            SELECT (a.r)."id", (a.r)."a_id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td1"', v_dup, 'id'
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
                UPDATE "public"."tv_td1" AS t
                   SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                  FROM "public"."v_td1" AS x
                 WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                   AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_td1" AS t
                       SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                      FROM "public"."v_td1" AS x
                     WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                       AND t."id" = x."id"
                       AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true)
                    RETURNING t."id" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td1" AS t
                   SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                  FROM "public"."v_td1" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_td1" AS t
                   SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                  FROM "public"."v_td1" AS x
                 WHERE x."id" = ANY(k1) AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
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
                SELECT view_row."id", view_row."a_id", view_row."data"
                FROM "public"."v_td1" AS view_row WHERE view_row."id" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."id", t."a_id", t."data"
                FROM "public"."tv_td1" AS t WHERE t."id" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_td1" AS t
                   SET ("id", "a_id", "data") = ROW(n."id", n."a_id", n."data")
                  FROM n JOIN o ON o."id" = n."id"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."id", o."a_id", o."data")::record OPERATOR(pg_catalog.*<>) ROW(n."id", n."a_id", n."data")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_td1" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."id" = o."id")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."id" = n."id")
            ), ip AS (
                INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
                SELECT a."id", a."a_id", a."data" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
                SELECT a."id", a."a_id", a."data" FROM a
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
                '"public"."tv_td1"', v_dup, 'id'
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
            SELECT t.ctid AS tid, ROW(t."id", t."a_id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."a_id", t."data")::text) AS rn
            FROM "public"."tv_td1" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."id", x."a_id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_td1" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td1" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_td1" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_td1" AS r, ROW(x."id", x."a_id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."a_id", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."a_id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_td1" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
            SELECT (a.r)."id", (a.r)."a_id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td1" ("id", "a_id", "data")
            SELECT (a.r)."id", (a.r)."a_id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td1"', v_dup, 'id'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_1', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_1', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
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
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_td1", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.tv_td1> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_td1", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:public.tv_td1> AND NOT j.old
        )
        SELECT 2, ARRAY[d."id"::text]
        FROM (
            SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_old AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
                        UNION ALL
                        SELECT "__d"."id" FROM (SELECT "a"."id" AS "id" FROM "public"."tb_a" AS "a" WHERE EXISTS(SELECT 1 AS "one" FROM tview_new AS "t" WHERE "t"."a_id" = "a"."id")) AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 2;
        v_set := set_config((v_tag || 'ws_2'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_2'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_2'), true)::integer];
        v_set := set_config((v_tag || 'k_2'), '', true);
        IF current_setting((v_tag || 'lt_2'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_2'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_2'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_2'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 2
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td2" AS t
                   SET ("id", "data") = ROW(x."id", x."data")
                  FROM "public"."v_td2" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_2', (COALESCE(NULLIF(current_setting('tview.sl_2', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_2'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_2'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_2'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_2'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_2'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 2, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."data")::text) AS rn
            FROM "public"."tv_td2" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_td2" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td2" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_td2" AS r, ROW(x."id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."data")::text) AS rn
            FROM "public"."v_td2" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_td2" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td2" ("id", "data")
            SELECT (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td2" ("id", "data")
            SELECT (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td2"', v_dup, 'id'
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
                UPDATE "public"."tv_td2" AS t
                   SET ("id", "data") = ROW(x."id", x."data")
                  FROM "public"."v_td2" AS x
                 WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                   AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_td2" AS t
                       SET ("id", "data") = ROW(x."id", x."data")
                      FROM "public"."v_td2" AS x
                     WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                       AND t."id" = x."id"
                       AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true)
                    RETURNING t."id" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td2" AS t
                   SET ("id", "data") = ROW(x."id", x."data")
                  FROM "public"."v_td2" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_td2" AS t
                   SET ("id", "data") = ROW(x."id", x."data")
                  FROM "public"."v_td2" AS x
                 WHERE x."id" = ANY(k1) AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
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
                SELECT view_row."id", view_row."data"
                FROM "public"."v_td2" AS view_row WHERE view_row."id" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."id", t."data"
                FROM "public"."tv_td2" AS t WHERE t."id" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_td2" AS t
                   SET ("id", "data") = ROW(n."id", n."data")
                  FROM n JOIN o ON o."id" = n."id"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."id", o."data")::record OPERATOR(pg_catalog.*<>) ROW(n."id", n."data")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_td2" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."id" = o."id")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."id" = n."id")
            ), ip AS (
                INSERT INTO "public"."tv_td2" ("id", "data")
                SELECT a."id", a."data" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_td2" ("id", "data")
                SELECT a."id", a."data" FROM a
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
                '"public"."tv_td2"', v_dup, 'id'
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
            SELECT t.ctid AS tid, ROW(t."id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."data")::text) AS rn
            FROM "public"."tv_td2" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_td2" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td2" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_td2" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_td2" AS r, ROW(x."id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_td2" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td2" ("id", "data")
            SELECT (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td2" ("id", "data")
            SELECT (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td2"', v_dup, 'id'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
    v_slots integer[];
    v_xmins bigint[];
    v_bump boolean := false;  -- the taken keys' buckets are to be bumped (direct writes)
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
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 3);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
        -- the buckets of the join values of the changed rows of "public"."tb_b", and of the
        -- rows of "public"."tb_c" of every key this transaction refreshes; -1: every row
        -- (another joined source changed, or a refresh too big for buckets)
        v_slots := ARRAY(SELECT DISTINCT u.b FROM (
            SELECT CASE WHEN j.rel = <oid:public.tb_b> THEN (64 + (hash_array(ARRAY[(jsonb_populate_record(NULL::"public"."tb_b", j.row))."id"::integer]) % 256 + 256) % 256) ELSE -1 END AS b
              FROM pg_temp.tview_jd AS j
             WHERE j.tview = 3
            UNION ALL
            SELECT -1 FROM pg_temp.tview_queue AS q
             WHERE q.tview = 3 AND cardinality(q.k) IS DISTINCT FROM 1
            UNION ALL
            SELECT (64 + (hash_array(ARRAY[r."b_id"::integer]) % 256 + 256) % 256) FROM "public"."tb_c" AS r
             WHERE r."id" IN (
                 SELECT (q.k[1])::integer FROM pg_temp.tview_queue AS q
                  WHERE q.tview = 3 AND cardinality(q.k) = 1
                 UNION ALL
                 SELECT NULLIF(current_setting((v_tag || 'k_3'), true), '')::integer)
        ) AS u ORDER BY 1);
        IF v_slots[1] = -1 OR cardinality(v_slots) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894964241432579);
            -- (in slot order, as every writer takes its buckets' rows)
            PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 3 ORDER BY w.slot FOR NO KEY UPDATE;
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 3 RETURNING w.n
            )
            SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        ELSE
            v_xmins := NULL;
            FOREACH v_h IN ARRAY COALESCE(v_slots, '{}') LOOP  -- (sorted)
                WITH l AS (
                    SELECT w.xmin AS x FROM "tview".witness AS w
                     WHERE w.tview_id = 3 AND w.slot = v_h FOR NO KEY UPDATE
                ), u AS (
                    UPDATE "tview".witness AS w SET n = w.n + 1 FROM l
                     WHERE w.tview_id = 3 AND w.slot = v_h RETURNING l.x
                )
                SELECT v_xmins || array_agg(u.x::text::bigint) FROM u INTO v_xmins;
            END LOOP;
        END IF;
        -- READ COMMITTED: derive again with a snapshot that sees what those rows waited for,
        -- unless every transaction that last updated them was visible to the statements'
        -- snapshot (ws_N, taken before their derivations): nothing moved since. REPEATABLE READ
        -- sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed' AND (v_xmins IS NULL OR EXISTS (
               SELECT 1 FROM unnest(v_xmins) AS x, CAST(pg_current_xact_id()::text AS bigint) AS c
                WHERE pg_visible_in_snapshot(  -- (x is 32 bits: the epoch from our own id)
                    CAST((c - ((c - x) % 4294967296 + 4294967296) % 4294967296)::text AS xid8),
                    NULLIF(current_setting((v_tag || 'ws_3'), true), '')::pg_snapshot) IS NOT TRUE)) THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_b", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.tb_b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_b", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.tb_b> AND NOT j.old
        )
        SELECT 3, ARRAY[d."id"::text]
        FROM (
            SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_old AS "b" ON "b"."id" = "c"."b_id") AS "__d"
                        UNION ALL
                        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN tview_new AS "b" ON "b"."id" = "c"."b_id") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_td2", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.tv_td2> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_td2", j.row) AS r
            WHERE j.tview = 3 AND j.rel = <oid:public.tv_td2> AND NOT j.old
        )
        SELECT 3, ARRAY[d."id"::text]
        FROM (
            SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_old AS "d" ON "d"."id" = "b"."a_id") AS "__d"
                        UNION ALL
                        SELECT "__d"."id" FROM (SELECT "c"."id" AS "id" FROM "public"."tb_c" AS "c" JOIN (SELECT "id", "a_id", "val", "tag" FROM "public"."tb_b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_b"), l.row) AS r WHERE l.rel = <oid:public.tb_b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."id" = "c"."b_id" JOIN tview_new AS "d" ON "d"."id" = "b"."a_id") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 3;
        v_set := set_config((v_tag || 'ws_3'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_3'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_3'), true)::integer];
        v_set := set_config((v_tag || 'k_3'), '', true);
        IF current_setting((v_tag || 'lt_3'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_3'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_3'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_3'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 3
                   AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"public"."tb_c"')
                                              ELSE min((64 + (hash_array(ARRAY[r."b_id"::integer]) % 256 + 256) % 256)) END
                                   FROM "public"."tb_c" AS r WHERE r."id" = k1[1])
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td3" AS t
                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                  FROM "public"."v_td3" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_3', (COALESCE(NULLIF(current_setting('tview.sl_3', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_3', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 3 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3))),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        -- the keys' buckets, once the keys are all known
        v_bump := NOT v_join;
        IF COALESCE(current_setting((v_tag || 'k_3'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_3'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_3'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_3'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_3'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 3, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
PERFORM pg_advisory_xact_lock(8391894964241432579);
        -- (in slot order, as every writer takes its buckets' rows)
        PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 3 ORDER BY w.slot FOR NO KEY UPDATE;
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 3 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    ELSIF v_bump AND (v_keys > 64 OR v_nullkeys IS NOT NULL OR v_lazy) THEN
PERFORM pg_advisory_xact_lock(8391894964241432579);
        -- (in slot order, as every writer takes its buckets' rows)
        PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 3 ORDER BY w.slot FOR NO KEY UPDATE;
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 3 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    ELSIF v_bump AND v_keys > 0 THEN
        -- the buckets of the join values the keys' rows hold now (a row moved onto a value)
        v_slots := ARRAY(SELECT DISTINCT (64 + (hash_array(ARRAY[r."b_id"::integer]) % 256 + 256) % 256) FROM "public"."tb_c" AS r
                          WHERE r."id" = ANY(k1) ORDER BY 1);
        v_xmins := NULL;
        FOREACH v_h IN ARRAY COALESCE(v_slots, '{}') LOOP  -- (sorted)
            WITH l AS (
                SELECT w.xmin AS x FROM "tview".witness AS w
                 WHERE w.tview_id = 3 AND w.slot = v_h FOR NO KEY UPDATE
            ), u AS (
                UPDATE "tview".witness AS w SET n = w.n + 1 FROM l
                 WHERE w.tview_id = 3 AND w.slot = v_h RETURNING l.x
            )
            SELECT v_xmins || array_agg(u.x::text::bigint) FROM u INTO v_xmins;
        END LOOP;
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
            SELECT t.ctid AS tid, ROW(t."id", t."val", t."aname")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."val", t."aname")::text) AS rn
            FROM "public"."tv_td3" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."val", x."aname")::text AS img, count(*) AS cnt
            FROM "public"."v_td3" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td3" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_td3" AS r, ROW(x."id", x."val", x."aname")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."val", x."aname")::text) AS rn
            FROM "public"."v_td3" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."val", t."aname")::text AS img, count(*) AS cnt
            FROM "public"."tv_td3" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td3" ("id", "val", "aname")
            SELECT (a.r)."id", (a.r)."val", (a.r)."aname" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td3" ("id", "val", "aname")
            SELECT (a.r)."id", (a.r)."val", (a.r)."aname" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td3"', v_dup, 'id'
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
                UPDATE "public"."tv_td3" AS t
                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                  FROM "public"."v_td3" AS x
                 WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                   AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_td3" AS t
                       SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                      FROM "public"."v_td3" AS x
                     WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                       AND t."id" = x."id"
                       AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true)
                    RETURNING t."id" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_td3" AS t
                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                  FROM "public"."v_td3" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_td3" AS t
                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                  FROM "public"."v_td3" AS x
                 WHERE x."id" = ANY(k1) AND t."id" = x."id"
                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
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
                SELECT view_row."id", view_row."val", view_row."aname"
                FROM "public"."v_td3" AS view_row WHERE view_row."id" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."id", t."val", t."aname"
                FROM "public"."tv_td3" AS t WHERE t."id" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_td3" AS t
                   SET ("id", "val", "aname") = ROW(n."id", n."val", n."aname")
                  FROM n JOIN o ON o."id" = n."id"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."id", o."val", o."aname")::record OPERATOR(pg_catalog.*<>) ROW(n."id", n."val", n."aname")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_td3" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."id" = o."id")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."id" = n."id")
            ), ip AS (
                INSERT INTO "public"."tv_td3" ("id", "val", "aname")
                SELECT a."id", a."val", a."aname" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_td3" ("id", "val", "aname")
                SELECT a."id", a."val", a."aname" FROM a
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
                '"public"."tv_td3"', v_dup, 'id'
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
            SELECT t.ctid AS tid, ROW(t."id", t."val", t."aname")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."val", t."aname")::text) AS rn
            FROM "public"."tv_td3" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."id", x."val", x."aname")::text AS img, count(*) AS cnt
            FROM "public"."v_td3" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_td3" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_td3" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_td3" AS r, ROW(x."id", x."val", x."aname")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."val", x."aname")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."val", t."aname")::text AS img, count(*) AS cnt
            FROM "public"."tv_td3" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_td3" ("id", "val", "aname")
            SELECT (a.r)."id", (a.r)."val", (a.r)."aname" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_td3" ("id", "val", "aname")
            SELECT (a.r)."id", (a.r)."val", (a.r)."aname" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_td3"', v_dup, 'id'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
    END IF;
    END IF;
v_st := COALESCE(NULLIF(current_setting('tview.st_3', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
    v_set := set_config('tview.st_3', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
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
    v_ranked CONSTANT integer[] := '{1,2,3}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..3 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                v_n := v_i - 1;
                EXIT converge;
            END IF;
            IF v_next <= 1 THEN
                -- tview 1: f_N's fast path (a lone key or group delta), inlined: most transactions
                -- call no f_N (the block resets p_N, before it writes anything)
                DECLARE
                    p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                    v_cap boolean;
                    v_upd bigint;
                    k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                BEGIN
                    k1 := NULLIF(current_setting((v_tag || 'k_1'), true), '')::integer;  -- (the setting read once)
                    IF k1 IS NOT NULL
                       AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_1'), '', true)
                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 1;
                        IF v_cap IS DISTINCT FROM false THEN
                            v_set := set_config((v_tag || 'p_1'), '', true)  -- (again: no witness row may have returned)
                                     || CASE WHEN v_cap THEN set_config((v_tag || 'lt_1'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                            v_set := "tview"."f_1"(NULL)::text;
                        ELSE
                            -- one key (most transactions): a scalar, so the plan expects one row
                            UPDATE "public"."tv_td1" AS t
                               SET ("id", "a_id", "data") = ROW(x."id", x."a_id", x."data")
                              FROM "public"."v_td1" AS x
                             WHERE x."id" = k1 AND t."id" = x."id"
                               AND pg_catalog.booleq(ROW(t."id", t."a_id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."a_id", x."data")::record, true);
                            GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                            IF v_upd = 1 THEN
                                v_set := set_config('tview.sl_1', (COALESCE(NULLIF(current_setting('tview.sl_1', true), '')::bigint, 0) + 1)::text, false)
                                     || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                     || set_config((v_tag || 'k_1'), '', true);
                            ELSE
                                v_set := set_config((v_tag || 'lt_1'), '1', true);
                                v_set := "tview"."f_1"(NULL)::text;
                            END IF;
                        END IF;
                    ELSE  -- not done here
                        v_set := set_config((v_tag || 'p_1'), '', true);
                        v_set := "tview"."f_1"(NULL)::text;
                    END IF;
                END;

            ELSE
                IF v_next <= 2 THEN
                    -- tview 2: f_N's fast path (a lone key or group delta), inlined: most transactions
                    -- call no f_N (the block resets p_N, before it writes anything)
                    DECLARE
                        p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                        v_cap boolean;
                        v_upd bigint;
                        k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                    BEGIN
                        k1 := NULLIF(current_setting((v_tag || 'k_2'), true), '')::integer;  -- (the setting read once)
                        IF k1 IS NOT NULL
                           AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                           AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                            IF current_setting((v_tag || 'wr_2'), true) = '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 2
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)),
                                       pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_2'), '', true)
                                  INTO v_cap, v_set;
                            ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_2'), '', true)
                                  INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 2;
                            END IF;
                            IF v_cap IS DISTINCT FROM false THEN
                                v_set := set_config((v_tag || 'p_2'), '', true)  -- (again: no witness row may have returned)
                                         || CASE WHEN v_cap THEN set_config((v_tag || 'lt_2'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                v_set := "tview"."f_2"(NULL)::text;
                            ELSE
                                -- one key (most transactions): a scalar, so the plan expects one row
                                UPDATE "public"."tv_td2" AS t
                                   SET ("id", "data") = ROW(x."id", x."data")
                                  FROM "public"."v_td2" AS x
                                 WHERE x."id" = k1 AND t."id" = x."id"
                                   AND pg_catalog.booleq(ROW(t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."data")::record, true);
                                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                IF v_upd = 1 THEN
                                    v_set := set_config('tview.sl_2', (COALESCE(NULLIF(current_setting('tview.sl_2', true), '')::bigint, 0) + 1)::text, false)
                                         || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                         || set_config((v_tag || 'k_2'), '', true);
                                ELSE
                                    v_set := set_config((v_tag || 'lt_2'), '1', true);
                                    v_set := "tview"."f_2"(NULL)::text;
                                END IF;
                            END IF;
                        ELSE  -- not done here
                            v_set := set_config((v_tag || 'p_2'), '', true);
                            v_set := "tview"."f_2"(NULL)::text;
                        END IF;
                    END;

                ELSE
                    -- tview 3: f_N's fast path (a lone key or group delta), inlined: most transactions
                    -- call no f_N (the block resets p_N, before it writes anything)
                    DECLARE
                        p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                        v_cap boolean;
                        v_upd bigint;
                        k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                    BEGIN
                        k1 := NULLIF(current_setting((v_tag || 'k_3'), true), '')::integer;  -- (the setting read once)
                        IF k1 IS NOT NULL
                           AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1'
                           AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                            UPDATE "tview".witness AS w SET n = w.n + 1
                             WHERE w.tview_id = 3
                               AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"public"."tb_c"')
                                                          ELSE min((64 + (hash_array(ARRAY[r."b_id"::integer]) % 256 + 256) % 256)) END
                                               FROM "public"."tb_c" AS r WHERE r."id" = k1)
                            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)),
                                   pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_3'), '', true)
                              INTO v_cap, v_set;
                            IF v_cap IS DISTINCT FROM false THEN
                                v_set := set_config((v_tag || 'p_3'), '', true)  -- (again: no witness row may have returned)
                                         || CASE WHEN v_cap THEN set_config((v_tag || 'lt_3'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                v_set := "tview"."f_3"(NULL)::text;
                            ELSE
                                -- one key (most transactions): a scalar, so the plan expects one row
                                UPDATE "public"."tv_td3" AS t
                                   SET ("id", "val", "aname") = ROW(x."id", x."val", x."aname")
                                  FROM "public"."v_td3" AS x
                                 WHERE x."id" = k1 AND t."id" = x."id"
                                   AND pg_catalog.booleq(ROW(t."id", t."val", t."aname")::record OPERATOR(pg_catalog.*<>) ROW(x."id", x."val", x."aname")::record, true);
                                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                IF v_upd = 1 THEN
                                    v_set := set_config('tview.sl_3', (COALESCE(NULLIF(current_setting('tview.sl_3', true), '')::bigint, 0) + 1)::text, false)
                                         || set_config('tview.slt_3', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                         || set_config((v_tag || 'k_3'), '', true);
                                ELSE
                                    v_set := set_config((v_tag || 'lt_3'), '1', true);
                                    v_set := "tview"."f_3"(NULL)::text;
                                END IF;
                            END IF;
                        ELSE  -- not done here
                            v_set := set_config((v_tag || 'p_3'), '', true);
                            v_set := "tview"."f_3"(NULL)::text;
                        END IF;
                    END;

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

-- function tview.u_<oid:public.tb_a>()
CREATE OR REPLACE FUNCTION tview.u_<oid:public.tb_a>()
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
    v_gates CONSTANT text[] := '{"tview.g2_<oid:public.tb_a>_"}';
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
    FOR v_b IN 1..1 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';

    -- tview 2: its UPDATE function's work (leaving the block where it returns)
    <<t_2>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
    BEGIN
        -- the gate (tview_2_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g2_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_2;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g2_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku2_<oid:public.tb_a>', true) = '1'
           AND current_setting((v_tag || 'ku_2'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_2_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_2'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (2, ARRAY[current_setting((v_tag || 'k_2'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_2'), '1', true)
                     || set_config((v_tag || 'k_2'), '', true)
                     || set_config((v_tag || 'p_2'), '1', true)
                     || set_config((v_tag || 'q_2'), '1', true);
        END IF;
        IF current_setting('tview.wr2_<oid:public.tb_a>', true) = '1' THEN
            -- a statement named a witness column (tview_2_reads, which may not have fired)
            v_set := set_config((v_tag || 'wr_2'), '1', true)
                     || set_config('tview.wr2_<oid:public.tb_a>', '', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."id" FROM (
            SELECT "a"."id" AS "id" FROM tview_new AS "a"
        ) AS d LIMIT 2);
        -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
        IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
           AND COALESCE(current_setting((v_tag || 'k_2'), true), '') = ''
           AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1' THEN
            -- work for tview 2 (see flush), in the setting
            v_set := set_config((v_tag || 'k_2'), v_keys[1]::text, true)
                     || set_config((v_tag || 'p_2'), '1', true);
        ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
              AND current_setting((v_tag || 'k_2'), true) = v_keys[1]::text THEN
            -- the key is pending already (a flush clears k_N), and its statement armed the flush
            EXIT t_2;
        ELSE
            IF current_setting((v_tag || 'ku_2'), true) = '1' THEN
                SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."id" AS "id" FROM tview_old AS "a"
                            UNION ALL
                            SELECT "a"."id" AS "id" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_2'), true), '') IN ('', v_lo::text) THEN  -- work for tview 2 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_2'), v_lo::text, true)
                             || set_config((v_tag || 'p_2'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (2, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_2'), '1', true)
                             || set_config((v_tag || 'q_2'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 2, ARRAY[d."id"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."id" AS "id" FROM tview_old AS "a"
                                UNION ALL
                                SELECT "a"."id" AS "id" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_2'), '1', true)
                                 || set_config((v_tag || 'q_2'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."id"), max(d."id"), count(*), count(d."id") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."id" AS "id" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_2'), true), '') IN ('', v_lo::text) THEN  -- work for tview 2 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_2'), v_lo::text, true)
                             || set_config((v_tag || 'p_2'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (2, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_2'), '1', true)
                             || set_config((v_tag || 'q_2'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 2, ARRAY[d."id"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."id" AS "id" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_2'), '1', true)
                                 || set_config((v_tag || 'q_2'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_2;
    END t_2;

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

-- trigger tview_2_added on tb_a
CREATE TRIGGER tview_2_added AFTER INSERT ON public.tb_a FOR EACH ROW WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_added();

-- trigger tview_2_changed on tb_a
CREATE TRIGGER tview_2_changed AFTER UPDATE OF id, name ON public.tb_a FOR EACH ROW WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.id, old.name), ROW(new.id, new.name)) AND (set_config('tview.c2_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_changed();

-- trigger tview_2_del on tb_a
CREATE TRIGGER tview_2_del AFTER DELETE ON public.tb_a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_del();

-- trigger tview_2_gate on tb_a
CREATE TRIGGER tview_2_gate AFTER UPDATE OF id, name ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.tb_a>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.tb_a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('tb_a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_gate();

-- trigger tview_2_ins on tb_a
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.tb_a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.tb_a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_ins();

-- trigger tview_2_key on tb_a
CREATE TRIGGER tview_2_key AFTER UPDATE OF id ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (set_config('tview.ku2_<oid:public.tb_a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_key();

-- trigger tview_2_reads on tb_a
CREATE TRIGGER tview_2_reads AFTER UPDATE OF id ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (set_config('tview.wr2_<oid:public.tb_a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_wr();

-- trigger tview_2_replica on tb_a
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on tb_a
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tb_a>_trunc();

-- trigger tview_upd on tb_a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.tb_a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.tb_a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.tb_a>();

-- trigger tview_1_added on tb_b
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_b FOR EACH ROW WHEN ((('tv_td1'::regclass IS NOT NULL) AND ('v_td1'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_b>_added();

-- trigger tview_1_del on tb_b
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td1'::regclass IS NOT NULL) AND ('v_td1'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_b>_del();

-- trigger tview_1_ins on tb_b
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td1'::regclass IS NOT NULL) AND ('v_td1'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_b>_ins();

-- trigger tview_1_replica on tb_b
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_b
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_b FOR EACH STATEMENT WHEN ((('tv_td1'::regclass IS NOT NULL) AND ('v_td1'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_b>_trunc();

-- trigger tview_1_upd on tb_b
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_b REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td1'::regclass IS NOT NULL) AND ('v_td1'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_b>_upd();

-- trigger tview_3_added on tb_b
CREATE TRIGGER tview_3_added AFTER INSERT ON public.tb_b FOR EACH ROW WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.tb_b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.tb_b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_b>_added();

-- trigger tview_3_del on tb_b
CREATE TRIGGER tview_3_del AFTER DELETE ON public.tb_b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_b>_del();

-- trigger tview_3_ins on tb_b
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.tb_b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.tb_b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_b>_ins();

-- trigger tview_3_replica on tb_b
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on tb_b
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.tb_b FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_b>_trunc();

-- trigger tview_3_upd on tb_b
CREATE TRIGGER tview_3_upd AFTER UPDATE ON public.tb_b REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_b>_upd();

-- trigger tview_3_del on tb_c
CREATE TRIGGER tview_3_del AFTER DELETE ON public.tb_c REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_del();

-- trigger tview_3_ins on tb_c
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.tb_c REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_ins();

-- trigger tview_3_replica on tb_c
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on tb_c
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.tb_c FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_trunc();

-- trigger tview_3_upd on tb_c
CREATE TRIGGER tview_3_upd AFTER UPDATE ON public.tb_c REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_upd();

-- trigger tview_3_del on tb_c_hi
CREATE TRIGGER tview_3_del AFTER DELETE ON public.tb_c_hi REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_del();

-- trigger tview_3_ins on tb_c_hi
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.tb_c_hi REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_ins();

-- trigger tview_3_replica on tb_c_hi
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c_hi FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on tb_c_hi
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.tb_c_hi FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_trunc();

-- trigger tview_3_upd on tb_c_hi
CREATE TRIGGER tview_3_upd AFTER UPDATE ON public.tb_c_hi REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_upd();

-- trigger tview_3_del on tb_c_lo
CREATE TRIGGER tview_3_del AFTER DELETE ON public.tb_c_lo REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_del();

-- trigger tview_3_ins on tb_c_lo
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.tb_c_lo REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_ins();

-- trigger tview_3_replica on tb_c_lo
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c_lo FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on tb_c_lo
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.tb_c_lo FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_trunc();

-- trigger tview_3_upd on tb_c_lo
CREATE TRIGGER tview_3_upd AFTER UPDATE ON public.tb_c_lo REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tb_c>_upd();

-- trigger tview_2_added on tv_td1
CREATE TRIGGER tview_2_added AFTER INSERT ON public.tv_td1 FOR EACH ROW WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.tv_td1>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.tv_td1>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tv_td1>_added();

-- trigger tview_2_del on tv_td1
CREATE TRIGGER tview_2_del AFTER DELETE ON public.tv_td1 REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tv_td1>_del();

-- trigger tview_2_ins on tv_td1
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.tv_td1 REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.tv_td1>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.tv_td1>_ins();

-- trigger tview_2_replica on tv_td1
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_td1 FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on tv_td1
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.tv_td1 FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tv_td1>_trunc();

-- trigger tview_2_upd on tv_td1
CREATE TRIGGER tview_2_upd AFTER UPDATE ON public.tv_td1 REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td2'::regclass IS NOT NULL) AND ('v_td2'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.tv_td1>_upd();

-- trigger tview_3_added on tv_td2
CREATE TRIGGER tview_3_added AFTER INSERT ON public.tv_td2 FOR EACH ROW WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.tv_td2>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.tv_td2>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tv_td2>_added();

-- trigger tview_3_del on tv_td2
CREATE TRIGGER tview_3_del AFTER DELETE ON public.tv_td2 REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tv_td2>_del();

-- trigger tview_3_ins on tv_td2
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.tv_td2 REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.tv_td2>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.tv_td2>_ins();

-- trigger tview_3_replica on tv_td2
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_td2 FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on tv_td2
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.tv_td2 FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tv_td2>_trunc();

-- trigger tview_3_upd on tv_td2
CREATE TRIGGER tview_3_upd AFTER UPDATE ON public.tv_td2 REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_td3'::regclass IS NOT NULL) AND ('v_td3'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.tv_td2>_upd();

-- table public.tv_td1
TABLE public.tv_td1 (
    id integer,
    a_id integer,
    data jsonb
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_td1_tview_key ON public.tv_td1 USING btree (id) NULLS NOT DISTINCT;

-- table public.tv_td2
TABLE public.tv_td2 (
    id integer,
    data jsonb
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_td2_tview_key ON public.tv_td2 USING btree (id) NULLS NOT DISTINCT;

-- table public.tv_td3
TABLE public.tv_td3 (
    id integer,
    val integer,
    aname jsonb
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_td3_tview_key ON public.tv_td3 USING btree (id) NULLS NOT DISTINCT;
