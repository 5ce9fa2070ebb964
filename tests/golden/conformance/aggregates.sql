-- model tv_ag_group (key ['i'], rank 1)
--   SELECT a.i, count(*) AS cnt, count(a.j) AS nj, sum(a.j) AS total, avg(a.j) AS av, min(a.j) AS lo, max(a.j) AS hi FROM a GROUP BY a.i
-- model tv_ag_filter (key ['i'], rank 1)
--   SELECT a.i, count(*) FILTER (WHERE a.j > 20) AS cnt, sum(a.j) FILTER (WHERE a.id < 5) AS total FROM a GROUP BY a.i
-- model tv_ag_distinct (key ['k'], rank 1)
--   SELECT b.k, count(DISTINCT b.i) AS cnt FROM b GROUP BY b.k
-- model tv_ag_having (key ['i'], rank 1)
--   SELECT a.i, sum(a.j) AS total FROM a GROUP BY a.i HAVING count(*) > 1 OR sum(a.j) > 30
-- model tv_ag_global (key [], rank 1)
--   SELECT count(*) AS cnt, sum(a.j) AS total, max(a.j) AS hi FROM a
-- model tv_ag_global_keyed (key ['cnt'], rank 1)
--   SELECT count(*) AS cnt, min(b.k) AS lo FROM b
-- model tv_ag_expr_group (key ['bucket'], rank 1)
--   SELECT a.j / 20 AS bucket, count(*) AS cnt FROM a GROUP BY a.j / 20
-- model tv_ag_join (key ['k'], rank 1)
--   SELECT b.k, count(*) AS cnt, sum(a.j) AS total FROM a JOIN b ON b.i = a.i GROUP BY b.k
-- model tv_ag_left_join (key ['i'], rank 1)
--   SELECT a.i, count(b.id) AS cnt, bool_or(b.k > 5) AS big FROM a LEFT JOIN b ON b.i = a.i GROUP BY a.i
-- model tv_ag_full_join (key ['k'], rank 1)
--   SELECT b.k, count(a.id) AS na, count(b.id) AS nb FROM a FULL JOIN b ON b.i = a.i GROUP BY b.k
-- model tv_ag_ordered (key ['i'], rank 1)
--   SELECT a.i, string_agg(a.j::text, ',' ORDER BY a.j, a.id) AS js, array_agg(a.id ORDER BY a.id) AS ids FROM a GROUP BY a.i
-- model tv_ag_nested (key ['cnt'], rank 1)
--   SELECT g.cnt, count(*) AS groups FROM (SELECT a.i, count(*) AS cnt FROM a GROUP BY a.i) g GROUP BY g.cnt

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
                        -- tview 1: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                            v_full boolean;  -- (stats() of the statement that writes stored state)
                            v_st bigint[];
                            v_keys bigint;
                            v_ins bigint;
                            v_upd bigint;
                            v_del bigint;
                        BEGIN
                            IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_1'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_1'), true)::"tview"."dl_1";
                                v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text
                                         || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND NOT (pg_trigger_depth() > 1) THEN
                                    UPDATE "public"."tv_ag_group" AS t
                                       SET ("cnt", "nj", "total", "av")
                                         = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."nj", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") / (COALESCE(t."nj", 0)::bigint + v_lone."__c0") END)::numeric)
                                     WHERE t."i" = v_lone."i"
                                       AND t."lo" IS NOT NULL
                                       AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
                                       AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
                                       AND t."hi" IS NOT NULL
                                       AND (v_lone."__e1" IS NULL OR v_lone."__e1" < t."hi")
                                       AND (v_lone."__de1" IS NULL OR v_lone."__de1" < t."hi")
                                       AND COALESCE(t."cnt", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint, v_lone."__e1"::integer, v_lone."__ec1"::bigint, v_lone."__de1"::integer, v_lone."__dec1"::bigint)::"tview"."dl_1"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_1'), '', true);
                                ELSE

                                -- one statement's delta of one group that the statement above left (it moves stored
                                -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                                -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                                -- without the general statement's outer joins and bookkeeping. v_done:
                                -- the aux row was written; v_upd: the tv row too (only when its values change)
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND NOT (pg_trigger_depth() > 1) THEN
                                    WITH up AS (
                                        UPDATE "tview"."agg_1" AS aux_row
                                           SET ("__e0", "__ec0", "__e1", "__ec1")
                                             = ROW(LEAST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END, GREATEST(aux_row."__e1", v_lone."__e1"), (CASE WHEN aux_row."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN aux_row."__ec1" ELSE 0 END + CASE WHEN v_lone."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN v_lone."__ec1" ELSE 0 END) - CASE WHEN (v_lone."__de1" IS NULL OR v_lone."__de1" < GREATEST(aux_row."__e1", v_lone."__e1")) THEN 0 ELSE v_lone."__dec1" END)
                                          FROM "public"."tv_ag_group" AS t
                                         WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                           AND COALESCE(t."cnt", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                                           AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = LEAST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                                           AND NOT (NOT (v_lone."__de1" IS NULL OR v_lone."__de1" < GREATEST(aux_row."__e1", v_lone."__e1")) AND NOT (v_lone."__de1" = GREATEST(aux_row."__e1", v_lone."__e1") AND (CASE WHEN aux_row."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN aux_row."__ec1" ELSE 0 END + CASE WHEN v_lone."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN v_lone."__ec1" ELSE 0 END) - v_lone."__dec1" > 0))
                                        RETURNING aux_row."i", COALESCE(t."cnt", 0)::bigint + v_lone."__n" AS "__n", COALESCE(t."nj", 0)::bigint + v_lone."__c0" AS "__c0", COALESCE(t."total", 0)::numeric + v_lone."__s0" AS "__s0", aux_row."__e0", aux_row."__ec0", aux_row."__e1", aux_row."__ec1"
                                    ), u AS (
                                        UPDATE "public"."tv_ag_group" AS t
                                           SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW((up."i")::integer, (up."__n")::bigint, (up."__c0")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer)
                                          FROM up
                                         WHERE (t."i" = up."i" OR (t."i" IS NULL AND up."i" IS NULL))
                                           AND ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record
                                               OPERATOR(pg_catalog.*<>) ROW((up."i")::integer, (up."__n")::bigint, (up."__c0")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer)::record
                                        RETURNING 1
                                    )
                                    SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                                END IF;

                                    IF v_done > 0 THEN  -- applied here, with the group's stored state
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint, v_lone."__e1"::integer, v_lone."__ec1"::bigint, v_lone."__de1"::integer, v_lone."__dec1"::bigint)::"tview"."dl_1"::text;
                                        END IF;
                                        IF v_upd > 0 THEN  -- (the group's tv row was written: counted as the statement above)
                                            v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                                     || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                     || set_config((v_tag || 'dl_1'), '', true);
                                        ELSE  -- (its values did not change)
                                            v_keys := 1;
                                            v_ins := 0;
                                            v_del := 0;
                                            v_set := set_config((v_tag || 'dl_1'), '', true);
                                            v_st := COALESCE(NULLIF(current_setting('tview.st_1', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
                                                v_set := set_config('tview.st_1', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                                                    v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                                                    (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
                                        END IF;
                                    ELSE  -- (f_N need not run those statements again)
                                        v_set := set_config((v_tag || 'lt_1'), '1', true);
                                        v_set := "tview"."f_1"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
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
                                v_lone record;  -- (of the type dl_N: see _agg.row_text)
                                v_done bigint;  -- (NULL or 0: not applied here)
                                v_full boolean;  -- (stats() of the statement that writes stored state)
                                v_st bigint[];
                                v_keys bigint;
                                v_ins bigint;
                                v_upd bigint;
                                v_del bigint;
                            BEGIN
                                IF current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                                   AND COALESCE(current_setting((v_tag || 'dl_2'), true), '') <> '' THEN
                                    v_lone := current_setting((v_tag || 'dl_2'), true)::"tview"."dl_2";
                                    v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text
                                             || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_2'), '', true);

                                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                    -- the stored counts stay, and one statement finds the group's rows by its key and
                                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                    IF v_lone."i" IS NOT NULL
                                       AND current_setting('transaction_isolation') = 'read committed'
                                       AND v_lone."__n" = 0
                                       AND v_lone."__c1" = 0 THEN
                                        UPDATE "public"."tv_ag_filter" AS t
                                           SET ("cnt", "total")
                                             = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s1") END)::bigint)
                                          FROM "tview"."agg_2" AS aux_row
                                         WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                           AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                        -- (no test that the row changes, which would start the outputs' expressions twice:
                                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                        -- in an output rewrites the row with its values)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) INTO v_cap;
                                        GET DIAGNOSTICS v_done = ROW_COUNT;
                                    END IF;

                                    IF v_done > 0 THEN  -- applied here
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_2"::text;
                                        END IF;
                                        -- (the group's row alone was updated)
                                        v_set := set_config('tview.sg_2', (COALESCE(NULLIF(current_setting('tview.sg_2', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'dl_2'), '', true);
                                    ELSE

                                    -- one statement's delta of one group that the statement above left (it moves stored
                                    -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                                    -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                                    -- without the general statement's outer joins and bookkeeping. v_done:
                                    -- the aux row was written; v_upd: the tv row too (only when its values change)
                                    IF v_lone."i" IS NOT NULL
                                       AND current_setting('transaction_isolation') = 'read committed' THEN
                                        WITH up AS (
                                            UPDATE "tview"."agg_2" AS aux_row
                                               SET ("__n", "__c1")
                                                 = ROW(aux_row."__n" + v_lone."__n", aux_row."__c1" + v_lone."__c1")
                                              FROM "public"."tv_ag_filter" AS t
                                             WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                            RETURNING aux_row."i", aux_row."__n" AS "__n", COALESCE(t."cnt", 0)::bigint + v_lone."__c0" AS "__c0", aux_row."__c1" AS "__c1", COALESCE(t."total", 0)::numeric + v_lone."__s1" AS "__s1"
                                        ), u AS (
                                            UPDATE "public"."tv_ag_filter" AS t
                                               SET ("i", "cnt", "total") = ROW((up."i")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint)
                                              FROM up
                                             WHERE (t."i" = up."i" OR (t."i" IS NULL AND up."i" IS NULL))
                                               AND ROW(t."i", t."cnt", t."total")::record
                                                   OPERATOR(pg_catalog.*<>) ROW((up."i")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint)::record
                                            RETURNING 1
                                        )
                                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) FROM up INTO v_done, v_upd, v_cap;
                                    END IF;

                                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_2"::text;
                                            END IF;
                                            IF v_upd > 0 THEN  -- (the group's tv row was written: counted as the statement above)
                                                v_set := set_config('tview.sg_2', (COALESCE(NULLIF(current_setting('tview.sg_2', true), '')::bigint, 0) + 1)::text, false)
                                                         || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                         || set_config((v_tag || 'dl_2'), '', true);
                                            ELSE  -- (its values did not change)
                                                v_keys := 1;
                                                v_ins := 0;
                                                v_del := 0;
                                                v_set := set_config((v_tag || 'dl_2'), '', true);
                                                v_st := COALESCE(NULLIF(current_setting('tview.st_2', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
                                                    v_set := set_config('tview.st_2', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                                                        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                                                        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
                                            END IF;
                                        ELSE  -- (f_N need not run those statements again)
                                            v_set := set_config((v_tag || 'lt_2'), '1', true);
                                            v_set := "tview"."f_2"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not applied here (the delta is still in dl_N)
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
                                   AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
                                    SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_3'), '', true)
                                      INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 3;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_3'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_3'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_3"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_distinct" AS t
                                           SET ("k", "cnt") = ROW(x."k", x."cnt")
                                          FROM "public"."v_ag_distinct" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
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
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                        BEGIN
                            IF current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_4'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_4'), true)::"tview"."dl_4";
                                v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text
                                         || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_4'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND v_lone."__n" = 0
                                   AND v_lone."__c0" = 0
                                   AND v_lone."__s0" = 0 THEN
                                    UPDATE "public"."tv_ag_having" AS t
                                       SET ("total")
                                         = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(aux_row."__s0", 0) + v_lone."__s0") END)::bigint)
                                      FROM "tview"."agg_4" AS aux_row
                                     WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                       AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 4, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric)::"tview"."dl_4"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_4', (COALESCE(NULLIF(current_setting('tview.sg_4', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_4'), '', true);
                                ELSE  -- (f_N need not run that statement again)
                                    v_set := set_config((v_tag || 'lt_4'), '1', true);
                                    v_set := "tview"."f_4"(NULL)::text;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
                                v_set := set_config((v_tag || 'p_4'), '', true);
                                v_set := "tview"."f_4"(NULL)::text;
                            END IF;
                        END;

                    ELSE
                        IF v_next <= 5 THEN
                            -- tview 5: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_lone record;  -- (of the type dl_N: see _agg.row_text)
                                v_done bigint;  -- (NULL or 0: not applied here)
                            BEGIN
                                IF current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
                                   AND COALESCE(current_setting((v_tag || 'dl_5'), true), '') <> '' THEN
                                    v_lone := current_setting((v_tag || 'dl_5'), true)::"tview"."dl_5";
                                    v_set := pg_advisory_xact_lock(8391894959946465285)::text || set_config((v_tag || 'p_5'), '', true);

                                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                    -- the stored counts stay, and one statement finds the group's rows by its key and
                                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                    IF current_setting('transaction_isolation') = 'read committed'
                                       AND v_lone."__c0" = 0
                                       AND NOT (pg_trigger_depth() > 1) THEN
                                        UPDATE "public"."tv_ag_global" AS t
                                           SET ("cnt", "total")
                                             = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, (CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint)
                                          FROM "tview"."agg_5" AS aux_row
                                         WHERE true
                                           AND aux_row."__e0" IS NOT NULL
                                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                                        -- (no test that the row changes, which would start the outputs' expressions twice:
                                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                        -- in an output rewrites the row with its values)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) INTO v_cap;
                                        GET DIAGNOSTICS v_done = ROW_COUNT;
                                    END IF;

                                    IF v_done > 0 THEN  -- applied here
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 5, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_5"::text;
                                        END IF;
                                        -- (the group's row alone was updated)
                                        v_set := set_config('tview.sg_5', (COALESCE(NULLIF(current_setting('tview.sg_5', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_5', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'dl_5'), '', true);
                                    ELSE  -- (f_N need not run that statement again)
                                        v_set := set_config((v_tag || 'lt_5'), '1', true);
                                        v_set := "tview"."f_5"(NULL)::text;
                                    END IF;
                                ELSE  -- not applied here (the delta is still in dl_N)
                                    v_set := set_config((v_tag || 'p_5'), '', true);
                                    v_set := "tview"."f_5"(NULL)::text;
                                END IF;
                            END;

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
                            -- tview 8: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_8'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    IF current_setting((v_tag || 'wr_8'), true) = '1' THEN
                                        UPDATE "tview".witness AS w SET n = w.n + 1
                                         WHERE w.tview_id = 8
                                           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                          pg_backend_pid()) % 64 + 64) % 64)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8)),
                                               pg_advisory_xact_lock_shared(8391894959946465288)::text || pg_advisory_xact_lock(8391895056583229440 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_8'), '', true)
                                          INTO v_cap, v_set;
                                    ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465288)::text || pg_advisory_xact_lock(8391895056583229440 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_8'), '', true)
                                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 8;
                                    END IF;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_8'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_8'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_8"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_join" AS t
                                           SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                                          FROM "public"."v_ag_join" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_8', (COALESCE(NULLIF(current_setting('tview.sl_8', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_8', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_8'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_8'), '1', true);
                                            v_set := "tview"."f_8"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_8'), '', true);
                                    v_set := "tview"."f_8"(NULL)::text;
                                END IF;
                            END;

                        ELSE
                            -- tview 9: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_9'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    IF current_setting((v_tag || 'wr_9'), true) = '1' THEN
                                        UPDATE "tview".witness AS w SET n = w.n + 1
                                         WHERE w.tview_id = 9
                                           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                          pg_backend_pid()) % 64 + 64) % 64)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9)),
                                               pg_advisory_xact_lock_shared(8391894959946465289)::text || pg_advisory_xact_lock(8391895060878196736 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_9'), '', true)
                                          INTO v_cap, v_set;
                                    ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465289)::text || pg_advisory_xact_lock(8391895060878196736 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_9'), '', true)
                                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 9;
                                    END IF;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_9'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_9'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_9"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_left_join" AS t
                                           SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                                          FROM "public"."v_ag_left_join" AS x
                                         WHERE x."i" = k1 AND t."i" = x."i"
                                           AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_9', (COALESCE(NULLIF(current_setting('tview.sl_9', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_9', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_9'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_9'), '1', true);
                                            v_set := "tview"."f_9"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_9'), '', true);
                                    v_set := "tview"."f_9"(NULL)::text;
                                END IF;
                            END;

                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 10 THEN
                        -- tview 10: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_upd bigint;
                            k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                        BEGIN
                            k1 := NULLIF(current_setting((v_tag || 'k_10'), true), '')::integer;  -- (the setting read once)
                            IF k1 IS NOT NULL
                               AND current_setting((v_tag || 'q_10'), true) IS DISTINCT FROM '1'
                               AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 10
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10)),
                                       pg_advisory_xact_lock_shared(8391894959946465290)::text || pg_advisory_xact_lock(8391895065173164032 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_10'), '', true)
                                  INTO v_cap, v_set;
                                IF v_cap IS DISTINCT FROM false THEN
                                    v_set := set_config((v_tag || 'p_10'), '', true)  -- (again: no witness row may have returned)
                                             || CASE WHEN v_cap THEN set_config((v_tag || 'lt_10'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                    v_set := "tview"."f_10"(NULL)::text;
                                ELSE
                                    -- one key (most transactions): a scalar, so the plan expects one row
                                    UPDATE "public"."tv_ag_full_join" AS t
                                       SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                                      FROM "public"."v_ag_full_join" AS x
                                     WHERE x."k" = k1 AND t."k" = x."k"
                                       AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
                                    GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                    IF v_upd = 1 THEN
                                        v_set := set_config('tview.sl_10', (COALESCE(NULLIF(current_setting('tview.sl_10', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_10', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'k_10'), '', true);
                                    ELSE
                                        v_set := set_config((v_tag || 'lt_10'), '1', true);
                                        v_set := "tview"."f_10"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not done here
                                v_set := set_config((v_tag || 'p_10'), '', true);
                                v_set := "tview"."f_10"(NULL)::text;
                            END IF;
                        END;

                    ELSE
                        IF v_next <= 11 THEN
                            -- tview 11: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_11'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1' THEN
                                    SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465291)::text || pg_advisory_xact_lock(8391895069468131328 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_11'), '', true)
                                      INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 11;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_11'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_11'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_11"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_ordered" AS t
                                           SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                                          FROM "public"."v_ag_ordered" AS x
                                         WHERE x."i" = k1 AND t."i" = x."i"
                                           AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_11', (COALESCE(NULLIF(current_setting('tview.sl_11', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_11', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_11'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_11'), '1', true);
                                            v_set := "tview"."f_11"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_11'), '', true);
                                    v_set := "tview"."f_11"(NULL)::text;
                                END IF;
                            END;

                        ELSE
                            -- tview 12: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 bigint;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_12'), true), '')::bigint;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1' THEN
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
                                        UPDATE "public"."tv_ag_nested" AS t
                                           SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                                          FROM "public"."v_ag_nested" AS x
                                         WHERE x."cnt" = k1 AND t."cnt" = x."cnt"
                                           AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    v_keys := ARRAY(SELECT d."i" FROM (
        SELECT "a"."i" AS "i" FROM tview_old AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_11'), true), '') = ''
       AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 11 (see flush), in the setting
        v_set := set_config((v_tag || 'k_11'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_11'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_11'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."i" AS "i" FROM tview_old AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_11'), true), '') IN ('', v_lo::text) THEN  -- work for tview 11 (see flush), in the setting
            v_set := set_config((v_tag || 'k_11'), v_lo::text, true)
                     || set_config((v_tag || 'p_11'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (11, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_11'), '1', true)
                     || set_config((v_tag || 'q_11'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 11, ARRAY[d."i"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i" FROM tview_old AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_11'), '1', true)
                         || set_config((v_tag || 'q_11'), '1', true);
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
    v_keys := ARRAY(SELECT d."i" FROM (
        SELECT "a"."i" AS "i" FROM tview_new AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_11'), true), '') = ''
       AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 11 (see flush), in the setting
        v_set := set_config((v_tag || 'k_11'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_11'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_11'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."i" AS "i" FROM tview_new AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_11'), true), '') IN ('', v_lo::text) THEN  -- work for tview 11 (see flush), in the setting
            v_set := set_config((v_tag || 'k_11'), v_lo::text, true)
                     || set_config((v_tag || 'p_11'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (11, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_11'), '1', true)
                     || set_config((v_tag || 'q_11'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 11, ARRAY[d."i"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_11'), '1', true)
                         || set_config((v_tag || 'q_11'), '1', true);
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

-- function tview.d_11_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_11_<oid:public.a>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_11'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (11, ARRAY[current_setting((v_tag || 'k_11'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_11'), '1', true)
             || set_config((v_tag || 'k_11'), '', true)
             || set_config((v_tag || 'p_11'), '1', true)
             || set_config((v_tag || 'q_11'), '1', true);
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_1'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i")
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0)
                   AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_1'), v_text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSE
            WITH r AS (
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint, d."__e1"::integer, d."__ec1"::bigint, d."__de1"::integer, d."__dec1"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0", min(w.wi1) AS "__e1", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1) AS "__ec1", min(w.wd1) AS "__de1", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1) AS "__dec1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_1'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_ins()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_1'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i")
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0)
                   AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_1'), v_text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint, d."__e1"::integer, d."__ec1"::bigint, d."__de1"::integer, d."__dec1"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0", min(w.wi1) AS "__e1", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1) AS "__ec1", min(w.wd1) AS "__de1", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1) AS "__dec1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_1'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (1, NULL);
    v_set := set_config((v_tag || 'q_1'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_1'), '1', true);  -- work for tview 1
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

-- function tview.d_1_<oid:public.a>_upd()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_upd()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    -- the gate (tview_1_gate, UPDATE OF the columns the view reads) flagged this statement
    IF current_setting(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_1'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "a" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true AND n."i" = o."i", false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0,
               ROW((n."i")::integer,
                   (0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a0::numeric, 0) - COALESCE(o.a0::numeric, 0))::numeric,
                   (n.a0)::integer,
                   ((n.a0 IS NOT NULL)::int)::bigint,
                   (o.a0)::integer,
                   ((o.a0 IS NOT NULL)::int)::bigint,
                   (n.a0)::integer,
                   ((n.a0 IS NOT NULL)::int)::bigint,
                   (o.a0)::integer,
                   ((o.a0 IS NOT NULL)::int)::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true LIMIT 1) AS n,
             (SELECT "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND count(r."i") = count(*) AND min(r."i") = max(r."i")
                       AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                       AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                       AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0)
                       AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
                   ROW((min(r."i"))::integer,
                       (COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                       (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                       (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign < 0))::bigint,
                       (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                       (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
                LIMIT 65
            ) AS r;
        END IF;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_1'), v_text, true)
                     || set_config((v_tag || 'p_1'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint, d."__e1"::integer, d."__ec1"::bigint, d."__de1"::integer, d."__dec1"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0", min(w.wi1) AS "__e1", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1) AS "__ec1", min(w.wd1) AS "__de1", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1) AS "__dec1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd1
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd1)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_1'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_2'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_2"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_old AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_2'), v_text, true)
                     || set_config((v_tag || 'p_2'), '1', true);
        ELSE
            WITH r AS (
                SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_2"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_2'), v_rows[1], true)
                         || set_config((v_tag || 'p_2'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
                    PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_2_c1f22fa865"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_2" AS v) AS r;
                v_set := set_config((v_tag || 'p_2'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
            CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
            PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_2'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_2_c1f22fa865"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_2" AS v) AS r;
            v_set := set_config((v_tag || 'dl_2'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_2_c1f22fa865"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_2'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_ins()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_2'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_2"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_new AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_2'), v_text, true)
                     || set_config((v_tag || 'p_2'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_new AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_2"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_2'), v_rows[1], true)
                         || set_config((v_tag || 'p_2'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
                    PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_2_c1f22fa865"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_2" AS v) AS r;
                v_set := set_config((v_tag || 'p_2'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
            CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
            PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_2'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_2_c1f22fa865"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_2" AS v) AS r;
            v_set := set_config((v_tag || 'dl_2'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_new AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_2_c1f22fa865"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_2'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (2, NULL);
    v_set := set_config((v_tag || 'q_2'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_2'), '1', true);  -- work for tview 2
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

-- function tview.d_2_<oid:public.a>_upd()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_upd()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    -- the gate (tview_2_gate, UPDATE OF the columns the view reads) flagged this statement
    IF current_setting(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g2_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_2'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "a" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true AND n."i" = o."i", false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0 AND n.a1 IS NOT DISTINCT FROM o.a1,
               ROW((n."i")::integer,
                   (0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   ((n.a1 IS NOT NULL)::int - (o.a1 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a1::numeric, 0) - COALESCE(o.a1::numeric, 0))::numeric)::"tview"."dl_2"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_new AS "a" WHERE true LIMIT 1) AS n,
             (SELECT "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_old AS "a" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
                   ROW((min(r."i"))::integer,
                       (COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_2"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_old AS "a" WHERE true
                LIMIT 65
            ) AS r;
        END IF;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_2'), v_text, true)
                     || set_config((v_tag || 'p_2'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_2"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_2'), v_rows[1], true)
                         || set_config((v_tag || 'p_2'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
                    PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_2_c1f22fa865"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_2" AS v) AS r;
                v_set := set_config((v_tag || 'p_2'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
            CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
            PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_2'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_2_c1f22fa865"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_2" AS v) AS r;
            v_set := set_config((v_tag || 'dl_2'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_new AS "a" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, "a"."i" AS "i", (CASE WHEN "a"."j" > 20 THEN 1 END) AS a0, (CASE WHEN "a"."id" < 5 THEN "a"."j" END) AS a1
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_2_c1f22fa865"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_2'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_keys := ARRAY(SELECT d."k" FROM (
        SELECT "b"."k" AS "k" FROM tview_old AS "b"
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
        SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."k" AS "k" FROM tview_old AS "b"
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
            SELECT 3, ARRAY[d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."k" AS "k" FROM tview_old AS "b"
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
    v_keys := ARRAY(SELECT d."k" FROM (
        SELECT "b"."k" AS "k" FROM tview_new AS "b"
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
        SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."k" AS "k" FROM tview_new AS "b"
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
            SELECT 3, ARRAY[d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."k" AS "k" FROM tview_new AS "b"
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

-- function tview.d_3_<oid:public.b>_key()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.b>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_3'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (3, ARRAY[current_setting((v_tag || 'k_3'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_3'), '1', true)
             || set_config((v_tag || 'k_3'), '', true)
             || set_config((v_tag || 'p_3'), '1', true)
             || set_config((v_tag || 'q_3'), '1', true);
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_4'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric)::"tview"."dl_4"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_4'), v_text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSE
            WITH r AS (
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric)::"tview"."dl_4"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_4'), v_rows[1], true)
                         || set_config((v_tag || 'p_4'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
                    PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
                    PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_4_0c6346c09b"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_4" AS v) AS r;
                v_set := set_config((v_tag || 'p_4'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
            CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
            PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
            PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_4'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_4_0c6346c09b"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM (SELECT v_text::"tview"."dl_4" AS v) AS r;
            v_set := set_config((v_tag || 'dl_4'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_4_0c6346c09b"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_4'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_ins()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_4'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((min(r."i"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric)::"tview"."dl_4"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_4'), v_text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric)::"tview"."dl_4"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_4'), v_rows[1], true)
                         || set_config((v_tag || 'p_4'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
                    PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
                    PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_4_0c6346c09b"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_4" AS v) AS r;
                v_set := set_config((v_tag || 'p_4'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
            CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
            PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
            PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_4'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_4_0c6346c09b"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM (SELECT v_text::"tview"."dl_4" AS v) AS r;
            v_set := set_config((v_tag || 'dl_4'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_4_0c6346c09b"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_4'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (4, NULL);
    v_set := set_config((v_tag || 'q_4'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_4'), '1', true);  -- work for tview 4
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

-- function tview.d_4_<oid:public.a>_upd()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_upd()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    -- the gate (tview_4_gate, UPDATE OF the columns the view reads) flagged this statement
    IF current_setting(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g4_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_4'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "a" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true AND n."i" = o."i", false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0,
               ROW((n."i")::integer,
                   (0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a0::numeric, 0) - COALESCE(o.a0::numeric, 0))::numeric)::"tview"."dl_4"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true LIMIT 1) AS n,
             (SELECT "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND count(r."i") = count(*) AND min(r."i") = max(r."i"), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0, false),
                   ROW((min(r."i"))::integer,
                       (COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric)::"tview"."dl_4"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
                LIMIT 65
            ) AS r;
        END IF;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_4'), v_text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS (PARTITION BY r."i")
            )
            SELECT count(*), array_agg(ROW(d."i"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric)::"tview"."dl_4"::text) FROM (
                SELECT w."i", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0"
                FROM w GROUP BY w."i"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_4'), v_rows[1], true)
                         || set_config((v_tag || 'p_4'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
                    PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
                    PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_4_0c6346c09b"
                SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_4" AS v) AS r;
                v_set := set_config((v_tag || 'p_4'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
            CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
            PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
            PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_4'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_4_0c6346c09b"
            SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM (SELECT v_text::"tview"."dl_4" AS v) AS r;
            v_set := set_config((v_tag || 'dl_4'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, "a"."i" AS "i", "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS (PARTITION BY r."i")
        )
        INSERT INTO pg_temp."tview_d_4_0c6346c09b"
        SELECT w."i", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0)
        FROM w GROUP BY w."i";
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_4'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_5'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_5"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_5'), v_text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSE
            WITH r AS (
                SELECT -1::bigint AS sign, "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_5"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_5'), v_rows[1], true)
                         || set_config((v_tag || 'p_5'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_5_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_5" AS v) AS r;
                v_set := set_config((v_tag || 'p_5'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_5'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_5_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_5" AS v) AS r;
            v_set := set_config((v_tag || 'dl_5'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_5_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_5'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.a>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_ins()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_5'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_5"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_5'), v_text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_5"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_5'), v_rows[1], true)
                         || set_config((v_tag || 'p_5'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_5_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_5" AS v) AS r;
                v_set := set_config((v_tag || 'p_5'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_5'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_5_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_5" AS v) AS r;
            v_set := set_config((v_tag || 'dl_5'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_5_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_5'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
 SET plan_cache_mode TO 'force_generic_plan'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_set text;
    v_tag text;
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (5, NULL);
    v_set := set_config((v_tag || 'q_5'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_5'), '1', true);  -- work for tview 5
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

-- function tview.d_5_<oid:public.a>_upd()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_upd()
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
    v_n bigint;
    v_rows text[];
    v_text text;
    v_one boolean;
    v_zero boolean;
BEGIN
    -- the gate (tview_5_gate, UPDATE OF the columns the view reads) flagged this statement
    IF current_setting(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g5_<oid:public.a>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_5'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "a" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true, false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0,
               ROW((0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a0::numeric, 0) - COALESCE(o.a0::numeric, 0))::numeric,
                   (n.a0)::integer,
                   ((n.a0 IS NOT NULL)::int)::bigint,
                   (o.a0)::integer,
                   ((o.a0 IS NOT NULL)::int)::bigint)::"tview"."dl_5"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "a"."j" AS a0
                FROM tview_new AS "a" WHERE true LIMIT 1) AS n,
             (SELECT "a"."j" AS a0
                FROM tview_old AS "a" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                       AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                       AND max(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
                   ROW((COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                       (max(r.a0) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                       (max(r.a0) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_5"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
                LIMIT 65
            ) AS r;
        END IF;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_5'), v_text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, "a"."j" AS a0
                FROM tview_new AS "a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "a"."j" AS a0
                FROM tview_old AS "a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_5"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_5'), v_rows[1], true)
                         || set_config((v_tag || 'p_5'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_5_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_5" AS v) AS r;
                v_set := set_config((v_tag || 'p_5'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_5'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_5_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_5" AS v) AS r;
            v_set := set_config((v_tag || 'dl_5'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "a"."j" AS a0
            FROM tview_new AS "a" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, "a"."j" AS a0
            FROM tview_old AS "a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_5_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_5'), '1', true);
        END IF;
    END IF;
    IF current_setting((v_tag || 'armed'), true) IS DISTINCT FROM current_setting('tview.checked', true) AND v_n IS DISTINCT FROM 0 THEN
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
    v_keys := ARRAY(SELECT d."bucket" FROM (
        SELECT "a"."j" / 20 AS "bucket" FROM tview_old AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_7'), true), '') = ''
       AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 7 (see flush), in the setting
        v_set := set_config((v_tag || 'k_7'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_7'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_7'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."bucket"), max(d."bucket"), count(*), count(d."bucket") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."j" / 20 AS "bucket" FROM tview_old AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_7'), true), '') IN ('', v_lo::text) THEN  -- work for tview 7 (see flush), in the setting
            v_set := set_config((v_tag || 'k_7'), v_lo::text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (7, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_7'), '1', true)
                     || set_config((v_tag || 'q_7'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 7, ARRAY[d."bucket"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."j" / 20 AS "bucket" FROM tview_old AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
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
    v_keys := ARRAY(SELECT d."bucket" FROM (
        SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_7'), true), '') = ''
       AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 7 (see flush), in the setting
        v_set := set_config((v_tag || 'k_7'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_7'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_7'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."bucket"), max(d."bucket"), count(*), count(d."bucket") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_7'), true), '') IN ('', v_lo::text) THEN  -- work for tview 7 (see flush), in the setting
            v_set := set_config((v_tag || 'k_7'), v_lo::text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (7, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_7'), '1', true)
                     || set_config((v_tag || 'q_7'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 7, ARRAY[d."bucket"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
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
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 8, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 8, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 8, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 8, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
        HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 1 < count(*)
    )
    SELECT 8, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 8, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    v_keys := ARRAY(SELECT d."k" FROM (
        SELECT "b"."k" AS "k" FROM tview_old AS "b"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_8'), true), '') = ''
       AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 8 (see flush), in the setting
        v_set := set_config((v_tag || 'k_8'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'wr_8'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_8'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_8'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."k" AS "k" FROM tview_old AS "b"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_8'), true), '') IN ('', v_lo::text) THEN  -- work for tview 8 (see flush), in the setting
            v_set := set_config((v_tag || 'k_8'), v_lo::text, true)
                     || set_config((v_tag || 'p_8'), '1', true)
                     || set_config((v_tag || 'wr_8'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (8, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_8'), '1', true)
                     || set_config((v_tag || 'q_8'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 8, ARRAY[d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."k" AS "k" FROM tview_old AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_8'), '1', true)
                         || set_config((v_tag || 'q_8'), '1', true);
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
    v_keys := ARRAY(SELECT d."k" FROM (
        SELECT "b"."k" AS "k" FROM tview_new AS "b"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_8'), true), '') = ''
       AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 8 (see flush), in the setting
        v_set := set_config((v_tag || 'k_8'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'wr_8'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_8'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_8'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "b"."k" AS "k" FROM tview_new AS "b"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_8'), true), '') IN ('', v_lo::text) THEN  -- work for tview 8 (see flush), in the setting
            v_set := set_config((v_tag || 'k_8'), v_lo::text, true)
                     || set_config((v_tag || 'p_8'), '1', true)
                     || set_config((v_tag || 'wr_8'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (8, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_8'), '1', true)
                     || set_config((v_tag || 'q_8'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 8, ARRAY[d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."k" AS "k" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_8'), '1', true)
                         || set_config((v_tag || 'q_8'), '1', true);
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

-- function tview.d_8_<oid:public.b>_key()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_key()
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

-- function tview.d_8_<oid:public.b>_wr()
CREATE OR REPLACE FUNCTION tview.d_8_<oid:public.b>_wr()
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
    v_set := set_config((v_tag || 'wr_8'), '1', true);
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
    v_keys := ARRAY(SELECT d."i" FROM (
        SELECT "a"."i" AS "i" FROM tview_old AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_9'), true), '') = ''
       AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 9 (see flush), in the setting
        v_set := set_config((v_tag || 'k_9'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'wr_9'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_9'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_9'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."i" AS "i" FROM tview_old AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_9'), true), '') IN ('', v_lo::text) THEN  -- work for tview 9 (see flush), in the setting
            v_set := set_config((v_tag || 'k_9'), v_lo::text, true)
                     || set_config((v_tag || 'p_9'), '1', true)
                     || set_config((v_tag || 'wr_9'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (9, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_9'), '1', true)
                     || set_config((v_tag || 'q_9'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 9, ARRAY[d."i"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i" FROM tview_old AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_9'), '1', true)
                         || set_config((v_tag || 'q_9'), '1', true);
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
    v_keys := ARRAY(SELECT d."i" FROM (
        SELECT "a"."i" AS "i" FROM tview_new AS "a"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_9'), true), '') = ''
       AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 9 (see flush), in the setting
        v_set := set_config((v_tag || 'k_9'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'wr_9'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_9'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        v_set := set_config((v_tag || 'wr_9'), '1', true);
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "a"."i" AS "i" FROM tview_new AS "a"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_9'), true), '') IN ('', v_lo::text) THEN  -- work for tview 9 (see flush), in the setting
            v_set := set_config((v_tag || 'k_9'), v_lo::text, true)
                     || set_config((v_tag || 'p_9'), '1', true)
                     || set_config((v_tag || 'wr_9'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (9, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_9'), '1', true)
                     || set_config((v_tag || 'q_9'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 9, ARRAY[d."i"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_9'), '1', true)
                         || set_config((v_tag || 'q_9'), '1', true);
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

-- function tview.d_9_<oid:public.a>_wr()
CREATE OR REPLACE FUNCTION tview.d_9_<oid:public.a>_wr()
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
    v_set := set_config((v_tag || 'wr_9'), '1', true);
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."i") AS lo, max(d."i") AS hi FROM d
        HAVING count(d."i") = count(*) AND max(d."i")::numeric - min(d."i") >= 64 AND (max(d."i")::numeric - min(d."i")) * 1 < count(*)
    )
    SELECT 9, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 9, ARRAY[x."i"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    WITH d AS MATERIALIZED (
        SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
    ), r AS (
        SELECT min(d."i") AS lo, max(d."i") AS hi FROM d
        HAVING count(d."i") = count(*) AND max(d."i")::numeric - min(d."i") >= 64 AND (max(d."i")::numeric - min(d."i")) * 1 < count(*)
    )
    SELECT 9, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 9, ARRAY[x."i"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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
    v_ranges text[];
    v_lo integer;
    v_hi integer;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    v_rb jsonb;  -- the groups to rebuild (see agg_apply, rebuilt)
    v_rbnull jsonb;
    rk1 integer[];
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_1'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_1";
        v_set := set_config((v_tag || 'dl_1'), '', true);
        IF current_setting((v_tag || 'q_1'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
                CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
                PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
                PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
            SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0", v_lone."__e1" AS "__e1", v_lone."__ec1" AS "__ec1", v_lone."__de1" AS "__de1", v_lone."__dec1" AS "__dec1";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text
                 || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."i"::text]::text))::text;

        -- one statement's delta of one group, from its setting (v_lone). Most often it changes
        -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
        -- the stored counts stay, and one statement finds the group's rows by its key and
        -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
        -- above READ COMMITTED the stored state is written: see changed()). In the commit
        -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
        -- tv row holds the extremes and counts (g.bare), it reads that row alone
        v_done := 0;
        IF current_setting((v_tag || 'lt_1'), true) = '1' THEN
            -- the commit trigger ran the statement below, which wrote nothing (commit_lone_delta)
            v_set := set_config((v_tag || 'lt_1'), '', true);
        ELSIF v_lone."i" IS NOT NULL
           AND current_setting('transaction_isolation') = 'read committed'
           AND NOT (pg_trigger_depth() > 1) THEN
            UPDATE "public"."tv_ag_group" AS t
               SET ("cnt", "nj", "total", "av")
                 = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."nj", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") / (COALESCE(t."nj", 0)::bigint + v_lone."__c0") END)::numeric)
             WHERE t."i" = v_lone."i"
               AND t."lo" IS NOT NULL
               AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
               AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
               AND t."hi" IS NOT NULL
               AND (v_lone."__e1" IS NULL OR v_lone."__e1" < t."hi")
               AND (v_lone."__de1" IS NULL OR v_lone."__de1" < t."hi")
               AND COALESCE(t."cnt", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1));
            WITH c AS (
                SELECT dd."i", dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0", dd."__e1" AS "__ie1", dd."__ec1" AS "__iec1", dd."__de1", dd."__dec1"
                FROM (SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0", v_lone."__e1" AS "__e1", v_lone."__ec1" AS "__ec1", v_lone."__de1" AS "__de1", v_lone."__dec1" AS "__dec1") AS dd
            ), o AS (
                SELECT c."i", c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."nj", 0)::bigint AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", c."__ie1", c."__iec1", c."__de1", c."__dec1", aux_row."__e1", COALESCE(aux_row."__ec1", 0) AS "__ec1", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_ag_group" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                       LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
            ), nx AS (
                SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                       old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN NULL ELSE old_state."__ie1" END
                            WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN NULL ELSE GREATEST(old_state."__e1", old_state."__ie1") END AS "__e1",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN -1 WHEN old_state."__de1" = old_state."__ie1" THEN old_state."__iec1" - old_state."__dec1" ELSE old_state."__iec1" END
                            WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN -1 WHEN (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) THEN (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) ELSE (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" END AS "__ec1",
                       old_state."__e1" AS "__oe1", old_state."__ec1" AS "__oec1"
                FROM o AS old_state
            ), sw AS (
                INSERT INTO "tview"."agg_1" AS aux_row ("i", "__e0", "__ec0", "__e1", "__ec1")
                SELECT nx."i", nx."__e0", nx."__ec0", nx."__e1", nx."__ec1"
                FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed'
     OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0")
     OR (nx."__e1", nx."__ec1") IS DISTINCT FROM (nx."__oe1", nx."__oec1"))
                ORDER BY nx."i"
                ON CONFLICT ("i") DO UPDATE SET
                    "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0", "__e1" = EXCLUDED."__e1", "__ec1" = EXCLUDED."__ec1"
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."i")::integer AS "i", (up."__n")::bigint AS "cnt", (up."__c0")::bigint AS "nj", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric AS "av", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer AS "hi"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_ag_group" AS t
                   SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")
                  FROM nv
                 WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
                   AND ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")::record
                RETURNING 1
            ), i AS (
                INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                SELECT nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi" FROM nv
                 WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_group" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
                -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
                -- transaction inserted after our snapshot conflicts, and that is a serialization
                -- failure, not a unique violation)
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), dl AS (
                DELETE FROM "public"."tv_ag_group" AS t USING nv
                 WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0 OR nx."__ec1" < 0)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                       (SELECT jsonb_agg(jsonb_build_array(nx."i"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT min("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)) AND "a"."j" = (SELECT min("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)))) ELSE aux_row."__ec0" END,
                    "__e1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL))) ELSE aux_row."__e1" END,
                    "__ec1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)) AND "a"."j" = (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)))) ELSE aux_row."__ec1" END
                 WHERE "__ec0" < 0 OR "__ec1" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_ag_group" AS t
                   SET ("lo", "hi")
                     = ROW((r."__e0")::integer, (r."__e1")::integer)
                  FROM r
                 WHERE (t."i" = r."i" OR (t."i" IS NULL AND r."i" IS NULL))
                   AND ROW(t."lo", t."hi")::record
                       OPERATOR(pg_catalog.*<>) ROW((r."__e0")::integer, (r."__e1")::integer)::record
                RETURNING 1
            )
            SELECT v_upd + count(*) FROM u INTO v_upd;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE NOT e @> '[null]'), 
                   jsonb_agg(e) FILTER (WHERE e @> '[null]')
              FROM jsonb_array_elements(v_rb) AS e
              INTO rk1, v_rbnull;
            IF rk1 IS NOT NULL THEN
                PERFORM 1 FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."i" = ANY(rk1);
                INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND "a"."i" = ANY(rk1) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
                    FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
                    FROM "public"."v_ag_group" AS x WHERE x."i" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_ag_group" AS x WHERE x."i" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
                    FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_ag_group"', v_dup, 'i'
                        USING ERRCODE = 'unique_violation',
                              HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
                END IF;
            END IF;
            IF v_rbnull IS NOT NULL THEN  -- (groups with a NULL key)
                -- each key column's other values among them, in rk1..: with IS NULL, a filter
                -- the planner pushes into the view and runs before the source's own conditions
                SELECT array_agg(DISTINCT (e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
                  FROM jsonb_array_elements(v_rbnull) AS e
                  INTO rk1;
                PERFORM 1 FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."i" IS NULL OR aux_row."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."i" IS NOT DISTINCT FROM (e ->> 0)::integer);
                INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND ("a"."i" IS NULL OR "a"."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "a"."i" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
                    FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
                    FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
                    FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_ag_group"', v_dup, 'i'
                        USING ERRCODE = 'unique_violation',
                              HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
                END IF;
            END IF;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint, v_lone."__e1"::integer, v_lone."__ec1"::bigint, v_lone."__de1"::integer, v_lone."__dec1"::bigint)::"tview"."dl_1"::text;
        END IF;
        IF v_upd = 1 AND v_ins = 0 AND v_del = 0 THEN  -- (the group's row alone was updated)
            v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                 || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
        ELSE
            v_st := COALESCE(NULLIF(current_setting('tview.st_1', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
            v_set := set_config('tview.st_1', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
        END IF;
        RETURN;
    END IF;
    IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_1_8a7eee64e0" AS dd;
        END IF;
    ELSE
        IF v_deltas THEN
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
                   -- the groups this transaction's deltas touch are locked like keys
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
                      FROM pg_temp."tview_d_1_8a7eee64e0" AS dd),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ghashes, v_big;
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
        END IF;
        v_set := set_config((v_tag || 'q_1'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
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
    IF NOT COALESCE(v_full, false) AND v_deltas THEN
        IF v_hashes IS NULL THEN
            v_hashes := v_ghashes;
        ELSIF v_ghashes IS NOT NULL THEN
            SELECT array_agg(DISTINCT h ORDER BY h) INTO v_hashes FROM unnest(v_hashes || v_ghashes) AS h;
        END IF;
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
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_1'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_1'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[dd."i"::text]::text[], ROW(dd."i"::integer, dd."__n"::bigint, dd."__c0"::bigint, dd."__s0"::numeric, dd."__e0"::integer, dd."__ec0"::bigint, dd."__de0"::integer, dd."__dec0"::bigint, dd."__e1"::integer, dd."__ec1"::bigint, dd."__de1"::integer, dd."__dec1"::bigint)::"tview"."dl_1"::text FROM pg_temp."tview_d_1_8a7eee64e0" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, min(dd."__e0") OVER wp AS "__m0", min(dd."__de0") OVER wp AS "__md0", max(dd."__e1") OVER wp AS "__m1", max(dd."__de1") OVER wp AS "__md1"
            FROM pg_temp."tview_d_1_8a7eee64e0" AS dd WINDOW wp AS (PARTITION BY dd."i")
        ), c AS (
            SELECT w."i", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__s0") AS "__s0", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0", min(w."__m1") AS "__ie1", COALESCE(sum(w."__ec1") FILTER (WHERE w."__e1" = w."__m1"), 0)::bigint AS "__iec1", min(w."__md1") AS "__de1", COALESCE(sum(w."__dec1") FILTER (WHERE w."__de1" = w."__md1"), 0)::bigint AS "__dec1"
            FROM w GROUP BY w."i"
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."nj", 0)::bigint AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", c."__ie1", c."__iec1", c."__de1", c."__dec1", aux_row."__e1", COALESCE(aux_row."__ec1", 0) AS "__ec1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_group" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN NULL ELSE old_state."__ie1" END
                        WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN NULL ELSE GREATEST(old_state."__e1", old_state."__ie1") END AS "__e1",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN -1 WHEN old_state."__de1" = old_state."__ie1" THEN old_state."__iec1" - old_state."__dec1" ELSE old_state."__iec1" END
                        WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN -1 WHEN (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) THEN (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) ELSE (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" END AS "__ec1",
                   old_state."__e1" AS "__oe1", old_state."__ec1" AS "__oec1"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("i", "__e0", "__ec0", "__e1", "__ec1")
            SELECT nx."i", nx."__e0", nx."__ec0", nx."__e1", nx."__ec1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed'
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0")
 OR (nx."__e1", nx."__ec1") IS DISTINCT FROM (nx."__oe1", nx."__oec1"))
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0", "__e1" = EXCLUDED."__e1", "__ec1" = EXCLUDED."__ec1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (up."__n")::bigint AS "cnt", (up."__c0")::bigint AS "nj", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric AS "av", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer AS "hi"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_group" AS t
               SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
               AND ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_group" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_group" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_8a7eee64e0" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0 OR nx."__ec1" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."i"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."i", dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0", dd."__e1" AS "__ie1", dd."__ec1" AS "__iec1", dd."__de1", dd."__dec1"
            FROM pg_temp."tview_d_1_8a7eee64e0" AS dd
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."nj", 0)::bigint AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", c."__ie1", c."__iec1", c."__de1", c."__dec1", aux_row."__e1", COALESCE(aux_row."__ec1", 0) AS "__ec1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_group" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN NULL ELSE old_state."__ie1" END
                        WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN NULL ELSE GREATEST(old_state."__e1", old_state."__ie1") END AS "__e1",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de1" IS NOT NULL AND NOT (old_state."__ie1" IS NOT NULL AND (old_state."__de1" < old_state."__ie1" OR (old_state."__de1" = old_state."__ie1" AND old_state."__iec1" - old_state."__dec1" > 0)))) THEN -1 WHEN old_state."__de1" = old_state."__ie1" THEN old_state."__iec1" - old_state."__dec1" ELSE old_state."__iec1" END
                        WHEN (NOT (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) AND NOT (old_state."__de1" = GREATEST(old_state."__e1", old_state."__ie1") AND (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" > 0)) THEN -1 WHEN (old_state."__de1" IS NULL OR old_state."__de1" < GREATEST(old_state."__e1", old_state."__ie1")) THEN (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) ELSE (CASE WHEN old_state."__e1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__ec1" ELSE 0 END + CASE WHEN old_state."__ie1" = GREATEST(old_state."__e1", old_state."__ie1") THEN old_state."__iec1" ELSE 0 END) - old_state."__dec1" END AS "__ec1",
                   old_state."__e1" AS "__oe1", old_state."__ec1" AS "__oec1"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("i", "__e0", "__ec0", "__e1", "__ec1")
            SELECT nx."i", nx."__e0", nx."__ec0", nx."__e1", nx."__ec1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed'
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0")
 OR (nx."__e1", nx."__ec1") IS DISTINCT FROM (nx."__oe1", nx."__oec1"))
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0", "__e1" = EXCLUDED."__e1", "__ec1" = EXCLUDED."__ec1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (up."__n")::bigint AS "cnt", (up."__c0")::bigint AS "nj", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric AS "av", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer AS "hi"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_group" AS t
               SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
               AND ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT nv."i", nv."cnt", nv."nj", nv."total", nv."av", nv."lo", nv."hi" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_group" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_group" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_8a7eee64e0" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0 OR nx."__ec1" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."i"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT min("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)) AND "a"."j" = (SELECT min("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)))) ELSE aux_row."__ec0" END,
                    "__e1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL))) ELSE aux_row."__e1" END,
                    "__ec1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)) AND "a"."j" = (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND ("a"."i" = aux_row."i" OR ("a"."i" IS NULL AND aux_row."i" IS NULL)))) ELSE aux_row."__ec1" END
                 WHERE "__ec0" < 0 OR "__ec1" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_ag_group" AS t
                   SET ("lo", "hi")
                     = ROW((r."__e0")::integer, (r."__e1")::integer)
                  FROM r
                 WHERE (t."i" = r."i" OR (t."i" IS NULL AND r."i" IS NULL))
                   AND ROW(t."lo", t."hi")::record
                       OPERATOR(pg_catalog.*<>) ROW((r."__e0")::integer, (r."__e1")::integer)::record
                RETURNING 1
            )
            SELECT v_upd + count(*) FROM u INTO v_upd;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE NOT e @> '[null]'), 
                   jsonb_agg(e) FILTER (WHERE e @> '[null]')
              FROM jsonb_array_elements(v_rb) AS e
              INTO rk1, v_rbnull;
            IF rk1 IS NOT NULL THEN
                PERFORM 1 FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."i" = ANY(rk1);
                INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND "a"."i" = ANY(rk1) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
                    FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
                    FROM "public"."v_ag_group" AS x WHERE x."i" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_ag_group" AS x WHERE x."i" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
                    FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_ag_group"', v_dup, 'i'
                        USING ERRCODE = 'unique_violation',
                              HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
                END IF;
            END IF;
            IF v_rbnull IS NOT NULL THEN  -- (groups with a NULL key)
                -- each key column's other values among them, in rk1..: with IS NULL, a filter
                -- the planner pushes into the view and runs before the source's own conditions
                SELECT array_agg(DISTINCT (e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
                  FROM jsonb_array_elements(v_rbnull) AS e
                  INTO rk1;
                PERFORM 1 FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."i" IS NULL OR aux_row."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."i" IS NOT DISTINCT FROM (e ->> 0)::integer);
                INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND ("a"."i" IS NULL OR "a"."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "a"."i" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
                    FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
                    FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
                    FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                    SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_ag_group"', v_dup, 'i'
                        USING ERRCODE = 'unique_violation',
                              HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
                END IF;
            END IF;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_1_8a7eee64e0";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
        DELETE FROM "tview"."agg_1";
        INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."i" = ANY(k1);
            INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND "a"."i" = ANY(k1) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."i" IS NULL OR aux_row."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."i" IS NOT DISTINCT FROM (e ->> 0)::integer);
            INSERT INTO "tview"."agg_1" ("i", "__e0", "__ec0", "__e1", "__ec1") SELECT "a"."i", min("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w1") FROM (SELECT "a".*, min("a"."j") OVER wp AS "__w0", max("a"."j") OVER wp AS "__w1" FROM "public"."a" AS "a" WHERE true AND ("a"."i" IS NULL OR "a"."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "a"."i" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "a"."i")) AS "a" GROUP BY "a"."i";
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
            FROM "public"."tv_ag_group" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_group" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
            FROM "public"."v_ag_group" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_group" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_group"', v_dup, 'i'
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
                UPDATE "public"."tv_ag_group" AS t
                   SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")
                  FROM "public"."v_ag_group" AS x
                 WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                   AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_group" AS t
                       SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")
                      FROM "public"."v_ag_group" AS x
                     WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                       AND t."i" = x."i"
                       AND pg_catalog.booleq(ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::record, true)
                    RETURNING t."i" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_group" AS t
                   SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")
                  FROM "public"."v_ag_group" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_group" AS t
                   SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")
                  FROM "public"."v_ag_group" AS x
                 WHERE x."i" = ANY(k1) AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::record, true);
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
                SELECT view_row."i", view_row."cnt", view_row."nj", view_row."total", view_row."av", view_row."lo", view_row."hi"
                FROM "public"."v_ag_group" AS view_row WHERE view_row."i" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi"
                FROM "public"."tv_ag_group" AS t WHERE t."i" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_group" AS t
                   SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW(n."i", n."cnt", n."nj", n."total", n."av", n."lo", n."hi")
                  FROM n JOIN o ON o."i" = n."i"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."i", o."cnt", o."nj", o."total", o."av", o."lo", o."hi")::record OPERATOR(pg_catalog.*<>) ROW(n."i", n."cnt", n."nj", n."total", n."av", n."lo", n."hi")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_group" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i")
            ), ip AS (
                INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                SELECT a."i", a."cnt", a."nj", a."total", a."av", a."lo", a."hi" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
                SELECT a."i", a."cnt", a."nj", a."total", a."av", a."lo", a."hi" FROM a
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
                '"public"."tv_ag_group"', v_dup, 'i'
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
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text) AS rn
            FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_group" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_group" AS r, ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."nj", x."total", x."av", x."lo", x."hi")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_group" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_group" ("i", "cnt", "nj", "total", "av", "lo", "hi")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."nj", (a.r)."total", (a.r)."av", (a.r)."lo", (a.r)."hi" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_group"', v_dup, 'i'
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
        SELECT 10, ARRAY[d."k"::text]
        FROM (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 10 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 10, ARRAY[d."k"::text]
        FROM (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 10;
        v_set := set_config((v_tag || 'ws_10'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_10'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_10'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_10'), true)::integer];
        v_set := set_config((v_tag || 'k_10'), '', true);
        IF current_setting((v_tag || 'lt_10'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_10'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_10'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_10'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 10
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465290)::text || pg_advisory_xact_lock(8391895065173164032 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_full_join" AS t
                   SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                  FROM "public"."v_ag_full_join" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_10', (COALESCE(NULLIF(current_setting('tview.sl_10', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_10', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_10'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_10'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_10'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_10'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_10'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 10, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."k", t."na", t."nb")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."na", t."nb")::text) AS rn
            FROM "public"."tv_ag_full_join" AS t WHERE true
        ), n AS (
            SELECT ROW(x."k", x."na", x."nb")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_full_join" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_full_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_full_join" AS r, ROW(x."k", x."na", x."nb")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."na", x."nb")::text) AS rn
            FROM "public"."v_ag_full_join" AS x WHERE true
        ), o AS (
            SELECT ROW(t."k", t."na", t."nb")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_full_join" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
            SELECT (a.r)."k", (a.r)."na", (a.r)."nb" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
            SELECT (a.r)."k", (a.r)."na", (a.r)."nb" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_full_join"', v_dup, 'k'
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
                UPDATE "public"."tv_ag_full_join" AS t
                   SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                  FROM "public"."v_ag_full_join" AS x
                 WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                   AND t."k" = x."k"
                   AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_full_join" AS t
                       SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                      FROM "public"."v_ag_full_join" AS x
                     WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                       AND t."k" = x."k"
                       AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb")
                    RETURNING t."k" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_full_join" AS t
                   SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                  FROM "public"."v_ag_full_join" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_full_join" AS t
                   SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                  FROM "public"."v_ag_full_join" AS x
                 WHERE x."k" = ANY(k1) AND t."k" = x."k"
                   AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
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
                SELECT view_row."k", view_row."na", view_row."nb"
                FROM "public"."v_ag_full_join" AS view_row WHERE view_row."k" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."k", t."na", t."nb"
                FROM "public"."tv_ag_full_join" AS t WHERE t."k" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_full_join" AS t
                   SET ("k", "na", "nb") = ROW(n."k", n."na", n."nb")
                  FROM n JOIN o ON o."k" = n."k"
                 WHERE t.ctid = o."tid" AND (o."k", o."na", o."nb") IS DISTINCT FROM (n."k", n."na", n."nb")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_full_join" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."k" = o."k")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."k" = n."k")
            ), ip AS (
                INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
                SELECT a."k", a."na", a."nb" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
                SELECT a."k", a."na", a."nb" FROM a
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
                '"public"."tv_ag_full_join"', v_dup, 'k'
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
            SELECT t.ctid AS tid, ROW(t."k", t."na", t."nb")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."na", t."nb")::text) AS rn
            FROM "public"."tv_ag_full_join" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."k", x."na", x."nb")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_full_join" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_full_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_full_join" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_full_join" AS r, ROW(x."k", x."na", x."nb")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."na", x."nb")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."k", t."na", t."nb")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_full_join" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
            SELECT (a.r)."k", (a.r)."na", (a.r)."nb" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_full_join" ("k", "na", "nb")
            SELECT (a.r)."k", (a.r)."na", (a.r)."nb" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_full_join"', v_dup, 'k'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
    IF NOT v_join AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_11'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_11'), true)::integer];
        v_set := set_config((v_tag || 'k_11'), '', true);
        IF current_setting((v_tag || 'lt_11'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_11'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_11'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_11'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11));
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465291)::text || pg_advisory_xact_lock(8391895069468131328 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_ordered" AS t
                   SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                  FROM "public"."v_ag_ordered" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_11', (COALESCE(NULLIF(current_setting('tview.sl_11', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_11', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 11 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11))),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        IF COALESCE(current_setting((v_tag || 'k_11'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_11'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_11'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_11'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_11'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 11)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 11, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
            SELECT t.ctid AS tid, ROW(t."i", t."js", t."ids")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."js", t."ids")::text) AS rn
            FROM "public"."tv_ag_ordered" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."js", x."ids")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_ordered" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_ordered" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_ordered" AS r, ROW(x."i", x."js", x."ids")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."js", x."ids")::text) AS rn
            FROM "public"."v_ag_ordered" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."js", t."ids")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_ordered" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
            SELECT (a.r)."i", (a.r)."js", (a.r)."ids" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
            SELECT (a.r)."i", (a.r)."js", (a.r)."ids" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_ordered"', v_dup, 'i'
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
                UPDATE "public"."tv_ag_ordered" AS t
                   SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                  FROM "public"."v_ag_ordered" AS x
                 WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                   AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_ordered" AS t
                       SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                      FROM "public"."v_ag_ordered" AS x
                     WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                       AND t."i" = x."i"
                       AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true)
                    RETURNING t."i" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_ordered" AS t
                   SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                  FROM "public"."v_ag_ordered" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_ordered" AS t
                   SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                  FROM "public"."v_ag_ordered" AS x
                 WHERE x."i" = ANY(k1) AND t."i" = x."i"
                   AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
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
                SELECT view_row."i", view_row."js", view_row."ids"
                FROM "public"."v_ag_ordered" AS view_row WHERE view_row."i" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."js", t."ids"
                FROM "public"."tv_ag_ordered" AS t WHERE t."i" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_ordered" AS t
                   SET ("i", "js", "ids") = ROW(n."i", n."js", n."ids")
                  FROM n JOIN o ON o."i" = n."i"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."i", o."js", o."ids")::record OPERATOR(pg_catalog.*<>) ROW(n."i", n."js", n."ids")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_ordered" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i")
            ), ip AS (
                INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
                SELECT a."i", a."js", a."ids" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
                SELECT a."i", a."js", a."ids" FROM a
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
                '"public"."tv_ag_ordered"', v_dup, 'i'
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
            SELECT t.ctid AS tid, ROW(t."i", t."js", t."ids")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."js", t."ids")::text) AS rn
            FROM "public"."tv_ag_ordered" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."i", x."js", x."ids")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_ordered" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_ordered" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_ordered" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_ordered" AS r, ROW(x."i", x."js", x."ids")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."js", x."ids")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."js", t."ids")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_ordered" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
            SELECT (a.r)."i", (a.r)."js", (a.r)."ids" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_ordered" ("i", "js", "ids")
            SELECT (a.r)."i", (a.r)."js", (a.r)."ids" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_ordered"', v_dup, 'i'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
    v_lo bigint;
    v_hi bigint;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_tried boolean := false;  -- the lone key's fast path locked it and tried its refresh
    k1 bigint[];
    nk1 bigint[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF NOT v_join AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_12'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_12'), true)::bigint];
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
                UPDATE "public"."tv_ag_nested" AS t
                   SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                  FROM "public"."v_ag_nested" AS x
                 WHERE x."cnt" = k1[1] AND t."cnt" = x."cnt"
                   AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
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
               array_agg(DISTINCT (d.k[1])::bigint) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 12))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_12'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_12'), true)::bigint) AS u(x) ORDER BY u.x);
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
            v_lo := v_ranges[1][1]::bigint;
            v_hi := v_ranges[1][2]::bigint;
            IF NOT v_lazy THEN
                k1 := ARRAY(SELECT g::bigint FROM generate_series(v_lo::bigint, v_hi::bigint) AS g);
            END IF;
        ELSE
            SELECT array_agg(DISTINCT u.x) INTO k1 FROM (
                SELECT unnest(k1) AS x UNION ALL SELECT g::bigint FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::bigint::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."cnt", t."groups")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."groups")::text) AS rn
            FROM "public"."tv_ag_nested" AS t WHERE true
        ), n AS (
            SELECT ROW(x."cnt", x."groups")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_nested" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_nested" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_nested" AS r, ROW(x."cnt", x."groups")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."groups")::text) AS rn
            FROM "public"."v_ag_nested" AS x WHERE true
        ), o AS (
            SELECT ROW(t."cnt", t."groups")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_nested" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
            SELECT (a.r)."cnt", (a.r)."groups" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
            SELECT (a.r)."cnt", (a.r)."groups" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_nested"', v_dup, 'cnt'
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
                UPDATE "public"."tv_ag_nested" AS t
                   SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                  FROM "public"."v_ag_nested" AS x
                 WHERE x."cnt" BETWEEN v_lo AND v_hi AND t."cnt" BETWEEN v_lo AND v_hi
                   AND t."cnt" = x."cnt"
                   AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_nested" AS t
                       SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                      FROM "public"."v_ag_nested" AS x
                     WHERE x."cnt" BETWEEN v_lo AND v_hi AND t."cnt" BETWEEN v_lo AND v_hi
                       AND t."cnt" = x."cnt"
                       AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups")
                    RETURNING t."cnt" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_nested" AS t
                   SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                  FROM "public"."v_ag_nested" AS x
                 WHERE x."cnt" = k1[1] AND t."cnt" = x."cnt"
                   AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_nested" AS t
                   SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                  FROM "public"."v_ag_nested" AS x
                 WHERE x."cnt" = ANY(k1) AND t."cnt" = x."cnt"
                   AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            END IF;
        END IF;
        IF v_upd < v_keys THEN
            -- some key's row was unchanged, is new or is gone: one probe of the table for all keys
            -- (o), then writes by ctid (no key is looked up twice)
            IF v_lazy THEN
                k1 := ARRAY(SELECT g::bigint FROM generate_series(v_lo::bigint, v_hi::bigint) AS g);
                v_lazy := false;
            END IF;
            WITH n AS MATERIALIZED (
                SELECT view_row."cnt", view_row."groups"
                FROM "public"."v_ag_nested" AS view_row WHERE view_row."cnt" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."cnt", t."groups"
                FROM "public"."tv_ag_nested" AS t WHERE t."cnt" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_nested" AS t
                   SET ("cnt", "groups") = ROW(n."cnt", n."groups")
                  FROM n JOIN o ON o."cnt" = n."cnt"
                 WHERE t.ctid = o."tid" AND (o."cnt", o."groups") IS DISTINCT FROM (n."cnt", n."groups")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_nested" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."cnt" = o."cnt")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."cnt" = n."cnt")
            ), ip AS (
                INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
                SELECT a."cnt", a."groups" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
                SELECT a."cnt", a."groups" FROM a
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
                '"public"."tv_ag_nested"', v_dup, 'cnt'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
        END IF;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::bigint) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."cnt", t."groups")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."groups")::text) AS rn
            FROM "public"."tv_ag_nested" AS t WHERE (t."cnt" IS NULL OR t."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint)
        ), n AS (
            SELECT ROW(x."cnt", x."groups")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_nested" AS x WHERE (x."cnt" IS NULL OR x."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_nested" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_nested" AS x WHERE (x."cnt" IS NULL OR x."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_nested" AS r, ROW(x."cnt", x."groups")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."groups")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."cnt", t."groups")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_nested" AS t WHERE (t."cnt" IS NULL OR t."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
            SELECT (a.r)."cnt", (a.r)."groups" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_nested" ("cnt", "groups")
            SELECT (a.r)."cnt", (a.r)."groups" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_nested"', v_dup, 'cnt'
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
    v_ranges text[];
    v_lo integer;
    v_hi integer;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_2'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_2";
        v_set := set_config((v_tag || 'dl_2'), '', true);
        IF current_setting((v_tag || 'q_2'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
                CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
                PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_2_c1f22fa865"
            SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text
                 || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[v_lone."i"::text]::text))::text;

        -- one statement's delta of one group, from its setting (v_lone). Most often it changes
        -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
        -- the stored counts stay, and one statement finds the group's rows by its key and
        -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
        -- above READ COMMITTED the stored state is written: see changed()). In the commit
        -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
        -- tv row holds the extremes and counts (g.bare), it reads that row alone
        v_done := 0;
        IF current_setting((v_tag || 'lt_2'), true) = '1' THEN
            -- the commit trigger ran the statement below, which wrote nothing (commit_lone_delta)
            v_set := set_config((v_tag || 'lt_2'), '', true);
        ELSIF v_lone."i" IS NOT NULL
           AND current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__n" = 0
           AND v_lone."__c1" = 0 THEN
            UPDATE "public"."tv_ag_filter" AS t
               SET ("cnt", "total")
                 = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s1") END)::bigint)
              FROM "tview"."agg_2" AS aux_row
             WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2));
            WITH c AS (
                SELECT dd."i", dd."__n", dd."__c0", dd."__c1", dd."__s1"
                FROM (SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1") AS dd
            ), o AS (
                SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."cnt", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."total", 0)::numeric AS "__s1", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_ag_filter" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                       LEFT JOIN "tview"."agg_2" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
            ), nx AS (
                SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
                FROM o AS old_state
            ), sw AS (
                INSERT INTO "tview"."agg_2" AS aux_row ("i", "__n", "__c1")
                SELECT nx."i", nx."__n", nx."__c1"
                FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0)
                ORDER BY nx."i"
                ON CONFLICT ("i") DO UPDATE SET
                    "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1"
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."i")::integer AS "i", (up."__c0")::bigint AS "cnt", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "total"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_ag_filter" AS t
                   SET ("i", "cnt", "total") = ROW(nv."i", nv."cnt", nv."total")
                  FROM nv
                 WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
                   AND ROW(t."i", t."cnt", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."total")::record
                RETURNING 1
            ), i AS (
                INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
                SELECT nv."i", nv."cnt", nv."total" FROM nv
                 WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_filter" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
                -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
                -- transaction inserted after our snapshot conflicts, and that is a serialization
                -- failure, not a unique violation)
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), dl AS (
                DELETE FROM "public"."tv_ag_filter" AS t USING nv
                 WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_2"::text;
        END IF;
        IF v_upd = 1 AND v_ins = 0 AND v_del = 0 THEN  -- (the group's row alone was updated)
            v_set := set_config('tview.sg_2', (COALESCE(NULLIF(current_setting('tview.sg_2', true), '')::bigint, 0) + 1)::text, false)
                 || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
        ELSE
            v_st := COALESCE(NULLIF(current_setting('tview.st_2', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
            v_set := set_config('tview.st_2', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
        END IF;
        RETURN;
    END IF;
    IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_2_c1f22fa865" AS dd;
        END IF;
    ELSE
        IF v_deltas THEN
            -- take this tview's pending keys (one statement: read, dedup, type; the
            -- keys to capture only while a Spark backfill runs)
            v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
            WITH taken AS (
                DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 2 RETURNING q.k, q.ctid
            )
            SELECT bool_or(d.k IS NULL),
                   jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
                   array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
                   array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
                   jsonb_agg(to_jsonb(d.k))
                     FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
                   -- the groups this transaction's deltas touch are locked like keys
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
                      FROM pg_temp."tview_d_2_c1f22fa865" AS dd),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ghashes, v_big;
        ELSE
            -- take this tview's pending keys (one statement: read, dedup, type; the
            -- keys to capture only while a Spark backfill runs)
            v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
            WITH taken AS (
                DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 2 RETURNING q.k, q.ctid
            )
            SELECT bool_or(d.k IS NULL),
                   jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
                   array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
                   array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
                   jsonb_agg(to_jsonb(d.k))
                     FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        END IF;
        v_set := set_config((v_tag || 'q_2'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
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
    IF NOT COALESCE(v_full, false) AND v_deltas THEN
        IF v_hashes IS NULL THEN
            v_hashes := v_ghashes;
        ELSIF v_ghashes IS NOT NULL THEN
            SELECT array_agg(DISTINCT h ORDER BY h) INTO v_hashes FROM unnest(v_hashes || v_ghashes) AS h;
        END IF;
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
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_2'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_2'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[dd."i"::text]::text[], ROW(dd."i"::integer, dd."__n"::bigint, dd."__c0"::bigint, dd."__c1"::bigint, dd."__s1"::numeric)::"tview"."dl_2"::text FROM pg_temp."tview_d_2_c1f22fa865" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*
            FROM pg_temp."tview_d_2_c1f22fa865" AS dd WINDOW wp AS (PARTITION BY dd."i")
        ), c AS (
            SELECT w."i", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__c1")::bigint AS "__c1", sum(w."__s1") AS "__s1"
            FROM w GROUP BY w."i"
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."cnt", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."total", 0)::numeric AS "__s1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_filter" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_2" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_2" AS aux_row ("i", "__n", "__c1")
            SELECT nx."i", nx."__n", nx."__c1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0)
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (up."__c0")::bigint AS "cnt", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "total"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_filter" AS t
               SET ("i", "cnt", "total") = ROW(nv."i", nv."cnt", nv."total")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
               AND ROW(t."i", t."cnt", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."total")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT nv."i", nv."cnt", nv."total" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_filter" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_filter" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_2_c1f22fa865" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        ELSE
        WITH c AS (
            SELECT dd."i", dd."__n", dd."__c0", dd."__c1", dd."__s1"
            FROM pg_temp."tview_d_2_c1f22fa865" AS dd
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."cnt", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."total", 0)::numeric AS "__s1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_filter" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_2" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_2" AS aux_row ("i", "__n", "__c1")
            SELECT nx."i", nx."__n", nx."__c1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0)
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (up."__c0")::bigint AS "cnt", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "total"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_filter" AS t
               SET ("i", "cnt", "total") = ROW(nv."i", nv."cnt", nv."total")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0
               AND ROW(t."i", t."cnt", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."cnt", nv."total")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT nv."i", nv."cnt", nv."total" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_filter" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_filter" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_2_c1f22fa865" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_2_c1f22fa865";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465282);
        DELETE FROM "tview"."agg_2";
        INSERT INTO "tview"."agg_2" ("i", "__n", "__c1") SELECT "a"."i", count(*), count((CASE WHEN "a"."id" < 5 THEN "a"."j" END)) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true) AS "a" GROUP BY "a"."i";
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_2" AS aux_row WHERE aux_row."i" = ANY(k1);
            INSERT INTO "tview"."agg_2" ("i", "__n", "__c1") SELECT "a"."i", count(*), count((CASE WHEN "a"."id" < 5 THEN "a"."j" END)) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true AND "a"."i" = ANY(k1)) AS "a" GROUP BY "a"."i";
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_2" AS aux_row WHERE (aux_row."i" IS NULL OR aux_row."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."i" IS NOT DISTINCT FROM (e ->> 0)::integer);
            INSERT INTO "tview"."agg_2" ("i", "__n", "__c1") SELECT "a"."i", count(*), count((CASE WHEN "a"."id" < 5 THEN "a"."j" END)) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true AND ("a"."i" IS NULL OR "a"."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "a"."i" IS NOT DISTINCT FROM (e ->> 0)::integer)) AS "a" GROUP BY "a"."i";
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465282);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."total")::text) AS rn
            FROM "public"."tv_ag_filter" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_filter" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_filter" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_filter" AS r, ROW(x."i", x."cnt", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."total")::text) AS rn
            FROM "public"."v_ag_filter" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_filter" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_filter"', v_dup, 'i'
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
                UPDATE "public"."tv_ag_filter" AS t
                   SET ("i", "cnt", "total") = ROW(x."i", x."cnt", x."total")
                  FROM "public"."v_ag_filter" AS x
                 WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                   AND t."i" = x."i"
                   AND (t."i", t."cnt", t."total") IS DISTINCT FROM (x."i", x."cnt", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_filter" AS t
                       SET ("i", "cnt", "total") = ROW(x."i", x."cnt", x."total")
                      FROM "public"."v_ag_filter" AS x
                     WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                       AND t."i" = x."i"
                       AND (t."i", t."cnt", t."total") IS DISTINCT FROM (x."i", x."cnt", x."total")
                    RETURNING t."i" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_filter" AS t
                   SET ("i", "cnt", "total") = ROW(x."i", x."cnt", x."total")
                  FROM "public"."v_ag_filter" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND (t."i", t."cnt", t."total") IS DISTINCT FROM (x."i", x."cnt", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_filter" AS t
                   SET ("i", "cnt", "total") = ROW(x."i", x."cnt", x."total")
                  FROM "public"."v_ag_filter" AS x
                 WHERE x."i" = ANY(k1) AND t."i" = x."i"
                   AND (t."i", t."cnt", t."total") IS DISTINCT FROM (x."i", x."cnt", x."total");
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
                SELECT view_row."i", view_row."cnt", view_row."total"
                FROM "public"."v_ag_filter" AS view_row WHERE view_row."i" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."cnt", t."total"
                FROM "public"."tv_ag_filter" AS t WHERE t."i" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_filter" AS t
                   SET ("i", "cnt", "total") = ROW(n."i", n."cnt", n."total")
                  FROM n JOIN o ON o."i" = n."i"
                 WHERE t.ctid = o."tid" AND (o."i", o."cnt", o."total") IS DISTINCT FROM (n."i", n."cnt", n."total")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_filter" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i")
            ), ip AS (
                INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
                SELECT a."i", a."cnt", a."total" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
                SELECT a."i", a."cnt", a."total" FROM a
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
                '"public"."tv_ag_filter"', v_dup, 'i'
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
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."total")::text) AS rn
            FROM "public"."tv_ag_filter" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_filter" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_filter" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_filter" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_filter" AS r, ROW(x."i", x."cnt", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."total")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_filter" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_filter" ("i", "cnt", "total")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_filter"', v_dup, 'i'
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
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3));
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_distinct" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_ag_distinct" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
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
        -- take this tview's pending keys (one statement: read, dedup, type; the
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
            SELECT t.ctid AS tid, ROW(t."k", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."cnt")::text) AS rn
            FROM "public"."tv_ag_distinct" AS t WHERE true
        ), n AS (
            SELECT ROW(x."k", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_distinct" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_distinct" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_distinct" AS r, ROW(x."k", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt")::text) AS rn
            FROM "public"."v_ag_distinct" AS x WHERE true
        ), o AS (
            SELECT ROW(t."k", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_distinct" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
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
                '"public"."tv_ag_distinct"', v_dup, 'k'
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
                UPDATE "public"."tv_ag_distinct" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_ag_distinct" AS x
                 WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                   AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_distinct" AS t
                       SET ("k", "cnt") = ROW(x."k", x."cnt")
                      FROM "public"."v_ag_distinct" AS x
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
                UPDATE "public"."tv_ag_distinct" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_ag_distinct" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_distinct" AS t
                   SET ("k", "cnt") = ROW(x."k", x."cnt")
                  FROM "public"."v_ag_distinct" AS x
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
                FROM "public"."v_ag_distinct" AS view_row WHERE view_row."k" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."k", t."cnt"
                FROM "public"."tv_ag_distinct" AS t WHERE t."k" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_distinct" AS t
                   SET ("k", "cnt") = ROW(n."k", n."cnt")
                  FROM n JOIN o ON o."k" = n."k"
                 WHERE t.ctid = o."tid" AND (o."k", o."cnt") IS DISTINCT FROM (n."k", n."cnt")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_distinct" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."k" = o."k")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."k" = n."k")
            ), ip AS (
                INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
                SELECT a."k", a."cnt" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
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
                '"public"."tv_ag_distinct"', v_dup, 'k'
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
            FROM "public"."tv_ag_distinct" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."k", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_distinct" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_distinct" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_distinct" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_distinct" AS r, ROW(x."k", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."k", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_distinct" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
            SELECT (a.r)."k", (a.r)."cnt" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_distinct" ("k", "cnt")
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
                '"public"."tv_ag_distinct"', v_dup, 'k'
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
    v_ranges text[];
    v_lo integer;
    v_hi integer;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_4'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_4";
        v_set := set_config((v_tag || 'dl_4'), '', true);
        IF current_setting((v_tag || 'q_4'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
                CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
                PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
                PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_4_0c6346c09b"
            SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text
                 || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[v_lone."i"::text]::text))::text;

        -- one statement's delta of one group, from its setting (v_lone). Most often it changes
        -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
        -- the stored counts stay, and one statement finds the group's rows by its key and
        -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
        -- above READ COMMITTED the stored state is written: see changed()). In the commit
        -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
        -- tv row holds the extremes and counts (g.bare), it reads that row alone
        v_done := 0;
        IF current_setting((v_tag || 'lt_4'), true) = '1' THEN
            -- the commit trigger ran the statement below, which wrote nothing (commit_lone_delta)
            v_set := set_config((v_tag || 'lt_4'), '', true);
        ELSIF v_lone."i" IS NOT NULL
           AND current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__n" = 0
           AND v_lone."__c0" = 0
           AND v_lone."__s0" = 0 THEN
            UPDATE "public"."tv_ag_having" AS t
               SET ("total")
                 = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(aux_row."__s0", 0) + v_lone."__s0") END)::bigint)
              FROM "tview"."agg_4" AS aux_row
             WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4));
            WITH c AS (
                SELECT dd."i", dd."__n", dd."__c0", dd."__s0"
                FROM (SELECT v_lone."i" AS "i", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0") AS dd
            ), o AS (
                SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(aux_row."__s0", 0) AS "__s0", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_ag_having" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                       LEFT JOIN "tview"."agg_4" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
            ), nx AS (
                SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0"
                FROM o AS old_state
            ), sw AS (
                INSERT INTO "tview"."agg_4" AS aux_row ("i", "__n", "__c0", "__s0")
                SELECT nx."i", nx."__n", nx."__c0", nx."__s0"
                FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc0" <> 0 OR nx."__ds0" <> 0)
                ORDER BY nx."i"
                ON CONFLICT ("i") DO UPDATE SET
                    "__n" = EXCLUDED."__n", "__c0" = EXCLUDED."__c0", "__s0" = EXCLUDED."__s0"
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."i")::integer AS "i", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", COALESCE((CAST((up."__n") AS BIGINT)) > 1 OR (CAST((CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END) AS BIGINT)) > 30, false) AS "__h"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_ag_having" AS t
                   SET ("i", "total") = ROW(nv."i", nv."total")
                  FROM nv
                 WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0 AND nv."__h"
                   AND ROW(t."i", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."total")::record
                RETURNING 1
            ), i AS (
                INSERT INTO "public"."tv_ag_having" ("i", "total")
                SELECT nv."i", nv."total" FROM nv
                 WHERE nv."__n" > 0 AND nv."__h" AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_having" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
                -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
                -- transaction inserted after our snapshot conflicts, and that is a serialization
                -- failure, not a unique violation)
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), dl AS (
                DELETE FROM "public"."tv_ag_having" AS t USING nv
                 WHERE (nv."__n" = 0 OR NOT nv."__h") AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 4, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric)::"tview"."dl_4"::text;
        END IF;
        IF v_upd = 1 AND v_ins = 0 AND v_del = 0 THEN  -- (the group's row alone was updated)
            v_set := set_config('tview.sg_4', (COALESCE(NULLIF(current_setting('tview.sg_4', true), '')::bigint, 0) + 1)::text, false)
                 || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
        ELSE
            v_st := COALESCE(NULLIF(current_setting('tview.st_4', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
            v_set := set_config('tview.st_4', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
        END IF;
        RETURN;
    END IF;
    IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_4_0c6346c09b" AS dd;
        END IF;
    ELSE
        IF v_deltas THEN
            -- take this tview's pending keys (one statement: read, dedup, type; the
            -- keys to capture only while a Spark backfill runs)
            v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
            WITH taken AS (
                DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 4 RETURNING q.k, q.ctid
            )
            SELECT bool_or(d.k IS NULL),
                   jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
                   array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
                   array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
                   jsonb_agg(to_jsonb(d.k))
                     FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4))),
                   -- the groups this transaction's deltas touch are locked like keys
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."i"::text]::text) ORDER BY hashtext(ARRAY[dd."i"::text]::text))
                      FROM pg_temp."tview_d_4_0c6346c09b" AS dd),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ghashes, v_big;
        ELSE
            -- take this tview's pending keys (one statement: read, dedup, type; the
            -- keys to capture only while a Spark backfill runs)
            v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
            WITH taken AS (
                DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 4 RETURNING q.k, q.ctid
            )
            SELECT bool_or(d.k IS NULL),
                   jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
                   array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
                   array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
                   jsonb_agg(to_jsonb(d.k))
                     FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4))),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        END IF;
        v_set := set_config((v_tag || 'q_4'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 4, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
    IF NOT COALESCE(v_full, false) AND v_deltas THEN
        IF v_hashes IS NULL THEN
            v_hashes := v_ghashes;
        ELSIF v_ghashes IS NOT NULL THEN
            SELECT array_agg(DISTINCT h ORDER BY h) INTO v_hashes FROM unnest(v_hashes || v_ghashes) AS h;
        END IF;
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
            PERFORM pg_advisory_xact_lock(8391894959946465284);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895039403360256 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_4'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_4'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 4, ARRAY[dd."i"::text]::text[], ROW(dd."i"::integer, dd."__n"::bigint, dd."__c0"::bigint, dd."__s0"::numeric)::"tview"."dl_4"::text FROM pg_temp."tview_d_4_0c6346c09b" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*
            FROM pg_temp."tview_d_4_0c6346c09b" AS dd WINDOW wp AS (PARTITION BY dd."i")
        ), c AS (
            SELECT w."i", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__s0") AS "__s0"
            FROM w GROUP BY w."i"
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(aux_row."__s0", 0) AS "__s0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_having" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_4" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_4" AS aux_row ("i", "__n", "__c0", "__s0")
            SELECT nx."i", nx."__n", nx."__c0", nx."__s0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc0" <> 0 OR nx."__ds0" <> 0)
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c0" = EXCLUDED."__c0", "__s0" = EXCLUDED."__s0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", COALESCE((CAST((up."__n") AS BIGINT)) > 1 OR (CAST((CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END) AS BIGINT)) > 30, false) AS "__h"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_having" AS t
               SET ("i", "total") = ROW(nv."i", nv."total")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0 AND nv."__h"
               AND ROW(t."i", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."total")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT nv."i", nv."total" FROM nv
             WHERE nv."__n" > 0 AND nv."__h" AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_having" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_having" AS t USING nv
             WHERE (nv."__n" = 0 OR NOT nv."__h") AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_4_0c6346c09b" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        ELSE
        WITH c AS (
            SELECT dd."i", dd."__n", dd."__c0", dd."__s0"
            FROM pg_temp."tview_d_4_0c6346c09b" AS dd
        ), o AS (
            SELECT c."i", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(aux_row."__s0", 0) AS "__s0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_having" AS t ON (t."i" = c."i" OR (t."i" IS NULL AND c."i" IS NULL))
                   LEFT JOIN "tview"."agg_4" AS aux_row ON (aux_row."i" = c."i" OR (aux_row."i" IS NULL AND c."i" IS NULL))
        ), nx AS (
            SELECT old_state."i", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_4" AS aux_row ("i", "__n", "__c0", "__s0")
            SELECT nx."i", nx."__n", nx."__c0", nx."__s0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc0" <> 0 OR nx."__ds0" <> 0)
            ORDER BY nx."i"
            ON CONFLICT ("i") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c0" = EXCLUDED."__c0", "__s0" = EXCLUDED."__s0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."i")::integer AS "i", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", COALESCE((CAST((up."__n") AS BIGINT)) > 1 OR (CAST((CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END) AS BIGINT)) > 30, false) AS "__h"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_having" AS t
               SET ("i", "total") = ROW(nv."i", nv."total")
              FROM nv
             WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)) AND nv."__n" > 0 AND nv."__h"
               AND ROW(t."i", t."total")::record OPERATOR(pg_catalog.*<>) ROW(nv."i", nv."total")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT nv."i", nv."total" FROM nv
             WHERE nv."__n" > 0 AND nv."__h" AND NOT EXISTS (SELECT 1 FROM "public"."tv_ag_having" AS t WHERE (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_ag_having" AS t USING nv
             WHERE (nv."__n" = 0 OR NOT nv."__h") AND (t."i" = nv."i" OR (t."i" IS NULL AND nv."i" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_4_0c6346c09b" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_4_0c6346c09b";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465284);
        DELETE FROM "tview"."agg_4";
        INSERT INTO "tview"."agg_4" ("i", "__n", "__c0", "__s0") SELECT "a"."i", count(*), count("a"."j"), COALESCE(sum("a"."j"::numeric), 0) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true) AS "a" GROUP BY "a"."i";
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_4" AS aux_row WHERE aux_row."i" = ANY(k1);
            INSERT INTO "tview"."agg_4" ("i", "__n", "__c0", "__s0") SELECT "a"."i", count(*), count("a"."j"), COALESCE(sum("a"."j"::numeric), 0) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true AND "a"."i" = ANY(k1)) AS "a" GROUP BY "a"."i";
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_4" AS aux_row WHERE (aux_row."i" IS NULL OR aux_row."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."i" IS NOT DISTINCT FROM (e ->> 0)::integer);
            INSERT INTO "tview"."agg_4" ("i", "__n", "__c0", "__s0") SELECT "a"."i", count(*), count("a"."j"), COALESCE(sum("a"."j"::numeric), 0) FROM (SELECT "a".* FROM "public"."a" AS "a" WHERE true AND ("a"."i" IS NULL OR "a"."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "a"."i" IS NOT DISTINCT FROM (e ->> 0)::integer)) AS "a" GROUP BY "a"."i";
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465284);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."total")::text) AS rn
            FROM "public"."tv_ag_having" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_having" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_having" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_having" AS r, ROW(x."i", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."total")::text) AS rn
            FROM "public"."v_ag_having" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_having" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT (a.r)."i", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT (a.r)."i", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_having"', v_dup, 'i'
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
                UPDATE "public"."tv_ag_having" AS t
                   SET ("i", "total") = ROW(x."i", x."total")
                  FROM "public"."v_ag_having" AS x
                 WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                   AND t."i" = x."i"
                   AND (t."i", t."total") IS DISTINCT FROM (x."i", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_having" AS t
                       SET ("i", "total") = ROW(x."i", x."total")
                      FROM "public"."v_ag_having" AS x
                     WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                       AND t."i" = x."i"
                       AND (t."i", t."total") IS DISTINCT FROM (x."i", x."total")
                    RETURNING t."i" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_having" AS t
                   SET ("i", "total") = ROW(x."i", x."total")
                  FROM "public"."v_ag_having" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND (t."i", t."total") IS DISTINCT FROM (x."i", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_having" AS t
                   SET ("i", "total") = ROW(x."i", x."total")
                  FROM "public"."v_ag_having" AS x
                 WHERE x."i" = ANY(k1) AND t."i" = x."i"
                   AND (t."i", t."total") IS DISTINCT FROM (x."i", x."total");
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
                SELECT view_row."i", view_row."total"
                FROM "public"."v_ag_having" AS view_row WHERE view_row."i" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."total"
                FROM "public"."tv_ag_having" AS t WHERE t."i" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_having" AS t
                   SET ("i", "total") = ROW(n."i", n."total")
                  FROM n JOIN o ON o."i" = n."i"
                 WHERE t.ctid = o."tid" AND (o."i", o."total") IS DISTINCT FROM (n."i", n."total")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_having" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i")
            ), ip AS (
                INSERT INTO "public"."tv_ag_having" ("i", "total")
                SELECT a."i", a."total" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_having" ("i", "total")
                SELECT a."i", a."total" FROM a
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
                '"public"."tv_ag_having"', v_dup, 'i'
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
            SELECT t.ctid AS tid, ROW(t."i", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."total")::text) AS rn
            FROM "public"."tv_ag_having" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."i", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_having" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_having" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_having" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_having" AS r, ROW(x."i", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."total")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_having" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT (a.r)."i", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_having" ("i", "total")
            SELECT (a.r)."i", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_having"', v_dup, 'i'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
    v_rb jsonb;  -- the groups to rebuild (see agg_apply, rebuilt)
    v_rbnull jsonb;
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_5'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_5";
        v_set := set_config((v_tag || 'dl_5'), '', true);
        IF current_setting((v_tag || 'q_5'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NULL THEN
                CREATE TEMP TABLE "tview_d_5_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                PERFORM setval('"tview"."dcheck_5"', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint);
                PERFORM set_config('tview.tview_d_5_f03446124c', to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_5_f03446124c"
            SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock(8391894959946465285)::text;

        -- one statement's delta of one group, from its setting (v_lone). Most often it changes
        -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
        -- the stored counts stay, and one statement finds the group's rows by its key and
        -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
        -- above READ COMMITTED the stored state is written: see changed()). In the commit
        -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
        -- tv row holds the extremes and counts (g.bare), it reads that row alone
        v_done := 0;
        IF current_setting((v_tag || 'lt_5'), true) = '1' THEN
            -- the commit trigger ran the statement below, which wrote nothing (commit_lone_delta)
            v_set := set_config((v_tag || 'lt_5'), '', true);
        ELSIF current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__c0" = 0
           AND NOT (pg_trigger_depth() > 1) THEN
            UPDATE "public"."tv_ag_global" AS t
               SET ("cnt", "total")
                 = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, (CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint)
              FROM "tview"."agg_5" AS aux_row
             WHERE true
               AND aux_row."__e0" IS NOT NULL
               AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
               AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5));
            WITH c AS (
                SELECT dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
                FROM (SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0") AS dd
            ), o AS (
                SELECT c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_ag_global" AS t ON true
                       LEFT JOIN "tview"."agg_5" AS aux_row ON true
            ), nx AS (
                SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                       old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
                FROM o AS old_state
            ), sw AS (
                UPDATE "tview"."agg_5" AS aux_row SET
                    "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
                  FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
     OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."__n")::bigint AS "cnt", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "hi"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_ag_global" AS t
                   SET ("cnt", "total", "hi") = ROW(nv."cnt", nv."total", nv."hi")
                  FROM nv
                 WHERE true
                   AND ROW(t."cnt", t."total", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."cnt", nv."total", nv."hi")::record
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                       (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_5" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND true) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND true AND "a"."j" = (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND true)) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_ag_global" AS t
                   SET ("hi")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE true
                   AND ROW(t."hi")::record
                       OPERATOR(pg_catalog.*<>) ROW((r."__e0")::integer)::record
                RETURNING 1
            )
            SELECT v_upd + count(*) FROM u INTO v_upd;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            PERFORM 1 FROM "public"."tv_ag_global" AS t WHERE true FOR UPDATE;
            DELETE FROM "tview"."agg_5" AS aux_row WHERE true;
            INSERT INTO "tview"."agg_5" ("__c0", "__e0", "__ec0") SELECT count("a"."j"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0") FROM (SELECT "a".*, max("a"."j") OVER wp AS "__w0" FROM "public"."a" AS "a" WHERE true WINDOW wp AS ()) AS "a";
-- multiset difference: delete surplus copies, insert missing ones
            WITH o AS (
                SELECT t.ctid AS tid, ROW(t."cnt", t."total", t."hi")::text AS img,
                       row_number() OVER (PARTITION BY ROW(t."cnt", t."total", t."hi")::text) AS rn
                FROM "public"."tv_ag_global" AS t WHERE true
            ), n AS (
                SELECT ROW(x."cnt", x."total", x."hi")::text AS img, count(*) AS cnt
                FROM "public"."v_ag_global" AS x WHERE true GROUP BY 1
            ), d AS (
                DELETE FROM "public"."tv_ag_global" WHERE ctid = ANY (ARRAY(
                    SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                RETURNING 1
            )
            SELECT v_del + count(*) INTO v_del FROM d;
            WITH n AS (
                SELECT (x.*)::"public"."v_ag_global" AS r, ROW(x."cnt", x."total", x."hi")::text AS img,
                       row_number() OVER (PARTITION BY ROW(x."cnt", x."total", x."hi")::text) AS rn
                FROM "public"."v_ag_global" AS x WHERE true
            ), o AS (
                SELECT ROW(t."cnt", t."total", t."hi")::text AS img, count(*) AS cnt
                FROM "public"."tv_ag_global" AS t WHERE true GROUP BY 1
            ), a AS (
                SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
            ), i AS (
                INSERT INTO "public"."tv_ag_global" ("cnt", "total", "hi")
                SELECT (a.r)."cnt", (a.r)."total", (a.r)."hi" FROM a
                RETURNING 1
            )
            SELECT v_ins + count(*) INTO v_ins FROM i;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 5, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_5"::text;
        END IF;
        IF v_upd = 1 AND v_ins = 0 AND v_del = 0 THEN  -- (the group's row alone was updated)
            v_set := set_config('tview.sg_5', (COALESCE(NULLIF(current_setting('tview.sg_5', true), '')::bigint, 0) + 1)::text, false)
                 || set_config('tview.slt_5', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
        ELSE
            v_st := COALESCE(NULLIF(current_setting('tview.st_5', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
            v_set := set_config('tview.st_5', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
        END IF;
        RETURN;
    END IF;
    IF to_regclass('pg_temp.tview_d_5_f03446124c') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_5_f03446124c', true) = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_5"') = to_regclass('pg_temp.tview_d_5_f03446124c')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_5_f03446124c'), 5) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_5_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 5 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5))),
               -- the queue is past the compaction threshold (see _on_commit)
               (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
          FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
          INTO v_full, v_nullkeys, v_capture, v_big;
        v_set := set_config((v_tag || 'q_5'), '', true);
    END IF;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 5, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_5'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_5'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            PERFORM pg_advisory_xact_lock(8391894959946465285);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 5, ARRAY[]::text[], ROW(dd."__n"::bigint, dd."__c0"::bigint, dd."__s0"::numeric, dd."__e0"::integer, dd."__ec0"::bigint, dd."__de0"::integer, dd."__dec0"::bigint)::"tview"."dl_5"::text FROM pg_temp."tview_d_5_f03446124c" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, max(dd."__e0") OVER wp AS "__m0", max(dd."__de0") OVER wp AS "__md0"
            FROM pg_temp."tview_d_5_f03446124c" AS dd WINDOW wp AS ()
        ), c AS (
            SELECT sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__s0") AS "__s0", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0"
            FROM w
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_global" AS t ON true
                   LEFT JOIN "tview"."agg_5" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_5" AS aux_row SET
                "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."__n")::bigint AS "cnt", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "hi"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_global" AS t
               SET ("cnt", "total", "hi") = ROW(nv."cnt", nv."total", nv."hi")
              FROM nv
             WHERE true
               AND ROW(t."cnt", t."total", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."cnt", nv."total", nv."hi")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_5_f03446124c" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                   (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
            FROM pg_temp."tview_d_5_f03446124c" AS dd
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."cnt", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_ag_global" AS t ON true
                   LEFT JOIN "tview"."agg_5" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_5" AS aux_row SET
                "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."__n")::bigint AS "cnt", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "hi"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_ag_global" AS t
               SET ("cnt", "total", "hi") = ROW(nv."cnt", nv."total", nv."hi")
              FROM nv
             WHERE true
               AND ROW(t."cnt", t."total", t."hi")::record OPERATOR(pg_catalog.*<>) ROW(nv."cnt", nv."total", nv."hi")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_5_f03446124c" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                   (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_5" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND true) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."a" AS "a" WHERE (true) AND true AND "a"."j" = (SELECT max("a"."j") FROM "public"."a" AS "a" WHERE (true) AND true)) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_ag_global" AS t
                   SET ("hi")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE true
                   AND ROW(t."hi")::record
                       OPERATOR(pg_catalog.*<>) ROW((r."__e0")::integer)::record
                RETURNING 1
            )
            SELECT v_upd + count(*) FROM u INTO v_upd;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            PERFORM 1 FROM "public"."tv_ag_global" AS t WHERE true FOR UPDATE;
            DELETE FROM "tview"."agg_5" AS aux_row WHERE true;
            INSERT INTO "tview"."agg_5" ("__c0", "__e0", "__ec0") SELECT count("a"."j"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0") FROM (SELECT "a".*, max("a"."j") OVER wp AS "__w0" FROM "public"."a" AS "a" WHERE true WINDOW wp AS ()) AS "a";
-- multiset difference: delete surplus copies, insert missing ones
            WITH o AS (
                SELECT t.ctid AS tid, ROW(t."cnt", t."total", t."hi")::text AS img,
                       row_number() OVER (PARTITION BY ROW(t."cnt", t."total", t."hi")::text) AS rn
                FROM "public"."tv_ag_global" AS t WHERE true
            ), n AS (
                SELECT ROW(x."cnt", x."total", x."hi")::text AS img, count(*) AS cnt
                FROM "public"."v_ag_global" AS x WHERE true GROUP BY 1
            ), d AS (
                DELETE FROM "public"."tv_ag_global" WHERE ctid = ANY (ARRAY(
                    SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                RETURNING 1
            )
            SELECT v_del + count(*) INTO v_del FROM d;
            WITH n AS (
                SELECT (x.*)::"public"."v_ag_global" AS r, ROW(x."cnt", x."total", x."hi")::text AS img,
                       row_number() OVER (PARTITION BY ROW(x."cnt", x."total", x."hi")::text) AS rn
                FROM "public"."v_ag_global" AS x WHERE true
            ), o AS (
                SELECT ROW(t."cnt", t."total", t."hi")::text AS img, count(*) AS cnt
                FROM "public"."tv_ag_global" AS t WHERE true GROUP BY 1
            ), a AS (
                SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
            ), i AS (
                INSERT INTO "public"."tv_ag_global" ("cnt", "total", "hi")
                SELECT (a.r)."cnt", (a.r)."total", (a.r)."hi" FROM a
                RETURNING 1
            )
            SELECT v_ins + count(*) INTO v_ins FROM i;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_5_f03446124c";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) OR v_nullkeys IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(8391894959946465285);
        DELETE FROM "tview"."agg_5";
        INSERT INTO "tview"."agg_5" ("__c0", "__e0", "__ec0") SELECT count("a"."j"), max("a"."j"), count(*) FILTER (WHERE "a"."j" = "a"."__w0") FROM (SELECT "a".*, max("a"."j") OVER wp AS "__w0" FROM "public"."a" AS "a" WHERE true WINDOW wp AS ()) AS "a";
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465285);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."cnt", t."total", t."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."total", t."hi")::text) AS rn
            FROM "public"."tv_ag_global" AS t WHERE true
        ), n AS (
            SELECT ROW(x."cnt", x."total", x."hi")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_global" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_global" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_global" AS r, ROW(x."cnt", x."total", x."hi")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."total", x."hi")::text) AS rn
            FROM "public"."v_ag_global" AS x WHERE true
        ), o AS (
            SELECT ROW(t."cnt", t."total", t."hi")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_global" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_global" ("cnt", "total", "hi")
            SELECT (a.r)."cnt", (a.r)."total", (a.r)."hi" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
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
    v_ranges text[];
    v_lo bigint;
    v_hi bigint;
    v_lazy boolean := false;  -- k1 not built: the keys are v_lo..v_hi, one queued range
    v_cap boolean;
    v_tried boolean := false;  -- the lone key's fast path locked it and tried its refresh
    k1 bigint[];
    nk1 bigint[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF NOT v_join AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_6'), true)::bigint];
        v_set := set_config((v_tag || 'k_6'), '', true);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1
             WHERE w.tview_id = 6
               AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                              pg_backend_pid()) % 64 + 64) % 64)
            RETURNING 1
        )
        SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
        IF v_cap THEN
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        END IF;
    ELSE
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
               array_agg(DISTINCT (d.k[1])::bigint) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_6'), true)::bigint) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_6'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_6'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_6'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            v_lo := v_ranges[1][1]::bigint;
            v_hi := v_ranges[1][2]::bigint;
            IF NOT v_lazy THEN
                k1 := ARRAY(SELECT g::bigint FROM generate_series(v_lo::bigint, v_hi::bigint) AS g);
            END IF;
        ELSE
            SELECT array_agg(DISTINCT u.x) INTO k1 FROM (
                SELECT unnest(k1) AS x UNION ALL SELECT g::bigint FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g
            ) AS u;
        END IF;
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 6, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::bigint::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."cnt", t."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."lo")::text) AS rn
            FROM "public"."tv_ag_global_keyed" AS t WHERE true
        ), n AS (
            SELECT ROW(x."cnt", x."lo")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_global_keyed" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_global_keyed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_global_keyed" AS r, ROW(x."cnt", x."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."lo")::text) AS rn
            FROM "public"."v_ag_global_keyed" AS x WHERE true
        ), o AS (
            SELECT ROW(t."cnt", t."lo")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_global_keyed" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_global_keyed" ("cnt", "lo")
            SELECT (a.r)."cnt", (a.r)."lo" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 6, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text]::text) AS h
              FROM unnest(k1) AS u (c1)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."cnt", t."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."lo")::text) AS rn
            FROM "public"."tv_ag_global_keyed" AS t WHERE t."cnt" = ANY(k1)
        ), n AS (
            SELECT ROW(x."cnt", x."lo")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_global_keyed" AS x WHERE x."cnt" = ANY(k1) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_global_keyed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_global_keyed" AS x WHERE x."cnt" = ANY(k1)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_global_keyed" AS r, ROW(x."cnt", x."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."lo")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."cnt", t."lo")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_global_keyed" AS t WHERE t."cnt" = ANY(k1) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_global_keyed" ("cnt", "lo")
            SELECT (a.r)."cnt", (a.r)."lo" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::bigint) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 6, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."cnt", t."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."cnt", t."lo")::text) AS rn
            FROM "public"."tv_ag_global_keyed" AS t WHERE (t."cnt" IS NULL OR t."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint)
        ), n AS (
            SELECT ROW(x."cnt", x."lo")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_global_keyed" AS x WHERE (x."cnt" IS NULL OR x."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_global_keyed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_global_keyed" AS x WHERE (x."cnt" IS NULL OR x."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_global_keyed" AS r, ROW(x."cnt", x."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."cnt", x."lo")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."cnt", t."lo")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_global_keyed" AS t WHERE (t."cnt" IS NULL OR t."cnt" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."cnt" IS NOT DISTINCT FROM (e ->> 0)::bigint) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_global_keyed" ("cnt", "lo")
            SELECT (a.r)."cnt", (a.r)."lo" FROM a
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
    IF NOT v_join AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_7'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_7'), true)::integer];
        v_set := set_config((v_tag || 'k_7'), '', true);
        v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7));
        IF v_cap THEN
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        END IF;
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 7 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7))),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        IF COALESCE(current_setting((v_tag || 'k_7'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_7'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_7'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_7'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_7'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 7, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
            SELECT t.ctid AS tid, ROW(t."bucket", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."bucket", t."cnt")::text) AS rn
            FROM "public"."tv_ag_expr_group" AS t WHERE true
        ), n AS (
            SELECT ROW(x."bucket", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_expr_group" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_expr_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_expr_group" AS r, ROW(x."bucket", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."bucket", x."cnt")::text) AS rn
            FROM "public"."v_ag_expr_group" AS x WHERE true
        ), o AS (
            SELECT ROW(t."bucket", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_expr_group" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_expr_group" ("bucket", "cnt")
            SELECT (a.r)."bucket", (a.r)."cnt" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 7, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text]::text) AS h
              FROM unnest(k1) AS u (c1)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."bucket", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."bucket", t."cnt")::text) AS rn
            FROM "public"."tv_ag_expr_group" AS t WHERE t."bucket" = ANY(k1)
        ), n AS (
            SELECT ROW(x."bucket", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_expr_group" AS x WHERE x."bucket" = ANY(k1) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_expr_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_expr_group" AS x WHERE x."bucket" = ANY(k1)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_expr_group" AS r, ROW(x."bucket", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."bucket", x."cnt")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."bucket", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_expr_group" AS t WHERE t."bucket" = ANY(k1) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_expr_group" ("bucket", "cnt")
            SELECT (a.r)."bucket", (a.r)."cnt" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 7, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."bucket", t."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."bucket", t."cnt")::text) AS rn
            FROM "public"."tv_ag_expr_group" AS t WHERE (t."bucket" IS NULL OR t."bucket" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."bucket" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."bucket", x."cnt")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_expr_group" AS x WHERE (x."bucket" IS NULL OR x."bucket" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."bucket" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_expr_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_expr_group" AS x WHERE (x."bucket" IS NULL OR x."bucket" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."bucket" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_expr_group" AS r, ROW(x."bucket", x."cnt")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."bucket", x."cnt")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."bucket", t."cnt")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_expr_group" AS t WHERE (t."bucket" IS NULL OR t."bucket" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."bucket" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_ag_expr_group" ("bucket", "cnt")
            SELECT (a.r)."bucket", (a.r)."cnt" FROM a
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
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 8 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 8 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 8, ARRAY[d."k"::text]
        FROM (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 8;
        v_set := set_config((v_tag || 'ws_8'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_8'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_8'), true)::integer];
        v_set := set_config((v_tag || 'k_8'), '', true);
        IF current_setting((v_tag || 'lt_8'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_8'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_8'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_8'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 8
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465288)::text || pg_advisory_xact_lock(8391895056583229440 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_join" AS t
                   SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                  FROM "public"."v_ag_join" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_8', (COALESCE(NULLIF(current_setting('tview.sl_8', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_8', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_8'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_8'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_8'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_8'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_8'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 8, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."k", t."cnt", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."cnt", t."total")::text) AS rn
            FROM "public"."tv_ag_join" AS t WHERE true
        ), n AS (
            SELECT ROW(x."k", x."cnt", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_join" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_join" AS r, ROW(x."k", x."cnt", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt", x."total")::text) AS rn
            FROM "public"."v_ag_join" AS x WHERE true
        ), o AS (
            SELECT ROW(t."k", t."cnt", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_join" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
            SELECT (a.r)."k", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
            SELECT (a.r)."k", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_join"', v_dup, 'k'
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
                UPDATE "public"."tv_ag_join" AS t
                   SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                  FROM "public"."v_ag_join" AS x
                 WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                   AND t."k" = x."k"
                   AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_join" AS t
                       SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                      FROM "public"."v_ag_join" AS x
                     WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                       AND t."k" = x."k"
                       AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total")
                    RETURNING t."k" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_join" AS t
                   SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                  FROM "public"."v_ag_join" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_join" AS t
                   SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                  FROM "public"."v_ag_join" AS x
                 WHERE x."k" = ANY(k1) AND t."k" = x."k"
                   AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
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
                SELECT view_row."k", view_row."cnt", view_row."total"
                FROM "public"."v_ag_join" AS view_row WHERE view_row."k" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."k", t."cnt", t."total"
                FROM "public"."tv_ag_join" AS t WHERE t."k" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_join" AS t
                   SET ("k", "cnt", "total") = ROW(n."k", n."cnt", n."total")
                  FROM n JOIN o ON o."k" = n."k"
                 WHERE t.ctid = o."tid" AND (o."k", o."cnt", o."total") IS DISTINCT FROM (n."k", n."cnt", n."total")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_join" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."k" = o."k")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."k" = n."k")
            ), ip AS (
                INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
                SELECT a."k", a."cnt", a."total" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
                SELECT a."k", a."cnt", a."total" FROM a
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
                '"public"."tv_ag_join"', v_dup, 'k'
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
            SELECT t.ctid AS tid, ROW(t."k", t."cnt", t."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."cnt", t."total")::text) AS rn
            FROM "public"."tv_ag_join" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."k", x."cnt", x."total")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_join" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_join" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_join" AS r, ROW(x."k", x."cnt", x."total")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."cnt", x."total")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."k", t."cnt", t."total")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_join" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
            SELECT (a.r)."k", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_join" ("k", "cnt", "total")
            SELECT (a.r)."k", (a.r)."cnt", (a.r)."total" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_join"', v_dup, 'k'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
        SELECT 9, ARRAY[d."i"::text]
        FROM (
            SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 9;
        v_set := set_config((v_tag || 'ws_9'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_9'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_9'), true)::integer];
        v_set := set_config((v_tag || 'k_9'), '', true);
        IF current_setting((v_tag || 'lt_9'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_9'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_9'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_9'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 9
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465289)::text || pg_advisory_xact_lock(8391895060878196736 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_left_join" AS t
                   SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                  FROM "public"."v_ag_left_join" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_9', (COALESCE(NULLIF(current_setting('tview.sl_9', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_9', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_9'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_9'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_9'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_9'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_9'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9));
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 9, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."big")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."big")::text) AS rn
            FROM "public"."tv_ag_left_join" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."big")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_left_join" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_left_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_ag_left_join" AS r, ROW(x."i", x."cnt", x."big")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."big")::text) AS rn
            FROM "public"."v_ag_left_join" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."big")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_left_join" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."big" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."big" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_left_join"', v_dup, 'i'
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
                UPDATE "public"."tv_ag_left_join" AS t
                   SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                  FROM "public"."v_ag_left_join" AS x
                 WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                   AND t."i" = x."i"
                   AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_ag_left_join" AS t
                       SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                      FROM "public"."v_ag_left_join" AS x
                     WHERE x."i" BETWEEN v_lo AND v_hi AND t."i" BETWEEN v_lo AND v_hi
                       AND t."i" = x."i"
                       AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big")
                    RETURNING t."i" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_ag_left_join" AS t
                   SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                  FROM "public"."v_ag_left_join" AS x
                 WHERE x."i" = k1[1] AND t."i" = x."i"
                   AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_ag_left_join" AS t
                   SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                  FROM "public"."v_ag_left_join" AS x
                 WHERE x."i" = ANY(k1) AND t."i" = x."i"
                   AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
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
                SELECT view_row."i", view_row."cnt", view_row."big"
                FROM "public"."v_ag_left_join" AS view_row WHERE view_row."i" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."cnt", t."big"
                FROM "public"."tv_ag_left_join" AS t WHERE t."i" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_ag_left_join" AS t
                   SET ("i", "cnt", "big") = ROW(n."i", n."cnt", n."big")
                  FROM n JOIN o ON o."i" = n."i"
                 WHERE t.ctid = o."tid" AND (o."i", o."cnt", o."big") IS DISTINCT FROM (n."i", n."cnt", n."big")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_ag_left_join" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i")
            ), ip AS (
                INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
                SELECT a."i", a."cnt", a."big" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
                SELECT a."i", a."cnt", a."big" FROM a
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
                '"public"."tv_ag_left_join"', v_dup, 'i'
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
            SELECT t.ctid AS tid, ROW(t."i", t."cnt", t."big")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."cnt", t."big")::text) AS rn
            FROM "public"."tv_ag_left_join" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."i", x."cnt", x."big")::text AS img, count(*) AS cnt
            FROM "public"."v_ag_left_join" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_ag_left_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_ag_left_join" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_ag_left_join" AS r, ROW(x."i", x."cnt", x."big")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."cnt", x."big")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."cnt", t."big")::text AS img, count(*) AS cnt
            FROM "public"."tv_ag_left_join" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."big" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_ag_left_join" ("i", "cnt", "big")
            SELECT (a.r)."i", (a.r)."cnt", (a.r)."big" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_ag_left_join"', v_dup, 'i'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
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
                        -- tview 1: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                            v_full boolean;  -- (stats() of the statement that writes stored state)
                            v_st bigint[];
                            v_keys bigint;
                            v_ins bigint;
                            v_upd bigint;
                            v_del bigint;
                        BEGIN
                            IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_1'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_1'), true)::"tview"."dl_1";
                                v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text
                                         || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND NOT (pg_trigger_depth() > 1) THEN
                                    UPDATE "public"."tv_ag_group" AS t
                                       SET ("cnt", "nj", "total", "av")
                                         = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."nj", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint, (CASE WHEN (COALESCE(t."nj", 0)::bigint + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") / (COALESCE(t."nj", 0)::bigint + v_lone."__c0") END)::numeric)
                                     WHERE t."i" = v_lone."i"
                                       AND t."lo" IS NOT NULL
                                       AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
                                       AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
                                       AND t."hi" IS NOT NULL
                                       AND (v_lone."__e1" IS NULL OR v_lone."__e1" < t."hi")
                                       AND (v_lone."__de1" IS NULL OR v_lone."__de1" < t."hi")
                                       AND COALESCE(t."cnt", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint, v_lone."__e1"::integer, v_lone."__ec1"::bigint, v_lone."__de1"::integer, v_lone."__dec1"::bigint)::"tview"."dl_1"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_1'), '', true);
                                ELSE

                                -- one statement's delta of one group that the statement above left (it moves stored
                                -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                                -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                                -- without the general statement's outer joins and bookkeeping. v_done:
                                -- the aux row was written; v_upd: the tv row too (only when its values change)
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND NOT (pg_trigger_depth() > 1) THEN
                                    WITH up AS (
                                        UPDATE "tview"."agg_1" AS aux_row
                                           SET ("__e0", "__ec0", "__e1", "__ec1")
                                             = ROW(LEAST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END, GREATEST(aux_row."__e1", v_lone."__e1"), (CASE WHEN aux_row."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN aux_row."__ec1" ELSE 0 END + CASE WHEN v_lone."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN v_lone."__ec1" ELSE 0 END) - CASE WHEN (v_lone."__de1" IS NULL OR v_lone."__de1" < GREATEST(aux_row."__e1", v_lone."__e1")) THEN 0 ELSE v_lone."__dec1" END)
                                          FROM "public"."tv_ag_group" AS t
                                         WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                           AND COALESCE(t."cnt", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                                           AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = LEAST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                                           AND NOT (NOT (v_lone."__de1" IS NULL OR v_lone."__de1" < GREATEST(aux_row."__e1", v_lone."__e1")) AND NOT (v_lone."__de1" = GREATEST(aux_row."__e1", v_lone."__e1") AND (CASE WHEN aux_row."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN aux_row."__ec1" ELSE 0 END + CASE WHEN v_lone."__e1" = GREATEST(aux_row."__e1", v_lone."__e1") THEN v_lone."__ec1" ELSE 0 END) - v_lone."__dec1" > 0))
                                        RETURNING aux_row."i", COALESCE(t."cnt", 0)::bigint + v_lone."__n" AS "__n", COALESCE(t."nj", 0)::bigint + v_lone."__c0" AS "__c0", COALESCE(t."total", 0)::numeric + v_lone."__s0" AS "__s0", aux_row."__e0", aux_row."__ec0", aux_row."__e1", aux_row."__ec1"
                                    ), u AS (
                                        UPDATE "public"."tv_ag_group" AS t
                                           SET ("i", "cnt", "nj", "total", "av", "lo", "hi") = ROW((up."i")::integer, (up."__n")::bigint, (up."__c0")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer)
                                          FROM up
                                         WHERE (t."i" = up."i" OR (t."i" IS NULL AND up."i" IS NULL))
                                           AND ROW(t."i", t."cnt", t."nj", t."total", t."av", t."lo", t."hi")::record
                                               OPERATOR(pg_catalog.*<>) ROW((up."i")::integer, (up."__n")::bigint, (up."__c0")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" / up."__c0" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::integer)::record
                                        RETURNING 1
                                    )
                                    SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                                END IF;

                                    IF v_done > 0 THEN  -- applied here, with the group's stored state
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint, v_lone."__e1"::integer, v_lone."__ec1"::bigint, v_lone."__de1"::integer, v_lone."__dec1"::bigint)::"tview"."dl_1"::text;
                                        END IF;
                                        IF v_upd > 0 THEN  -- (the group's tv row was written: counted as the statement above)
                                            v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                                     || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                     || set_config((v_tag || 'dl_1'), '', true);
                                        ELSE  -- (its values did not change)
                                            v_keys := 1;
                                            v_ins := 0;
                                            v_del := 0;
                                            v_set := set_config((v_tag || 'dl_1'), '', true);
                                            v_st := COALESCE(NULLIF(current_setting('tview.st_1', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
                                                v_set := set_config('tview.st_1', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                                                    v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                                                    (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
                                        END IF;
                                    ELSE  -- (f_N need not run those statements again)
                                        v_set := set_config((v_tag || 'lt_1'), '1', true);
                                        v_set := "tview"."f_1"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
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
                                v_lone record;  -- (of the type dl_N: see _agg.row_text)
                                v_done bigint;  -- (NULL or 0: not applied here)
                                v_full boolean;  -- (stats() of the statement that writes stored state)
                                v_st bigint[];
                                v_keys bigint;
                                v_ins bigint;
                                v_upd bigint;
                                v_del bigint;
                            BEGIN
                                IF current_setting((v_tag || 'q_2'), true) IS DISTINCT FROM '1'
                                   AND COALESCE(current_setting((v_tag || 'dl_2'), true), '') <> '' THEN
                                    v_lone := current_setting((v_tag || 'dl_2'), true)::"tview"."dl_2";
                                    v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text
                                             || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_2'), '', true);

                                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                    -- the stored counts stay, and one statement finds the group's rows by its key and
                                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                    IF v_lone."i" IS NOT NULL
                                       AND current_setting('transaction_isolation') = 'read committed'
                                       AND v_lone."__n" = 0
                                       AND v_lone."__c1" = 0 THEN
                                        UPDATE "public"."tv_ag_filter" AS t
                                           SET ("cnt", "total")
                                             = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s1") END)::bigint)
                                          FROM "tview"."agg_2" AS aux_row
                                         WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                           AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                        -- (no test that the row changes, which would start the outputs' expressions twice:
                                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                        -- in an output rewrites the row with its values)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) INTO v_cap;
                                        GET DIAGNOSTICS v_done = ROW_COUNT;
                                    END IF;

                                    IF v_done > 0 THEN  -- applied here
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_2"::text;
                                        END IF;
                                        -- (the group's row alone was updated)
                                        v_set := set_config('tview.sg_2', (COALESCE(NULLIF(current_setting('tview.sg_2', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'dl_2'), '', true);
                                    ELSE

                                    -- one statement's delta of one group that the statement above left (it moves stored
                                    -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                                    -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                                    -- without the general statement's outer joins and bookkeeping. v_done:
                                    -- the aux row was written; v_upd: the tv row too (only when its values change)
                                    IF v_lone."i" IS NOT NULL
                                       AND current_setting('transaction_isolation') = 'read committed' THEN
                                        WITH up AS (
                                            UPDATE "tview"."agg_2" AS aux_row
                                               SET ("__n", "__c1")
                                                 = ROW(aux_row."__n" + v_lone."__n", aux_row."__c1" + v_lone."__c1")
                                              FROM "public"."tv_ag_filter" AS t
                                             WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                            RETURNING aux_row."i", aux_row."__n" AS "__n", COALESCE(t."cnt", 0)::bigint + v_lone."__c0" AS "__c0", aux_row."__c1" AS "__c1", COALESCE(t."total", 0)::numeric + v_lone."__s1" AS "__s1"
                                        ), u AS (
                                            UPDATE "public"."tv_ag_filter" AS t
                                               SET ("i", "cnt", "total") = ROW((up."i")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint)
                                              FROM up
                                             WHERE (t."i" = up."i" OR (t."i" IS NULL AND up."i" IS NULL))
                                               AND ROW(t."i", t."cnt", t."total")::record
                                                   OPERATOR(pg_catalog.*<>) ROW((up."i")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint)::record
                                            RETURNING 1
                                        )
                                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) FROM up INTO v_done, v_upd, v_cap;
                                    END IF;

                                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 2, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_2"::text;
                                            END IF;
                                            IF v_upd > 0 THEN  -- (the group's tv row was written: counted as the statement above)
                                                v_set := set_config('tview.sg_2', (COALESCE(NULLIF(current_setting('tview.sg_2', true), '')::bigint, 0) + 1)::text, false)
                                                         || set_config('tview.slt_2', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                         || set_config((v_tag || 'dl_2'), '', true);
                                            ELSE  -- (its values did not change)
                                                v_keys := 1;
                                                v_ins := 0;
                                                v_del := 0;
                                                v_set := set_config((v_tag || 'dl_2'), '', true);
                                                v_st := COALESCE(NULLIF(current_setting('tview.st_2', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
                                                    v_set := set_config('tview.st_2', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                                                        v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                                                        (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
                                            END IF;
                                        ELSE  -- (f_N need not run those statements again)
                                            v_set := set_config((v_tag || 'lt_2'), '1', true);
                                            v_set := "tview"."f_2"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not applied here (the delta is still in dl_N)
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
                                   AND current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
                                    SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465283)::text || pg_advisory_xact_lock(8391895035108392960 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_3'), '', true)
                                      INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 3;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_3'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_3'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_3"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_distinct" AS t
                                           SET ("k", "cnt") = ROW(x."k", x."cnt")
                                          FROM "public"."v_ag_distinct" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt") IS DISTINCT FROM (x."k", x."cnt");
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
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                        BEGIN
                            IF current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_4'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_4'), true)::"tview"."dl_4";
                                v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text
                                         || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[v_lone."i"::text]::text))::text || set_config((v_tag || 'p_4'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF v_lone."i" IS NOT NULL
                                   AND current_setting('transaction_isolation') = 'read committed'
                                   AND v_lone."__n" = 0
                                   AND v_lone."__c0" = 0
                                   AND v_lone."__s0" = 0 THEN
                                    UPDATE "public"."tv_ag_having" AS t
                                       SET ("total")
                                         = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(aux_row."__s0", 0) + v_lone."__s0") END)::bigint)
                                      FROM "tview"."agg_4" AS aux_row
                                     WHERE t."i" = v_lone."i" AND aux_row."i" = v_lone."i"
                                       AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 4, ARRAY[v_lone."i"::text]::text[], ROW(v_lone."i"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric)::"tview"."dl_4"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_4', (COALESCE(NULLIF(current_setting('tview.sg_4', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_4'), '', true);
                                ELSE  -- (f_N need not run that statement again)
                                    v_set := set_config((v_tag || 'lt_4'), '1', true);
                                    v_set := "tview"."f_4"(NULL)::text;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
                                v_set := set_config((v_tag || 'p_4'), '', true);
                                v_set := "tview"."f_4"(NULL)::text;
                            END IF;
                        END;

                    ELSE
                        IF v_next <= 5 THEN
                            -- tview 5: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_lone record;  -- (of the type dl_N: see _agg.row_text)
                                v_done bigint;  -- (NULL or 0: not applied here)
                            BEGIN
                                IF current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
                                   AND COALESCE(current_setting((v_tag || 'dl_5'), true), '') <> '' THEN
                                    v_lone := current_setting((v_tag || 'dl_5'), true)::"tview"."dl_5";
                                    v_set := pg_advisory_xact_lock(8391894959946465285)::text || set_config((v_tag || 'p_5'), '', true);

                                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                    -- the stored counts stay, and one statement finds the group's rows by its key and
                                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                    IF current_setting('transaction_isolation') = 'read committed'
                                       AND v_lone."__c0" = 0
                                       AND NOT (pg_trigger_depth() > 1) THEN
                                        UPDATE "public"."tv_ag_global" AS t
                                           SET ("cnt", "total")
                                             = ROW(((COALESCE(t."cnt", 0)::bigint + v_lone."__n"))::bigint, (CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE (COALESCE(t."total", 0)::numeric + v_lone."__s0") END)::bigint)
                                          FROM "tview"."agg_5" AS aux_row
                                         WHERE true
                                           AND aux_row."__e0" IS NOT NULL
                                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                                        -- (no test that the row changes, which would start the outputs' expressions twice:
                                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                        -- in an output rewrites the row with its values)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) INTO v_cap;
                                        GET DIAGNOSTICS v_done = ROW_COUNT;
                                    END IF;

                                    IF v_done > 0 THEN  -- applied here
                                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 5, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_5"::text;
                                        END IF;
                                        -- (the group's row alone was updated)
                                        v_set := set_config('tview.sg_5', (COALESCE(NULLIF(current_setting('tview.sg_5', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_5', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'dl_5'), '', true);
                                    ELSE  -- (f_N need not run that statement again)
                                        v_set := set_config((v_tag || 'lt_5'), '1', true);
                                        v_set := "tview"."f_5"(NULL)::text;
                                    END IF;
                                ELSE  -- not applied here (the delta is still in dl_N)
                                    v_set := set_config((v_tag || 'p_5'), '', true);
                                    v_set := "tview"."f_5"(NULL)::text;
                                END IF;
                            END;

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
                            -- tview 8: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_8'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    IF current_setting((v_tag || 'wr_8'), true) = '1' THEN
                                        UPDATE "tview".witness AS w SET n = w.n + 1
                                         WHERE w.tview_id = 8
                                           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                          pg_backend_pid()) % 64 + 64) % 64)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 8)),
                                               pg_advisory_xact_lock_shared(8391894959946465288)::text || pg_advisory_xact_lock(8391895056583229440 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_8'), '', true)
                                          INTO v_cap, v_set;
                                    ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465288)::text || pg_advisory_xact_lock(8391895056583229440 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_8'), '', true)
                                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 8;
                                    END IF;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_8'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_8'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_8"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_join" AS t
                                           SET ("k", "cnt", "total") = ROW(x."k", x."cnt", x."total")
                                          FROM "public"."v_ag_join" AS x
                                         WHERE x."k" = k1 AND t."k" = x."k"
                                           AND (t."k", t."cnt", t."total") IS DISTINCT FROM (x."k", x."cnt", x."total");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_8', (COALESCE(NULLIF(current_setting('tview.sl_8', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_8', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_8'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_8'), '1', true);
                                            v_set := "tview"."f_8"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_8'), '', true);
                                    v_set := "tview"."f_8"(NULL)::text;
                                END IF;
                            END;

                        ELSE
                            -- tview 9: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_9'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                                   AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                    IF current_setting((v_tag || 'wr_9'), true) = '1' THEN
                                        UPDATE "tview".witness AS w SET n = w.n + 1
                                         WHERE w.tview_id = 9
                                           AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                          pg_backend_pid()) % 64 + 64) % 64)
                                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 9)),
                                               pg_advisory_xact_lock_shared(8391894959946465289)::text || pg_advisory_xact_lock(8391895060878196736 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_9'), '', true)
                                          INTO v_cap, v_set;
                                    ELSE  -- only UPDATEs that named no column a join derivation reads (see update_witness)
                                        SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465289)::text || pg_advisory_xact_lock(8391895060878196736 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_9'), '', true)
                                          INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 9;
                                    END IF;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_9'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_9'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_9"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_left_join" AS t
                                           SET ("i", "cnt", "big") = ROW(x."i", x."cnt", x."big")
                                          FROM "public"."v_ag_left_join" AS x
                                         WHERE x."i" = k1 AND t."i" = x."i"
                                           AND (t."i", t."cnt", t."big") IS DISTINCT FROM (x."i", x."cnt", x."big");
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_9', (COALESCE(NULLIF(current_setting('tview.sl_9', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_9', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_9'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_9'), '1', true);
                                            v_set := "tview"."f_9"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_9'), '', true);
                                    v_set := "tview"."f_9"(NULL)::text;
                                END IF;
                            END;

                        END IF;
                    END IF;
                ELSE
                    IF v_next <= 10 THEN
                        -- tview 10: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_upd bigint;
                            k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                        BEGIN
                            k1 := NULLIF(current_setting((v_tag || 'k_10'), true), '')::integer;  -- (the setting read once)
                            IF k1 IS NOT NULL
                               AND current_setting((v_tag || 'q_10'), true) IS DISTINCT FROM '1'
                               AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 10
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 10)),
                                       pg_advisory_xact_lock_shared(8391894959946465290)::text || pg_advisory_xact_lock(8391895065173164032 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_10'), '', true)
                                  INTO v_cap, v_set;
                                IF v_cap IS DISTINCT FROM false THEN
                                    v_set := set_config((v_tag || 'p_10'), '', true)  -- (again: no witness row may have returned)
                                             || CASE WHEN v_cap THEN set_config((v_tag || 'lt_10'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                    v_set := "tview"."f_10"(NULL)::text;
                                ELSE
                                    -- one key (most transactions): a scalar, so the plan expects one row
                                    UPDATE "public"."tv_ag_full_join" AS t
                                       SET ("k", "na", "nb") = ROW(x."k", x."na", x."nb")
                                      FROM "public"."v_ag_full_join" AS x
                                     WHERE x."k" = k1 AND t."k" = x."k"
                                       AND (t."k", t."na", t."nb") IS DISTINCT FROM (x."k", x."na", x."nb");
                                    GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                    IF v_upd = 1 THEN
                                        v_set := set_config('tview.sl_10', (COALESCE(NULLIF(current_setting('tview.sl_10', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_10', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'k_10'), '', true);
                                    ELSE
                                        v_set := set_config((v_tag || 'lt_10'), '1', true);
                                        v_set := "tview"."f_10"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not done here
                                v_set := set_config((v_tag || 'p_10'), '', true);
                                v_set := "tview"."f_10"(NULL)::text;
                            END IF;
                        END;

                    ELSE
                        IF v_next <= 11 THEN
                            -- tview 11: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_11'), true), '')::integer;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1' THEN
                                    SELECT COALESCE(p_capturing, c.capturing), pg_advisory_xact_lock_shared(8391894959946465291)::text || pg_advisory_xact_lock(8391895069468131328 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_11'), '', true)
                                      INTO v_cap, v_set FROM "tview".tview AS c WHERE c.id = 11;
                                    IF v_cap IS DISTINCT FROM false THEN
                                        v_set := set_config((v_tag || 'p_11'), '', true)  -- (again: no witness row may have returned)
                                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_11'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                        v_set := "tview"."f_11"(NULL)::text;
                                    ELSE
                                        -- one key (most transactions): a scalar, so the plan expects one row
                                        UPDATE "public"."tv_ag_ordered" AS t
                                           SET ("i", "js", "ids") = ROW(x."i", x."js", x."ids")
                                          FROM "public"."v_ag_ordered" AS x
                                         WHERE x."i" = k1 AND t."i" = x."i"
                                           AND pg_catalog.booleq(ROW(t."i", t."js", t."ids")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."js", x."ids")::record, true);
                                        GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                        IF v_upd = 1 THEN
                                            v_set := set_config('tview.sl_11', (COALESCE(NULLIF(current_setting('tview.sl_11', true), '')::bigint, 0) + 1)::text, false)
                                                 || set_config('tview.slt_11', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                                 || set_config((v_tag || 'k_11'), '', true);
                                        ELSE
                                            v_set := set_config((v_tag || 'lt_11'), '1', true);
                                            v_set := "tview"."f_11"(NULL)::text;
                                        END IF;
                                    END IF;
                                ELSE  -- not done here
                                    v_set := set_config((v_tag || 'p_11'), '', true);
                                    v_set := "tview"."f_11"(NULL)::text;
                                END IF;
                            END;

                        ELSE
                            -- tview 12: f_N's fast path (a lone key or group delta), inlined: most transactions
                            -- call no f_N (the block resets p_N, before it writes anything)
                            DECLARE
                                p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                                v_cap boolean;
                                v_upd bigint;
                                k1 bigint;  -- (a scalar: an array's element costs a subscript at each use)
                            BEGIN
                                k1 := NULLIF(current_setting((v_tag || 'k_12'), true), '')::bigint;  -- (the setting read once)
                                IF k1 IS NOT NULL
                                   AND current_setting((v_tag || 'q_12'), true) IS DISTINCT FROM '1' THEN
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
                                        UPDATE "public"."tv_ag_nested" AS t
                                           SET ("cnt", "groups") = ROW(x."cnt", x."groups")
                                          FROM "public"."v_ag_nested" AS x
                                         WHERE x."cnt" = k1 AND t."cnt" = x."cnt"
                                           AND (t."cnt", t."groups") IS DISTINCT FROM (x."cnt", x."groups");
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

-- function tview.ra_1(p_deltas text[])
CREATE OR REPLACE FUNCTION tview.ra_1(p_deltas text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
DECLARE
    v_rows text[] := p_deltas;
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_1_8a7eee64e0') IS NULL THEN
        CREATE TEMP TABLE "tview_d_1_8a7eee64e0" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint, "__e1" integer, "__ec1" bigint, "__de1" integer, "__dec1" bigint);
        PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint);
        PERFORM set_config('tview.tview_d_1_8a7eee64e0', to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_8a7eee64e0', true) = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_8a7eee64e0')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_8a7eee64e0'), 1) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_8a7eee64e0 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    INSERT INTO pg_temp."tview_d_1_8a7eee64e0"
    SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0", (r.v)."__e1" AS "__e1", (r.v)."__ec1" AS "__ec1", (r.v)."__de1" AS "__de1", (r.v)."__dec1" AS "__dec1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
    v_set := set_config((v_tag || 'dm_1'), '1', true);  -- (combined per group)
    PERFORM "tview"."f_1"(false);
END
$function$;

-- function tview.ra_2(p_deltas text[])
CREATE OR REPLACE FUNCTION tview.ra_2(p_deltas text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
DECLARE
    v_rows text[] := p_deltas;
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_2_c1f22fa865') IS NULL THEN
        CREATE TEMP TABLE "tview_d_2_c1f22fa865" ("i" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
        PERFORM setval('"tview"."dcheck_2"', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint);
        PERFORM set_config('tview.tview_d_2_c1f22fa865', to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_2_c1f22fa865', true) = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_2"') = to_regclass('pg_temp.tview_d_2_c1f22fa865')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_2_c1f22fa865'), 2) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_2_c1f22fa865 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    INSERT INTO pg_temp."tview_d_2_c1f22fa865"
    SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_2" AS v) AS r;
    v_set := set_config((v_tag || 'dm_2'), '1', true);  -- (combined per group)
    PERFORM "tview"."f_2"(false);
END
$function$;

-- function tview.ra_4(p_deltas text[])
CREATE OR REPLACE FUNCTION tview.ra_4(p_deltas text[])
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
DECLARE
    v_rows text[] := p_deltas;
    v_set text;
    v_tag text;
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_4_0c6346c09b') IS NULL THEN
        CREATE TEMP TABLE "tview_d_4_0c6346c09b" ("i" integer, "__n" bigint, "__c0" bigint, "__s0" numeric);
        PERFORM setval('"tview"."dcheck_4"', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint);
        PERFORM set_config('tview.tview_d_4_0c6346c09b', to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_4_0c6346c09b', true) = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_4"') = to_regclass('pg_temp.tview_d_4_0c6346c09b')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_4_0c6346c09b'), 4) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_4_0c6346c09b was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    INSERT INTO pg_temp."tview_d_4_0c6346c09b"
    SELECT (r.v)."i" AS "i", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_4" AS v) AS r;
    v_set := set_config((v_tag || 'dm_4'), '1', true);  -- (combined per group)
    PERFORM "tview"."f_4"(false);
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
    v_gates CONSTANT text[] := '{"tview.g7_<oid:public.a>_","tview.g8_<oid:public.a>_","tview.g9_<oid:public.a>_","tview.g10_<oid:public.a>_","tview.g11_<oid:public.a>_","tview.g12_<oid:public.a>_"}';
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
    FOR v_b IN 1..6 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
        IF v_b <= 3 THEN
            IF v_b <= 1 THEN

    -- tview 7: its UPDATE function's work (leaving the block where it returns)
    <<t_7>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
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
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."bucket" FROM (
            SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
        ) AS d LIMIT 2);
        -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
        IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
           AND COALESCE(current_setting((v_tag || 'k_7'), true), '') = ''
           AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1' THEN
            -- work for tview 7 (see flush), in the setting
            v_set := set_config((v_tag || 'k_7'), v_keys[1]::text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
              AND current_setting((v_tag || 'k_7'), true) = v_keys[1]::text THEN
            -- the key is pending already (a flush clears k_N), and its statement armed the flush
            EXIT t_7;
        ELSE
            IF current_setting((v_tag || 'ku_7'), true) = '1' THEN
                SELECT min(d."bucket"), max(d."bucket"), count(*), count(d."bucket") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."j" / 20 AS "bucket" FROM tview_old AS "a"
                            UNION ALL
                            SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_7'), true), '') IN ('', v_lo::text) THEN  -- work for tview 7 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_7'), v_lo::text, true)
                             || set_config((v_tag || 'p_7'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (7, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_7'), '1', true)
                             || set_config((v_tag || 'q_7'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 7, ARRAY[d."bucket"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."j" / 20 AS "bucket" FROM tview_old AS "a"
                                UNION ALL
                                SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_7'), '1', true)
                                 || set_config((v_tag || 'q_7'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."bucket"), max(d."bucket"), count(*), count(d."bucket") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_7'), true), '') IN ('', v_lo::text) THEN  -- work for tview 7 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_7'), v_lo::text, true)
                             || set_config((v_tag || 'p_7'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (7, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_7'), '1', true)
                             || set_config((v_tag || 'q_7'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 7, ARRAY[d."bucket"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."j" / 20 AS "bucket" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_7'), '1', true)
                                 || set_config((v_tag || 'q_7'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_7;
    END t_7;

            ELSE
                IF v_b <= 2 THEN

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
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_8'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_8'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 8), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 8, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 8, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH d AS MATERIALIZED (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" JOIN "public"."b" AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
            HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 2 < count(*)
        )
        SELECT 8, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 8, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 8 (see flush), in the queue
        v_set := set_config((v_tag || 'p_8'), '1', true)
                 || set_config((v_tag || 'q_8'), '1', true);
        EXIT t_8;
    END t_8;

                ELSE

    -- tview 9: its UPDATE function's work (leaving the block where it returns)
    <<t_9>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
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
        IF current_setting('tview.wr9_<oid:public.a>', true) = '1' THEN
            -- a statement named a witness column (tview_9_reads, which may not have fired)
            v_set := set_config((v_tag || 'wr_9'), '1', true)
                     || set_config('tview.wr9_<oid:public.a>', '', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."i" FROM (
            SELECT "a"."i" AS "i" FROM tview_new AS "a"
        ) AS d LIMIT 2);
        -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
        IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
           AND COALESCE(current_setting((v_tag || 'k_9'), true), '') = ''
           AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1' THEN
            -- work for tview 9 (see flush), in the setting
            v_set := set_config((v_tag || 'k_9'), v_keys[1]::text, true)
                     || set_config((v_tag || 'p_9'), '1', true);
        ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
              AND current_setting((v_tag || 'k_9'), true) = v_keys[1]::text THEN
            -- the key is pending already (a flush clears k_N), and its statement armed the flush
            EXIT t_9;
        ELSE
            IF current_setting((v_tag || 'ku_9'), true) = '1' THEN
                SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."i" AS "i" FROM tview_old AS "a"
                            UNION ALL
                            SELECT "a"."i" AS "i" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_9'), true), '') IN ('', v_lo::text) THEN  -- work for tview 9 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_9'), v_lo::text, true)
                             || set_config((v_tag || 'p_9'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (9, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_9'), '1', true)
                             || set_config((v_tag || 'q_9'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 9, ARRAY[d."i"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."i" AS "i" FROM tview_old AS "a"
                                UNION ALL
                                SELECT "a"."i" AS "i" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_9'), '1', true)
                                 || set_config((v_tag || 'q_9'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."i" AS "i" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_9'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_9'), true), '') IN ('', v_lo::text) THEN  -- work for tview 9 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_9'), v_lo::text, true)
                             || set_config((v_tag || 'p_9'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (9, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_9'), '1', true)
                             || set_config((v_tag || 'q_9'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 9, ARRAY[d."i"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."i" AS "i" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_9'), '1', true)
                                 || set_config((v_tag || 'q_9'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_9;
    END t_9;

                END IF;
            END IF;
        ELSE
            IF v_b <= 4 THEN

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
        WITH d AS MATERIALIZED (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_old AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM tview_new AS "a" LEFT JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
            HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 2 < count(*)
        )
        SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 10 (see flush), in the queue
        v_set := set_config((v_tag || 'p_10'), '1', true)
                 || set_config((v_tag || 'q_10'), '1', true);
        EXIT t_10;
    END t_10;

            ELSE
                IF v_b <= 5 THEN

    -- tview 11: its UPDATE function's work (leaving the block where it returns)
    <<t_11>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
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
        IF current_setting('tview.ku11_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_11'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_11_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_11'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (11, ARRAY[current_setting((v_tag || 'k_11'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_11'), '1', true)
                     || set_config((v_tag || 'k_11'), '', true)
                     || set_config((v_tag || 'p_11'), '1', true)
                     || set_config((v_tag || 'q_11'), '1', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."i" FROM (
            SELECT "a"."i" AS "i" FROM tview_new AS "a"
        ) AS d LIMIT 2);
        -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
        IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
           AND COALESCE(current_setting((v_tag || 'k_11'), true), '') = ''
           AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1' THEN
            -- work for tview 11 (see flush), in the setting
            v_set := set_config((v_tag || 'k_11'), v_keys[1]::text, true)
                     || set_config((v_tag || 'p_11'), '1', true);
        ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
              AND current_setting((v_tag || 'k_11'), true) = v_keys[1]::text THEN
            -- the key is pending already (a flush clears k_N), and its statement armed the flush
            EXIT t_11;
        ELSE
            IF current_setting((v_tag || 'ku_11'), true) = '1' THEN
                SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."i" AS "i" FROM tview_old AS "a"
                            UNION ALL
                            SELECT "a"."i" AS "i" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_11'), true), '') IN ('', v_lo::text) THEN  -- work for tview 11 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_11'), v_lo::text, true)
                             || set_config((v_tag || 'p_11'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (11, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_11'), '1', true)
                             || set_config((v_tag || 'q_11'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 11, ARRAY[d."i"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."i" AS "i" FROM tview_old AS "a"
                                UNION ALL
                                SELECT "a"."i" AS "i" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_11'), '1', true)
                                 || set_config((v_tag || 'q_11'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."i"), max(d."i"), count(*), count(d."i") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "a"."i" AS "i" FROM tview_new AS "a"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_11'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_11'), true), '') IN ('', v_lo::text) THEN  -- work for tview 11 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_11'), v_lo::text, true)
                             || set_config((v_tag || 'p_11'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (11, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_11'), '1', true)
                             || set_config((v_tag || 'q_11'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 11, ARRAY[d."i"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "a"."i" AS "i" FROM tview_new AS "a"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_11'), '1', true)
                                 || set_config((v_tag || 'q_11'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
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
        INSERT INTO pg_temp.tview_queue VALUES (12, NULL);
        -- work for tview 12 (see flush), in the queue
        v_set := set_config((v_tag || 'p_12'), '1', true)
                 || set_config((v_tag || 'q_12'), '1', true);
        EXIT t_12;
    END t_12;

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
    v_gates CONSTANT text[] := '{"tview.g3_<oid:public.b>_","tview.g6_<oid:public.b>_","tview.g8_<oid:public.b>_","tview.g9_<oid:public.b>_","tview.g10_<oid:public.b>_"}';
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
    FOR v_b IN 1..5 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
        IF v_b <= 2 THEN
            IF v_b <= 1 THEN

    -- tview 3: its UPDATE function's work (leaving the block where it returns)
    <<t_3>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
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
        IF current_setting('tview.ku3_<oid:public.b>', true) = '1'
           AND current_setting((v_tag || 'ku_3'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_3_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_3'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (3, ARRAY[current_setting((v_tag || 'k_3'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_3'), '1', true)
                     || set_config((v_tag || 'k_3'), '', true)
                     || set_config((v_tag || 'p_3'), '1', true)
                     || set_config((v_tag || 'q_3'), '1', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."k" FROM (
            SELECT "b"."k" AS "k" FROM tview_new AS "b"
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
            EXIT t_3;
        ELSE
            IF current_setting((v_tag || 'ku_3'), true) = '1' THEN
                SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "b"."k" AS "k" FROM tview_old AS "b"
                            UNION ALL
                            SELECT "b"."k" AS "k" FROM tview_new AS "b"
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
                    SELECT 3, ARRAY[d."k"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "b"."k" AS "k" FROM tview_old AS "b"
                                UNION ALL
                                SELECT "b"."k" AS "k" FROM tview_new AS "b"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_3'), '1', true)
                                 || set_config((v_tag || 'q_3'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "b"."k" AS "k" FROM tview_new AS "b"
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
                    SELECT 3, ARRAY[d."k"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "b"."k" AS "k" FROM tview_new AS "b"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_3'), '1', true)
                                 || set_config((v_tag || 'q_3'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_3;
    END t_3;

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
        INSERT INTO pg_temp.tview_queue VALUES (6, NULL);
        -- work for tview 6 (see flush), in the queue
        v_set := set_config((v_tag || 'p_6'), '1', true)
                 || set_config((v_tag || 'q_6'), '1', true);
        EXIT t_6;
    END t_6;

            END IF;
        ELSE
            IF v_b <= 3 THEN

    -- tview 8: its UPDATE function's work (leaving the block where it returns)
    <<t_8>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
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
        IF current_setting('tview.ku8_<oid:public.b>', true) = '1'
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
        IF current_setting('tview.wr8_<oid:public.b>', true) = '1' THEN
            -- a statement named a witness column (tview_8_reads, which may not have fired)
            v_set := set_config((v_tag || 'wr_8'), '1', true)
                     || set_config('tview.wr8_<oid:public.b>', '', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."k" FROM (
            SELECT "b"."k" AS "k" FROM tview_new AS "b"
        ) AS d LIMIT 2);
        -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
        IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
           AND COALESCE(current_setting((v_tag || 'k_8'), true), '') = ''
           AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1' THEN
            -- work for tview 8 (see flush), in the setting
            v_set := set_config((v_tag || 'k_8'), v_keys[1]::text, true)
                     || set_config((v_tag || 'p_8'), '1', true);
        ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
              AND current_setting((v_tag || 'k_8'), true) = v_keys[1]::text THEN
            -- the key is pending already (a flush clears k_N), and its statement armed the flush
            EXIT t_8;
        ELSE
            IF current_setting((v_tag || 'ku_8'), true) = '1' THEN
                SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "b"."k" AS "k" FROM tview_old AS "b"
                            UNION ALL
                            SELECT "b"."k" AS "k" FROM tview_new AS "b"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_8'), true), '') IN ('', v_lo::text) THEN  -- work for tview 8 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_8'), v_lo::text, true)
                             || set_config((v_tag || 'p_8'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (8, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_8'), '1', true)
                             || set_config((v_tag || 'q_8'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 8, ARRAY[d."k"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "b"."k" AS "k" FROM tview_old AS "b"
                                UNION ALL
                                SELECT "b"."k" AS "k" FROM tview_new AS "b"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_8'), '1', true)
                                 || set_config((v_tag || 'q_8'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."k"), max(d."k"), count(*), count(d."k") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "b"."k" AS "k" FROM tview_new AS "b"
                ) AS d;
                IF v_nn = v_n AND v_lo = v_hi
                                  AND current_setting((v_tag || 'q_8'), true) IS DISTINCT FROM '1'
                                  AND COALESCE(current_setting((v_tag || 'k_8'), true), '') IN ('', v_lo::text) THEN  -- work for tview 8 (see flush), in the setting
                    v_set := set_config((v_tag || 'k_8'), v_lo::text, true)
                             || set_config((v_tag || 'p_8'), '1', true);
                ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
                    INSERT INTO pg_temp.tview_queue (tview, k) VALUES (8, ARRAY[v_lo::text, v_hi::text]);
                    v_set := set_config((v_tag || 'p_8'), '1', true)
                             || set_config((v_tag || 'q_8'), '1', true);
                ELSE
                    INSERT INTO pg_temp.tview_queue (tview, k)
                    SELECT 8, ARRAY[d."k"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "b"."k" AS "k" FROM tview_new AS "b"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_8'), '1', true)
                                 || set_config((v_tag || 'q_8'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_8;
    END t_8;

            ELSE
                IF v_b <= 4 THEN

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
        WITH d AS MATERIALIZED (
            SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."i" FROM (SELECT "a"."i" AS "i" FROM "public"."a" AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."i") AS lo, max(d."i") AS hi FROM d
            HAVING count(d."i") = count(*) AND max(d."i")::numeric - min(d."i") >= 64 AND (max(d."i")::numeric - min(d."i")) * 2 < count(*)
        )
        SELECT 9, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 9, ARRAY[x."i"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 9 (see flush), in the queue
        v_set := set_config((v_tag || 'p_9'), '1', true)
                 || set_config((v_tag || 'q_9'), '1', true);
        EXIT t_9;
    END t_9;

                ELSE

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
        WITH d AS MATERIALIZED (
            SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."k" FROM (SELECT "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i" UNION ALL SELECT CASE WHEN FALSE THEN "b"."k" END AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" RIGHT JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ), r AS (
            SELECT min(d."k") AS lo, max(d."k") AS hi FROM d
            HAVING count(d."k") = count(*) AND max(d."k")::numeric - min(d."k") >= 64 AND (max(d."k")::numeric - min(d."k")) * 2 < count(*)
        )
        SELECT 10, ARRAY[r.lo::text, r.hi::text] FROM r
        UNION ALL
        SELECT 10, ARRAY[x."k"::text] FROM (SELECT DISTINCT * FROM d) AS x
         WHERE NOT EXISTS (SELECT FROM r);
        -- work for tview 10 (see flush), in the queue
        v_set := set_config((v_tag || 'p_10'), '1', true)
                 || set_config((v_tag || 'q_10'), '1', true);
        EXIT t_10;
    END t_10;

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
CREATE TRIGGER tview_10_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i10_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i10_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_added();

-- trigger tview_10_changed on a
CREATE TRIGGER tview_10_changed AFTER UPDATE OF i, id ON public.a FOR EACH ROW WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c10_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id), ROW(new.i, new.id)) AND (set_config('tview.c10_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_changed();

-- trigger tview_10_del on a
CREATE TRIGGER tview_10_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_del();

-- trigger tview_10_gate on a
CREATE TRIGGER tview_10_gate AFTER UPDATE OF i, id ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (current_setting('tview.c10_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g10_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_gate();

-- trigger tview_10_ins on a
CREATE TRIGGER tview_10_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (current_setting('tview.i10_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_ins();

-- trigger tview_10_replica on a
CREATE TRIGGER tview_10_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('10');

-- trigger tview_10_trunc on a
CREATE TRIGGER tview_10_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.a>_trunc();

-- trigger tview_11_added on a
CREATE TRIGGER tview_11_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i11_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i11_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_added();

-- trigger tview_11_changed on a
CREATE TRIGGER tview_11_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c11_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c11_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_changed();

-- trigger tview_11_del on a
CREATE TRIGGER tview_11_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_del();

-- trigger tview_11_gate on a
CREATE TRIGGER tview_11_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL) AND (current_setting('tview.c11_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g11_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_gate();

-- trigger tview_11_ins on a
CREATE TRIGGER tview_11_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL) AND (current_setting('tview.i11_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_ins();

-- trigger tview_11_key on a
CREATE TRIGGER tview_11_key AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL) AND (set_config('tview.ku11_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_key();

-- trigger tview_11_replica on a
CREATE TRIGGER tview_11_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('11');

-- trigger tview_11_trunc on a
CREATE TRIGGER tview_11_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_ordered'::regclass IS NOT NULL) AND ('v_ag_ordered'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_11_<oid:public.a>_trunc();

-- trigger tview_12_added on a
CREATE TRIGGER tview_12_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i12_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i12_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_added();

-- trigger tview_12_changed on a
CREATE TRIGGER tview_12_changed AFTER UPDATE OF i ON public.a FOR EACH ROW WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c12_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i), ROW(new.i)) AND (set_config('tview.c12_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_changed();

-- trigger tview_12_del on a
CREATE TRIGGER tview_12_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_del();

-- trigger tview_12_gate on a
CREATE TRIGGER tview_12_gate AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL) AND (current_setting('tview.c12_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g12_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_gate();

-- trigger tview_12_ins on a
CREATE TRIGGER tview_12_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL) AND (current_setting('tview.i12_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_ins();

-- trigger tview_12_replica on a
CREATE TRIGGER tview_12_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('12');

-- trigger tview_12_trunc on a
CREATE TRIGGER tview_12_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_nested'::regclass IS NOT NULL) AND ('v_ag_nested'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_12_<oid:public.a>_trunc();

-- trigger tview_1_added on a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_added();

-- trigger tview_1_changed on a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_changed();

-- trigger tview_1_del on a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_del();

-- trigger tview_1_gate on a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_gate();

-- trigger tview_1_ins on a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_ins();

-- trigger tview_1_replica on a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_trunc();

-- trigger tview_1_upd on a
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_group'::regclass IS NOT NULL) AND ('v_ag_group'::regclass IS NOT NULL) AND (current_setting(concat('tview.g1_<oid:public.a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_upd();

-- trigger tview_2_added on a
CREATE TRIGGER tview_2_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_added();

-- trigger tview_2_changed on a
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_changed();

-- trigger tview_2_del on a
CREATE TRIGGER tview_2_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_del();

-- trigger tview_2_gate on a
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_gate();

-- trigger tview_2_ins on a
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_ins();

-- trigger tview_2_replica on a
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on a
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_trunc();

-- trigger tview_2_upd on a
CREATE TRIGGER tview_2_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_filter'::regclass IS NOT NULL) AND ('v_ag_filter'::regclass IS NOT NULL) AND (current_setting(concat('tview.g2_<oid:public.a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_upd();

-- trigger tview_4_added on a
CREATE TRIGGER tview_4_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_added();

-- trigger tview_4_changed on a
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_changed();

-- trigger tview_4_del on a
CREATE TRIGGER tview_4_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_del();

-- trigger tview_4_gate on a
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_gate();

-- trigger tview_4_ins on a
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_ins();

-- trigger tview_4_replica on a
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on a
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_trunc();

-- trigger tview_4_upd on a
CREATE TRIGGER tview_4_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_having'::regclass IS NOT NULL) AND ('v_ag_having'::regclass IS NOT NULL) AND (current_setting(concat('tview.g4_<oid:public.a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_upd();

-- trigger tview_5_added on a
CREATE TRIGGER tview_5_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_added();

-- trigger tview_5_changed on a
CREATE TRIGGER tview_5_changed AFTER UPDATE OF j ON public.a FOR EACH ROW WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.j), ROW(new.j)) AND (set_config('tview.c5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_changed();

-- trigger tview_5_del on a
CREATE TRIGGER tview_5_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_del();

-- trigger tview_5_gate on a
CREATE TRIGGER tview_5_gate AFTER UPDATE OF j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_gate();

-- trigger tview_5_ins on a
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_ins();

-- trigger tview_5_replica on a
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on a
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_trunc();

-- trigger tview_5_upd on a
CREATE TRIGGER tview_5_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_global'::regclass IS NOT NULL) AND ('v_ag_global'::regclass IS NOT NULL) AND (current_setting(concat('tview.g5_<oid:public.a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_upd();

-- trigger tview_7_added on a
CREATE TRIGGER tview_7_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_added();

-- trigger tview_7_changed on a
CREATE TRIGGER tview_7_changed AFTER UPDATE OF j ON public.a FOR EACH ROW WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.j), ROW(new.j)) AND (set_config('tview.c7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_changed();

-- trigger tview_7_del on a
CREATE TRIGGER tview_7_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_del();

-- trigger tview_7_gate on a
CREATE TRIGGER tview_7_gate AFTER UPDATE OF j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_gate();

-- trigger tview_7_ins on a
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_ins();

-- trigger tview_7_key on a
CREATE TRIGGER tview_7_key AFTER UPDATE OF j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL) AND (set_config('tview.ku7_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_key();

-- trigger tview_7_replica on a
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on a
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_expr_group'::regclass IS NOT NULL) AND ('v_ag_expr_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_trunc();

-- trigger tview_8_added on a
CREATE TRIGGER tview_8_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i8_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i8_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_added();

-- trigger tview_8_changed on a
CREATE TRIGGER tview_8_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c8_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c8_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_changed();

-- trigger tview_8_del on a
CREATE TRIGGER tview_8_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_del();

-- trigger tview_8_gate on a
CREATE TRIGGER tview_8_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (current_setting('tview.c8_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g8_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_gate();

-- trigger tview_8_ins on a
CREATE TRIGGER tview_8_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (current_setting('tview.i8_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_ins();

-- trigger tview_8_replica on a
CREATE TRIGGER tview_8_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('8');

-- trigger tview_8_trunc on a
CREATE TRIGGER tview_8_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.a>_trunc();

-- trigger tview_9_added on a
CREATE TRIGGER tview_9_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i9_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i9_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_added();

-- trigger tview_9_changed on a
CREATE TRIGGER tview_9_changed AFTER UPDATE OF i ON public.a FOR EACH ROW WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c9_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i), ROW(new.i)) AND (set_config('tview.c9_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_changed();

-- trigger tview_9_del on a
CREATE TRIGGER tview_9_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_del();

-- trigger tview_9_gate on a
CREATE TRIGGER tview_9_gate AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (current_setting('tview.c9_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g9_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_gate();

-- trigger tview_9_ins on a
CREATE TRIGGER tview_9_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (current_setting('tview.i9_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_ins();

-- trigger tview_9_key on a
CREATE TRIGGER tview_9_key AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (set_config('tview.ku9_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_key();

-- trigger tview_9_reads on a
CREATE TRIGGER tview_9_reads AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (set_config('tview.wr9_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_wr();

-- trigger tview_9_replica on a
CREATE TRIGGER tview_9_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('9');

-- trigger tview_9_trunc on a
CREATE TRIGGER tview_9_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.a>_trunc();

-- trigger tview_upd on a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.a>();

-- trigger tview_10_added on b
CREATE TRIGGER tview_10_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i10_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i10_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_added();

-- trigger tview_10_changed on b
CREATE TRIGGER tview_10_changed AFTER UPDATE OF i, id, k ON public.b FOR EACH ROW WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c10_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.k), ROW(new.i, new.id, new.k)) AND (set_config('tview.c10_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_changed();

-- trigger tview_10_del on b
CREATE TRIGGER tview_10_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_del();

-- trigger tview_10_gate on b
CREATE TRIGGER tview_10_gate AFTER UPDATE OF i, id, k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (current_setting('tview.c10_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g10_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_gate();

-- trigger tview_10_ins on b
CREATE TRIGGER tview_10_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL) AND (current_setting('tview.i10_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_ins();

-- trigger tview_10_replica on b
CREATE TRIGGER tview_10_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('10');

-- trigger tview_10_trunc on b
CREATE TRIGGER tview_10_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_full_join'::regclass IS NOT NULL) AND ('v_ag_full_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_10_<oid:public.b>_trunc();

-- trigger tview_3_added on b
CREATE TRIGGER tview_3_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_added();

-- trigger tview_3_changed on b
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_changed();

-- trigger tview_3_del on b
CREATE TRIGGER tview_3_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_del();

-- trigger tview_3_gate on b
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_gate();

-- trigger tview_3_ins on b
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_ins();

-- trigger tview_3_key on b
CREATE TRIGGER tview_3_key AFTER UPDATE OF k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL) AND (set_config('tview.ku3_<oid:public.b>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_key();

-- trigger tview_3_replica on b
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on b
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_distinct'::regclass IS NOT NULL) AND ('v_ag_distinct'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_trunc();

-- trigger tview_6_added on b
CREATE TRIGGER tview_6_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_added();

-- trigger tview_6_changed on b
CREATE TRIGGER tview_6_changed AFTER UPDATE OF k ON public.b FOR EACH ROW WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.k), ROW(new.k)) AND (set_config('tview.c6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_changed();

-- trigger tview_6_del on b
CREATE TRIGGER tview_6_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_del();

-- trigger tview_6_gate on b
CREATE TRIGGER tview_6_gate AFTER UPDATE OF k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL) AND (current_setting('tview.c6_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g6_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_gate();

-- trigger tview_6_ins on b
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_ins();

-- trigger tview_6_replica on b
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on b
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_global_keyed'::regclass IS NOT NULL) AND ('v_ag_global_keyed'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_trunc();

-- trigger tview_8_added on b
CREATE TRIGGER tview_8_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i8_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i8_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_added();

-- trigger tview_8_changed on b
CREATE TRIGGER tview_8_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c8_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c8_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_changed();

-- trigger tview_8_del on b
CREATE TRIGGER tview_8_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_del();

-- trigger tview_8_gate on b
CREATE TRIGGER tview_8_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (current_setting('tview.c8_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g8_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_gate();

-- trigger tview_8_ins on b
CREATE TRIGGER tview_8_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (current_setting('tview.i8_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_ins();

-- trigger tview_8_key on b
CREATE TRIGGER tview_8_key AFTER UPDATE OF k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (set_config('tview.ku8_<oid:public.b>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_key();

-- trigger tview_8_reads on b
CREATE TRIGGER tview_8_reads AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL) AND (set_config('tview.wr8_<oid:public.b>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_wr();

-- trigger tview_8_replica on b
CREATE TRIGGER tview_8_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('8');

-- trigger tview_8_trunc on b
CREATE TRIGGER tview_8_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_join'::regclass IS NOT NULL) AND ('v_ag_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_8_<oid:public.b>_trunc();

-- trigger tview_9_added on b
CREATE TRIGGER tview_9_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i9_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i9_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_added();

-- trigger tview_9_changed on b
CREATE TRIGGER tview_9_changed AFTER UPDATE OF i, id, k ON public.b FOR EACH ROW WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c9_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.k), ROW(new.i, new.id, new.k)) AND (set_config('tview.c9_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_changed();

-- trigger tview_9_del on b
CREATE TRIGGER tview_9_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_del();

-- trigger tview_9_gate on b
CREATE TRIGGER tview_9_gate AFTER UPDATE OF i, id, k ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (current_setting('tview.c9_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g9_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_gate();

-- trigger tview_9_ins on b
CREATE TRIGGER tview_9_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL) AND (current_setting('tview.i9_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_ins();

-- trigger tview_9_replica on b
CREATE TRIGGER tview_9_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('9');

-- trigger tview_9_trunc on b
CREATE TRIGGER tview_9_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_ag_left_join'::regclass IS NOT NULL) AND ('v_ag_left_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_9_<oid:public.b>_trunc();

-- trigger tview_upd on b
CREATE TRIGGER tview_upd AFTER UPDATE ON public.b REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.b>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.b>();

-- table public.tv_ag_distinct
TABLE public.tv_ag_distinct (
    k integer,
    cnt bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_distinct_tview_key ON public.tv_ag_distinct USING btree (k) NULLS NOT DISTINCT;

-- table public.tv_ag_expr_group
TABLE public.tv_ag_expr_group (
    bucket integer,
    cnt bigint
) WITH (fillfactor=50);

CREATE INDEX tv_ag_expr_group_tview_key ON public.tv_ag_expr_group USING btree (bucket);

-- table public.tv_ag_filter
TABLE public.tv_ag_filter (
    i integer,
    cnt bigint,
    total bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_filter_tview_key ON public.tv_ag_filter USING btree (i) NULLS NOT DISTINCT;

-- table public.tv_ag_full_join
TABLE public.tv_ag_full_join (
    k integer,
    na bigint,
    nb bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_full_join_tview_key ON public.tv_ag_full_join USING btree (k) NULLS NOT DISTINCT;

-- table public.tv_ag_global
TABLE public.tv_ag_global (
    cnt bigint,
    total bigint,
    hi integer
) WITH (fillfactor=50);

-- table public.tv_ag_global_keyed
TABLE public.tv_ag_global_keyed (
    cnt bigint,
    lo integer
) WITH (fillfactor=50);

CREATE INDEX tv_ag_global_keyed_tview_key ON public.tv_ag_global_keyed USING btree (cnt);

-- table public.tv_ag_group
TABLE public.tv_ag_group (
    i integer,
    cnt bigint,
    nj bigint,
    total bigint,
    av numeric,
    lo integer,
    hi integer
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_group_tview_key ON public.tv_ag_group USING btree (i) NULLS NOT DISTINCT;

-- table public.tv_ag_having
TABLE public.tv_ag_having (
    i integer,
    total bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_having_tview_key ON public.tv_ag_having USING btree (i) NULLS NOT DISTINCT;

-- table public.tv_ag_join
TABLE public.tv_ag_join (
    k integer,
    cnt bigint,
    total bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_join_tview_key ON public.tv_ag_join USING btree (k) NULLS NOT DISTINCT;

-- table public.tv_ag_left_join
TABLE public.tv_ag_left_join (
    i integer,
    cnt bigint,
    big boolean
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_left_join_tview_key ON public.tv_ag_left_join USING btree (i) NULLS NOT DISTINCT;

-- table public.tv_ag_nested
TABLE public.tv_ag_nested (
    cnt bigint,
    groups bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_nested_tview_key ON public.tv_ag_nested USING btree (cnt) NULLS NOT DISTINCT;

-- table public.tv_ag_ordered
TABLE public.tv_ag_ordered (
    i integer,
    js text,
    ids integer[]
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_ag_ordered_tview_key ON public.tv_ag_ordered USING btree (i) NULLS NOT DISTINCT;

-- table tview.agg_1
TABLE tview.agg_1 (
    i integer,
    __e0 integer,
    __ec0 bigint NOT NULL,
    __e1 integer,
    __ec1 bigint NOT NULL
);

CREATE INDEX agg_1_expr_idx ON tview.agg_1 USING btree ((1)) WHERE ((__ec0 < 0) OR (__ec1 < 0));

CREATE UNIQUE INDEX agg_1_i_idx ON tview.agg_1 USING btree (i) NULLS NOT DISTINCT;

-- table tview.agg_2
TABLE tview.agg_2 (
    i integer,
    __n bigint NOT NULL,
    __c1 bigint NOT NULL
);

CREATE UNIQUE INDEX agg_2_i_idx ON tview.agg_2 USING btree (i) NULLS NOT DISTINCT;

-- table tview.agg_4
TABLE tview.agg_4 (
    i integer,
    __n bigint NOT NULL,
    __c0 bigint NOT NULL,
    __s0 numeric NOT NULL
);

CREATE UNIQUE INDEX agg_4_i_idx ON tview.agg_4 USING btree (i) NULLS NOT DISTINCT;

-- table tview.agg_5
TABLE tview.agg_5 (
    __c0 bigint NOT NULL,
    __e0 integer,
    __ec0 bigint NOT NULL
);

-- type tview.dl_1
TYPE tview.dl_1 (
    i integer,
    __n bigint,
    __c0 bigint,
    __s0 numeric,
    __e0 integer,
    __ec0 bigint,
    __de0 integer,
    __dec0 bigint,
    __e1 integer,
    __ec1 bigint,
    __de1 integer,
    __dec1 bigint
);

-- type tview.dl_2
TYPE tview.dl_2 (
    i integer,
    __n bigint,
    __c0 bigint,
    __c1 bigint,
    __s1 numeric
);

-- type tview.dl_4
TYPE tview.dl_4 (
    i integer,
    __n bigint,
    __c0 bigint,
    __s0 numeric
);

-- type tview.dl_5
TYPE tview.dl_5 (
    __n bigint,
    __c0 bigint,
    __s0 numeric,
    __e0 integer,
    __ec0 bigint,
    __de0 integer,
    __dec0 bigint
);
