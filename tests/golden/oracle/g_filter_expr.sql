-- model tv_g_filter_expr (key ['grp'], rank 1)
--   SELECT grp, count(*) FILTER (WHERE flag) AS nf, sum(val * id) AS vi, sum(val) FILTER (WHERE name = 'x' OR val > 2) AS sx, avg(val / 2) AS half, max(val - id) FILTER (WHERE flag IS NOT TRUE) AS mx FROM tb_a WHERE val > 0 OR name IS NULL GROUP BY grp

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
    v_ranked CONSTANT integer[] := '{1}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..1 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                EXIT converge;
            END IF;
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
                             || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."grp"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF v_lone."grp" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__n" = 0
                       AND v_lone."__c1" = 0
                       AND v_lone."__c2" = 0
                       AND v_lone."__c3" = 0
                       AND v_lone."__s3" = 0
                       AND NOT (pg_trigger_depth() > 1) THEN
                        UPDATE "public"."tv_g_filter_expr" AS t
                           SET ("nf", "vi", "sx", "half")
                             = ROW(((COALESCE(t."nf", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."vi", 0)::numeric + v_lone."__s1") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c2", 0) + v_lone."__c2") = 0 THEN NULL ELSE (COALESCE(t."sx", 0)::numeric + v_lone."__s2") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c3", 0) + v_lone."__c3") = 0 THEN NULL ELSE (COALESCE(aux_row."__s3", 0) + v_lone."__s3") / (COALESCE(aux_row."__c3", 0) + v_lone."__c3") END)::numeric)
                          FROM "tview"."agg_1" AS aux_row
                         WHERE t."grp" = v_lone."grp" AND aux_row."grp" = v_lone."grp"
                           AND aux_row."__e0" IS NOT NULL
                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                           AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."grp"::text]::text[], ROW(v_lone."grp"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric, v_lone."__c2"::bigint, v_lone."__s2"::numeric, v_lone."__c3"::bigint, v_lone."__s3"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
                    IF v_lone."grp" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND NOT (pg_trigger_depth() > 1) THEN
                        WITH up AS (
                            UPDATE "tview"."agg_1" AS aux_row
                               SET ("__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0")
                                 = ROW(aux_row."__n" + v_lone."__n", aux_row."__c1" + v_lone."__c1", aux_row."__c2" + v_lone."__c2", aux_row."__c3" + v_lone."__c3", aux_row."__s3" + v_lone."__s3", GREATEST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" < GREATEST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END)
                              FROM "public"."tv_g_filter_expr" AS t
                             WHERE t."grp" = v_lone."grp" AND aux_row."grp" = v_lone."grp"
                               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                               AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" < GREATEST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = GREATEST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                            RETURNING aux_row."grp", aux_row."__n" AS "__n", COALESCE(t."nf", 0)::bigint + v_lone."__c0" AS "__c0", aux_row."__c1" AS "__c1", COALESCE(t."vi", 0)::numeric + v_lone."__s1" AS "__s1", aux_row."__c2" AS "__c2", COALESCE(t."sx", 0)::numeric + v_lone."__s2" AS "__s2", aux_row."__c3" AS "__c3", aux_row."__s3" AS "__s3", aux_row."__e0", aux_row."__ec0"
                        ), u AS (
                            UPDATE "public"."tv_g_filter_expr" AS t
                               SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW((up."grp")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint, (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint, (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)
                              FROM up
                             WHERE (t."grp" = up."grp" OR (t."grp" IS NULL AND up."grp" IS NULL))
                               AND ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record
                                   OPERATOR(pg_catalog.*<>) ROW((up."grp")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint, (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint, (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)::record
                            RETURNING 1
                        )
                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                    END IF;

                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."grp"::text]::text[], ROW(v_lone."grp"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric, v_lone."__c2"::bigint, v_lone."__s2"::numeric, v_lone."__c3"::bigint, v_lone."__s3"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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

-- function tview.d_1_<oid:public.tb_a>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:public.tb_a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_a>_changed()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c1_<oid:public.tb_a>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_a>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_del()
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
                   AND count(r."grp") = count(*) AND min(r."grp") = max(r."grp")
                   AND (count(r.a4) FILTER (WHERE r.sign > 0) < 2 OR min(r.a4) FILTER (WHERE r.sign > 0) = max(r.a4) FILTER (WHERE r.sign > 0))
                   AND (count(r.a4) FILTER (WHERE r.sign < 0) < 2 OR min(r.a4) FILTER (WHERE r.sign < 0) = max(r.a4) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a2::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a3::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a4) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a4) FILTER (WHERE r.sign < 0) AND count(r.a4) FILTER (WHERE r.sign > 0) = count(r.a4) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."grp"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric,
                   (COALESCE(sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a2::numeric), 0))::numeric,
                   (COALESCE(sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a3::numeric), 0))::numeric,
                   (max(r.a4) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a4) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a4) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a4) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
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
                SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
            ), w AS (
                SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."grp")
            )
            SELECT count(*), array_agg(ROW(d."grp"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric, d."__c2"::bigint, d."__s2"::numeric, d."__c3"::bigint, d."__s3"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."grp", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1", COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c2", COALESCE(sum(w.sign * w.a2::numeric), 0) AS "__s2", COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c3", COALESCE(sum(w.sign * w.a3::numeric), 0) AS "__s3", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."grp"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_6a416808c3"
                SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_6a416808c3"
            SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
        ), w AS (
            SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."grp")
        )
        INSERT INTO pg_temp."tview_d_1_6a416808c3"
        SELECT w."grp", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0), COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a2::numeric), 0), COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a3::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0)
        FROM w GROUP BY w."grp";
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

-- function tview.d_1_<oid:public.tb_a>_gate()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_a>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_ins()
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
                   AND count(r."grp") = count(*) AND min(r."grp") = max(r."grp")
                   AND (count(r.a4) FILTER (WHERE r.sign > 0) < 2 OR min(r.a4) FILTER (WHERE r.sign > 0) = max(r.a4) FILTER (WHERE r.sign > 0))
                   AND (count(r.a4) FILTER (WHERE r.sign < 0) < 2 OR min(r.a4) FILTER (WHERE r.sign < 0) = max(r.a4) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a2::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a3::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a4) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a4) FILTER (WHERE r.sign < 0) AND count(r.a4) FILTER (WHERE r.sign > 0) = count(r.a4) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."grp"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric,
                   (COALESCE(sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a2::numeric), 0))::numeric,
                   (COALESCE(sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a3::numeric), 0))::numeric,
                   (max(r.a4) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a4) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a4) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a4) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
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
                SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
            ), w AS (
                SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."grp")
            )
            SELECT count(*), array_agg(ROW(d."grp"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric, d."__c2"::bigint, d."__s2"::numeric, d."__c3"::bigint, d."__s3"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."grp", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1", COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c2", COALESCE(sum(w.sign * w.a2::numeric), 0) AS "__s2", COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c3", COALESCE(sum(w.sign * w.a3::numeric), 0) AS "__s3", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."grp"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_6a416808c3"
                SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_6a416808c3"
            SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
        ), w AS (
            SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."grp")
        )
        INSERT INTO pg_temp."tview_d_1_6a416808c3"
        SELECT w."grp", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0), COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a2::numeric), 0), COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a3::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0)
        FROM w GROUP BY w."grp";
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

-- function tview.d_1_<oid:public.tb_a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_trunc()
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

-- function tview.d_1_<oid:public.tb_a>_upd()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_upd()
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
    IF current_setting(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_1'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) OFFSET 1)
                      OR EXISTS (SELECT FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) OFFSET 1) THEN NULL
                    ELSE COALESCE(true AND n."grp" = o."grp", false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0 AND n.a1 IS NOT DISTINCT FROM o.a1 AND n.a2 IS NOT DISTINCT FROM o.a2 AND n.a3 IS NOT DISTINCT FROM o.a3 AND n.a4 IS NOT DISTINCT FROM o.a4,
               ROW((n."grp")::integer,
                   (0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   ((n.a1 IS NOT NULL)::int - (o.a1 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a1::numeric, 0) - COALESCE(o.a1::numeric, 0))::numeric,
                   ((n.a2 IS NOT NULL)::int - (o.a2 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a2::numeric, 0) - COALESCE(o.a2::numeric, 0))::numeric,
                   ((n.a3 IS NOT NULL)::int - (o.a3 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a3::numeric, 0) - COALESCE(o.a3::numeric, 0))::numeric,
                   (n.a4)::integer,
                   ((n.a4 IS NOT NULL)::int)::bigint,
                   (o.a4)::integer,
                   ((o.a4 IS NOT NULL)::int)::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) LIMIT 1) AS n,
             (SELECT "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND count(r."grp") = count(*) AND min(r."grp") = max(r."grp")
                       AND (count(r.a4) FILTER (WHERE r.sign > 0) < 2 OR min(r.a4) FILTER (WHERE r.sign > 0) = max(r.a4) FILTER (WHERE r.sign > 0))
                       AND (count(r.a4) FILTER (WHERE r.sign < 0) < 2 OR min(r.a4) FILTER (WHERE r.sign < 0) = max(r.a4) FILTER (WHERE r.sign < 0)), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a2::numeric) IS NOT DISTINCT FROM 0 AND sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a3::numeric) IS NOT DISTINCT FROM 0
                       AND max(r.a4) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a4) FILTER (WHERE r.sign < 0) AND count(r.a4) FILTER (WHERE r.sign > 0) = count(r.a4) FILTER (WHERE r.sign < 0), false),
                   ROW((min(r."grp"))::integer,
                       (COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric,
                       (COALESCE(sum(CASE WHEN r.a2 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a2::numeric), 0))::numeric,
                       (COALESCE(sum(CASE WHEN r.a3 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a3::numeric), 0))::numeric,
                       (max(r.a4) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a4) FILTER (WHERE r.sign > 0))::bigint,
                       (max(r.a4) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a4) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
                UNION ALL
                SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
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
                SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
                UNION ALL
                SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
                FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
            ), w AS (
                SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."grp")
            )
            SELECT count(*), array_agg(ROW(d."grp"::integer, d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric, d."__c2"::bigint, d."__s2"::numeric, d."__c3"::bigint, d."__s3"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."grp", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1", COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c2", COALESCE(sum(w.sign * w.a2::numeric), 0) AS "__s2", COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c3", COALESCE(sum(w.sign * w.a3::numeric), 0) AS "__s3", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."grp"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_6a416808c3"
                SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_6a416808c3"
            SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_new AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
            UNION ALL
            SELECT -1::bigint AS sign, "tb_a"."grp" AS "grp", (CASE WHEN "tb_a"."flag" THEN 1 END) AS a0, ("tb_a"."val" * "tb_a"."id") AS a1, (CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END) AS a2, ("tb_a"."val" / 2) AS a3, (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) AS a4
            FROM tview_old AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)
        ), w AS (
            SELECT r.*, max(r.a4) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a4) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."grp")
        )
        INSERT INTO pg_temp."tview_d_1_6a416808c3"
        SELECT w."grp", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0), COALESCE(sum(CASE WHEN w.a2 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a2::numeric), 0), COALESCE(sum(CASE WHEN w.a3 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a3::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a4 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a4 = w.wd0)
        FROM w GROUP BY w."grp";
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
            IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
                CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
                PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_1_6a416808c3"
            SELECT v_lone."grp" AS "grp", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1", v_lone."__c2" AS "__c2", v_lone."__s2" AS "__s2", v_lone."__c3" AS "__c3", v_lone."__s3" AS "__s3", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text
                 || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."grp"::text]::text))::text;

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
        ELSIF v_lone."grp" IS NOT NULL
           AND current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__n" = 0
           AND v_lone."__c1" = 0
           AND v_lone."__c2" = 0
           AND v_lone."__c3" = 0
           AND v_lone."__s3" = 0
           AND NOT (pg_trigger_depth() > 1) THEN
            UPDATE "public"."tv_g_filter_expr" AS t
               SET ("nf", "vi", "sx", "half")
                 = ROW(((COALESCE(t."nf", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."vi", 0)::numeric + v_lone."__s1") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c2", 0) + v_lone."__c2") = 0 THEN NULL ELSE (COALESCE(t."sx", 0)::numeric + v_lone."__s2") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c3", 0) + v_lone."__c3") = 0 THEN NULL ELSE (COALESCE(aux_row."__s3", 0) + v_lone."__s3") / (COALESCE(aux_row."__c3", 0) + v_lone."__c3") END)::numeric)
              FROM "tview"."agg_1" AS aux_row
             WHERE t."grp" = v_lone."grp" AND aux_row."grp" = v_lone."grp"
               AND aux_row."__e0" IS NOT NULL
               AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
               AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
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
                SELECT dd."grp", dd."__n", dd."__c0", dd."__c1", dd."__s1", dd."__c2", dd."__s2", dd."__c3", dd."__s3", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
                FROM (SELECT v_lone."grp" AS "grp", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1", v_lone."__c2" AS "__c2", v_lone."__s2" AS "__s2", v_lone."__c3" AS "__c3", v_lone."__s3" AS "__s3", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0") AS dd
            ), o AS (
                SELECT c."grp", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."nf", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."vi", 0)::numeric AS "__s1", c."__c2" AS "__dc2", COALESCE(aux_row."__c2", 0) AS "__c2", c."__s2" AS "__ds2", COALESCE(t."sx", 0)::numeric AS "__s2", c."__c3" AS "__dc3", COALESCE(aux_row."__c3", 0) AS "__c3", c."__s3" AS "__ds3", COALESCE(aux_row."__s3", 0) AS "__s3", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_g_filter_expr" AS t ON (t."grp" = c."grp" OR (t."grp" IS NULL AND c."grp" IS NULL))
                       LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."grp" = c."grp" OR (aux_row."grp" IS NULL AND c."grp" IS NULL))
            ), nx AS (
                SELECT old_state."grp", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1", old_state."__c2" + old_state."__dc2" AS "__c2", old_state."__dc2", old_state."__s2" + old_state."__ds2" AS "__s2", old_state."__ds2", old_state."__c3" + old_state."__dc3" AS "__c3", old_state."__dc3", old_state."__s3" + old_state."__ds3" AS "__s3", old_state."__ds3",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                       old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
                FROM o AS old_state
            ), sw AS (
                INSERT INTO "tview"."agg_1" AS aux_row ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0")
                SELECT nx."grp", nx."__n", nx."__c1", nx."__c2", nx."__c3", nx."__s3", nx."__e0", nx."__ec0"
                FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0 OR nx."__dc2" <> 0 OR nx."__dc3" <> 0 OR nx."__ds3" <> 0
     OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
                ORDER BY nx."grp"
                ON CONFLICT ("grp") DO UPDATE SET
                    "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1", "__c2" = EXCLUDED."__c2", "__c3" = EXCLUDED."__c3", "__s3" = EXCLUDED."__s3", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."grp")::integer AS "grp", (up."__c0")::bigint AS "nf", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "vi", (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint AS "sx", (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric AS "half", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "mx"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")
                  FROM nv
                 WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)) AND nv."__n" > 0
                   AND ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")::record
                RETURNING 1
            ), i AS (
                INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                SELECT nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx" FROM nv
                 WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)))
                -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
                -- transaction inserted after our snapshot conflicts, and that is a serialization
                -- failure, not a unique violation)
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), dl AS (
                DELETE FROM "public"."tv_g_filter_expr" AS t USING nv
                 WHERE (nv."__n" = 0) AND (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL))
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                       (SELECT jsonb_agg(jsonb_build_array(nx."grp"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL)) AND (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = (SELECT max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL)))) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("mx")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE (t."grp" = r."grp" OR (t."grp" IS NULL AND r."grp" IS NULL))
                   AND ROW(t."mx")::record
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
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE NOT e @> '[null]'), 
                   jsonb_agg(e) FILTER (WHERE e @> '[null]')
              FROM jsonb_array_elements(v_rb) AS e
              INTO rk1, v_rbnull;
            IF rk1 IS NOT NULL THEN
                PERFORM 1 FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."grp" = ANY(rk1);
                INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND "tb_a"."grp" = ANY(rk1) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
                    FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
                    FROM "public"."v_g_filter_expr" AS x WHERE x."grp" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_g_filter_expr" AS x WHERE x."grp" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
                    FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
                PERFORM 1 FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."grp" IS NULL OR aux_row."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."grp" IS NOT DISTINCT FROM (e ->> 0)::integer);
                INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND ("tb_a"."grp" IS NULL OR "tb_a"."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "tb_a"."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
                    FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
                    FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
                    FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."grp"::text]::text[], ROW(v_lone."grp"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric, v_lone."__c2"::bigint, v_lone."__s2"::numeric, v_lone."__c3"::bigint, v_lone."__s3"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
    IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."grp"::text]::text) ORDER BY hashtext(ARRAY[dd."grp"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_1_6a416808c3" AS dd;
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
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."grp"::text]::text) ORDER BY hashtext(ARRAY[dd."grp"::text]::text))
                      FROM pg_temp."tview_d_1_6a416808c3" AS dd),
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
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[dd."grp"::text]::text[], ROW(dd."grp"::integer, dd."__n"::bigint, dd."__c0"::bigint, dd."__c1"::bigint, dd."__s1"::numeric, dd."__c2"::bigint, dd."__s2"::numeric, dd."__c3"::bigint, dd."__s3"::numeric, dd."__e0"::integer, dd."__ec0"::bigint, dd."__de0"::integer, dd."__dec0"::bigint)::"tview"."dl_1"::text FROM pg_temp."tview_d_1_6a416808c3" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, max(dd."__e0") OVER wp AS "__m0", max(dd."__de0") OVER wp AS "__md0"
            FROM pg_temp."tview_d_1_6a416808c3" AS dd WINDOW wp AS (PARTITION BY dd."grp")
        ), c AS (
            SELECT w."grp", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__c1")::bigint AS "__c1", sum(w."__s1") AS "__s1", sum(w."__c2")::bigint AS "__c2", sum(w."__s2") AS "__s2", sum(w."__c3")::bigint AS "__c3", sum(w."__s3") AS "__s3", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0"
            FROM w GROUP BY w."grp"
        ), o AS (
            SELECT c."grp", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."nf", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."vi", 0)::numeric AS "__s1", c."__c2" AS "__dc2", COALESCE(aux_row."__c2", 0) AS "__c2", c."__s2" AS "__ds2", COALESCE(t."sx", 0)::numeric AS "__s2", c."__c3" AS "__dc3", COALESCE(aux_row."__c3", 0) AS "__c3", c."__s3" AS "__ds3", COALESCE(aux_row."__s3", 0) AS "__s3", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_g_filter_expr" AS t ON (t."grp" = c."grp" OR (t."grp" IS NULL AND c."grp" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."grp" = c."grp" OR (aux_row."grp" IS NULL AND c."grp" IS NULL))
        ), nx AS (
            SELECT old_state."grp", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1", old_state."__c2" + old_state."__dc2" AS "__c2", old_state."__dc2", old_state."__s2" + old_state."__ds2" AS "__s2", old_state."__ds2", old_state."__c3" + old_state."__dc3" AS "__c3", old_state."__dc3", old_state."__s3" + old_state."__ds3" AS "__s3", old_state."__ds3",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0")
            SELECT nx."grp", nx."__n", nx."__c1", nx."__c2", nx."__c3", nx."__s3", nx."__e0", nx."__ec0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0 OR nx."__dc2" <> 0 OR nx."__dc3" <> 0 OR nx."__ds3" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            ORDER BY nx."grp"
            ON CONFLICT ("grp") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1", "__c2" = EXCLUDED."__c2", "__c3" = EXCLUDED."__c3", "__s3" = EXCLUDED."__s3", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."grp")::integer AS "grp", (up."__c0")::bigint AS "nf", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "vi", (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint AS "sx", (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric AS "half", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "mx"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_g_filter_expr" AS t
               SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")
              FROM nv
             WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)) AND nv."__n" > 0
               AND ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_g_filter_expr" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_6a416808c3" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."grp"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."grp", dd."__n", dd."__c0", dd."__c1", dd."__s1", dd."__c2", dd."__s2", dd."__c3", dd."__s3", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
            FROM pg_temp."tview_d_1_6a416808c3" AS dd
        ), o AS (
            SELECT c."grp", c."__n" AS "__dn", COALESCE(aux_row."__n", 0) AS "__n", c."__c0" AS "__dc0", COALESCE(t."nf", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(t."vi", 0)::numeric AS "__s1", c."__c2" AS "__dc2", COALESCE(aux_row."__c2", 0) AS "__c2", c."__s2" AS "__ds2", COALESCE(t."sx", 0)::numeric AS "__s2", c."__c3" AS "__dc3", COALESCE(aux_row."__c3", 0) AS "__c3", c."__s3" AS "__ds3", COALESCE(aux_row."__s3", 0) AS "__s3", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_g_filter_expr" AS t ON (t."grp" = c."grp" OR (t."grp" IS NULL AND c."grp" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."grp" = c."grp" OR (aux_row."grp" IS NULL AND c."grp" IS NULL))
        ), nx AS (
            SELECT old_state."grp", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1", old_state."__c2" + old_state."__dc2" AS "__c2", old_state."__dc2", old_state."__s2" + old_state."__ds2" AS "__s2", old_state."__ds2", old_state."__c3" + old_state."__dc3" AS "__c3", old_state."__dc3", old_state."__s3" + old_state."__ds3" AS "__s3", old_state."__ds3",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0")
            SELECT nx."grp", nx."__n", nx."__c1", nx."__c2", nx."__c3", nx."__s3", nx."__e0", nx."__ec0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dn" <> 0 OR nx."__dc1" <> 0 OR nx."__dc2" <> 0 OR nx."__dc3" <> 0 OR nx."__ds3" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            ORDER BY nx."grp"
            ON CONFLICT ("grp") DO UPDATE SET
                "__n" = EXCLUDED."__n", "__c1" = EXCLUDED."__c1", "__c2" = EXCLUDED."__c2", "__c3" = EXCLUDED."__c3", "__s3" = EXCLUDED."__s3", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."grp")::integer AS "grp", (up."__c0")::bigint AS "nf", (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint AS "vi", (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint AS "sx", (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric AS "half", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "mx"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_g_filter_expr" AS t
               SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")
              FROM nv
             WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)) AND nv."__n" > 0
               AND ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT nv."grp", nv."nf", nv."vi", nv."sx", nv."half", nv."mx" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_g_filter_expr" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."grp" = nv."grp" OR (t."grp" IS NULL AND nv."grp" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_6a416808c3" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."grp"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL)) AND (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = (SELECT max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) FROM "public"."tb_a" AS "tb_a" WHERE (("tb_a"."val" > 0 OR "tb_a"."name" IS NULL)) AND ("tb_a"."grp" = aux_row."grp" OR ("tb_a"."grp" IS NULL AND aux_row."grp" IS NULL)))) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("mx")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE (t."grp" = r."grp" OR (t."grp" IS NULL AND r."grp" IS NULL))
                   AND ROW(t."mx")::record
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
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE NOT e @> '[null]'), 
                   jsonb_agg(e) FILTER (WHERE e @> '[null]')
              FROM jsonb_array_elements(v_rb) AS e
              INTO rk1, v_rbnull;
            IF rk1 IS NOT NULL THEN
                PERFORM 1 FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."grp" = ANY(rk1);
                INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND "tb_a"."grp" = ANY(rk1) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
                    FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
                    FROM "public"."v_g_filter_expr" AS x WHERE x."grp" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_g_filter_expr" AS x WHERE x."grp" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
                    FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
                PERFORM 1 FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."grp" IS NULL OR aux_row."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."grp" IS NOT DISTINCT FROM (e ->> 0)::integer);
                INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND ("tb_a"."grp" IS NULL OR "tb_a"."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "tb_a"."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
                    FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
                    FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
                    FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                    SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
            DELETE FROM pg_temp."tview_d_1_6a416808c3";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
        DELETE FROM "tview"."agg_1";
        INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."grp" = ANY(k1);
            INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND "tb_a"."grp" = ANY(k1) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."grp" IS NULL OR aux_row."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."grp" IS NOT DISTINCT FROM (e ->> 0)::integer);
            INSERT INTO "tview"."agg_1" ("grp", "__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0") SELECT "tb_a"."grp", count(*), count(("tb_a"."val" * "tb_a"."id")), count((CASE WHEN "tb_a"."name" = CAST('x' AS TEXT) OR "tb_a"."val" > 2 THEN "tb_a"."val" END)), count(("tb_a"."val" / 2)), COALESCE(sum(("tb_a"."val" / 2)::numeric), 0), max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)), count(*) FILTER (WHERE (CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((CASE WHEN NOT "tb_a"."flag" IS TRUE THEN "tb_a"."val" - "tb_a"."id" END)) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE ("tb_a"."val" > 0 OR "tb_a"."name" IS NULL) AND ("tb_a"."grp" IS NULL OR "tb_a"."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "tb_a"."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_a"."grp")) AS "tb_a" GROUP BY "tb_a"."grp";
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
            FROM "public"."tv_g_filter_expr" AS t WHERE true
        ), n AS (
            SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
            FROM "public"."v_g_filter_expr" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
            FROM "public"."v_g_filter_expr" AS x WHERE true
        ), o AS (
            SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
            FROM "public"."tv_g_filter_expr" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")
                  FROM "public"."v_g_filter_expr" AS x
                 WHERE x."grp" BETWEEN v_lo AND v_hi AND t."grp" BETWEEN v_lo AND v_hi
                   AND t."grp" = x."grp"
                   AND pg_catalog.booleq(ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_g_filter_expr" AS t
                       SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")
                      FROM "public"."v_g_filter_expr" AS x
                     WHERE x."grp" BETWEEN v_lo AND v_hi AND t."grp" BETWEEN v_lo AND v_hi
                       AND t."grp" = x."grp"
                       AND pg_catalog.booleq(ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::record, true)
                    RETURNING t."grp" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")
                  FROM "public"."v_g_filter_expr" AS x
                 WHERE x."grp" = k1[1] AND t."grp" = x."grp"
                   AND pg_catalog.booleq(ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")
                  FROM "public"."v_g_filter_expr" AS x
                 WHERE x."grp" = ANY(k1) AND t."grp" = x."grp"
                   AND pg_catalog.booleq(ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record OPERATOR(pg_catalog.*<>) ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::record, true);
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
                SELECT view_row."grp", view_row."nf", view_row."vi", view_row."sx", view_row."half", view_row."mx"
                FROM "public"."v_g_filter_expr" AS view_row WHERE view_row."grp" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."grp", t."nf", t."vi", t."sx", t."half", t."mx"
                FROM "public"."tv_g_filter_expr" AS t WHERE t."grp" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_g_filter_expr" AS t
                   SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW(n."grp", n."nf", n."vi", n."sx", n."half", n."mx")
                  FROM n JOIN o ON o."grp" = n."grp"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."grp", o."nf", o."vi", o."sx", o."half", o."mx")::record OPERATOR(pg_catalog.*<>) ROW(n."grp", n."nf", n."vi", n."sx", n."half", n."mx")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_g_filter_expr" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."grp" = o."grp")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."grp" = n."grp")
            ), ip AS (
                INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                SELECT a."grp", a."nf", a."vi", a."sx", a."half", a."mx" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
                SELECT a."grp", a."nf", a."vi", a."sx", a."half", a."mx" FROM a
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
                '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
            SELECT t.ctid AS tid, ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text) AS rn
            FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img, count(*) AS cnt
            FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_g_filter_expr" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_g_filter_expr" AS x WHERE (x."grp" IS NULL OR x."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."grp" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_g_filter_expr" AS r, ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."grp", x."nf", x."vi", x."sx", x."half", x."mx")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::text AS img, count(*) AS cnt
            FROM "public"."tv_g_filter_expr" AS t WHERE (t."grp" IS NULL OR t."grp" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."grp" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_g_filter_expr" ("grp", "nf", "vi", "sx", "half", "mx")
            SELECT (a.r)."grp", (a.r)."nf", (a.r)."vi", (a.r)."sx", (a.r)."half", (a.r)."mx" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_g_filter_expr"', v_dup, 'grp'
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
    v_ranked CONSTANT integer[] := '{1}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..1 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                v_n := v_i - 1;
                EXIT converge;
            END IF;
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
                             || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."grp"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF v_lone."grp" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__n" = 0
                       AND v_lone."__c1" = 0
                       AND v_lone."__c2" = 0
                       AND v_lone."__c3" = 0
                       AND v_lone."__s3" = 0
                       AND NOT (pg_trigger_depth() > 1) THEN
                        UPDATE "public"."tv_g_filter_expr" AS t
                           SET ("nf", "vi", "sx", "half")
                             = ROW(((COALESCE(t."nf", 0)::bigint + v_lone."__c0"))::bigint, (CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(t."vi", 0)::numeric + v_lone."__s1") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c2", 0) + v_lone."__c2") = 0 THEN NULL ELSE (COALESCE(t."sx", 0)::numeric + v_lone."__s2") END)::bigint, (CASE WHEN (COALESCE(aux_row."__c3", 0) + v_lone."__c3") = 0 THEN NULL ELSE (COALESCE(aux_row."__s3", 0) + v_lone."__s3") / (COALESCE(aux_row."__c3", 0) + v_lone."__c3") END)::numeric)
                          FROM "tview"."agg_1" AS aux_row
                         WHERE t."grp" = v_lone."grp" AND aux_row."grp" = v_lone."grp"
                           AND aux_row."__e0" IS NOT NULL
                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                           AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."grp"::text]::text[], ROW(v_lone."grp"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric, v_lone."__c2"::bigint, v_lone."__s2"::numeric, v_lone."__c3"::bigint, v_lone."__s3"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
                    IF v_lone."grp" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND NOT (pg_trigger_depth() > 1) THEN
                        WITH up AS (
                            UPDATE "tview"."agg_1" AS aux_row
                               SET ("__n", "__c1", "__c2", "__c3", "__s3", "__e0", "__ec0")
                                 = ROW(aux_row."__n" + v_lone."__n", aux_row."__c1" + v_lone."__c1", aux_row."__c2" + v_lone."__c2", aux_row."__c3" + v_lone."__c3", aux_row."__s3" + v_lone."__s3", GREATEST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" < GREATEST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END)
                              FROM "public"."tv_g_filter_expr" AS t
                             WHERE t."grp" = v_lone."grp" AND aux_row."grp" = v_lone."grp"
                               AND COALESCE(aux_row."__n", 0) + v_lone."__n" > 0  /* (the group keeps rows) */
                               AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" < GREATEST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = GREATEST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = GREATEST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                            RETURNING aux_row."grp", aux_row."__n" AS "__n", COALESCE(t."nf", 0)::bigint + v_lone."__c0" AS "__c0", aux_row."__c1" AS "__c1", COALESCE(t."vi", 0)::numeric + v_lone."__s1" AS "__s1", aux_row."__c2" AS "__c2", COALESCE(t."sx", 0)::numeric + v_lone."__s2" AS "__s2", aux_row."__c3" AS "__c3", aux_row."__s3" AS "__s3", aux_row."__e0", aux_row."__ec0"
                        ), u AS (
                            UPDATE "public"."tv_g_filter_expr" AS t
                               SET ("grp", "nf", "vi", "sx", "half", "mx") = ROW((up."grp")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint, (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint, (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)
                              FROM up
                             WHERE (t."grp" = up."grp" OR (t."grp" IS NULL AND up."grp" IS NULL))
                               AND ROW(t."grp", t."nf", t."vi", t."sx", t."half", t."mx")::record
                                   OPERATOR(pg_catalog.*<>) ROW((up."grp")::integer, (up."__c0")::bigint, (CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END)::bigint, (CASE WHEN up."__c2" = 0 THEN NULL ELSE up."__s2" END)::bigint, (CASE WHEN up."__c3" = 0 THEN NULL ELSE up."__s3" / up."__c3" END)::numeric, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)::record
                            RETURNING 1
                        )
                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                    END IF;

                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."grp"::text]::text[], ROW(v_lone."grp"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric, v_lone."__c2"::bigint, v_lone."__s2"::numeric, v_lone."__c3"::bigint, v_lone."__s3"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
    IF to_regclass('pg_temp.tview_d_1_6a416808c3') IS NULL THEN
        CREATE TEMP TABLE "tview_d_1_6a416808c3" ("grp" integer, "__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric, "__c2" bigint, "__s2" numeric, "__c3" bigint, "__s3" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
        PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint);
        PERFORM set_config('tview.tview_d_1_6a416808c3', to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_6a416808c3', true) = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_6a416808c3')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_6a416808c3'), 1) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_6a416808c3 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    INSERT INTO pg_temp."tview_d_1_6a416808c3"
    SELECT (r.v)."grp" AS "grp", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1", (r.v)."__c2" AS "__c2", (r.v)."__s2" AS "__s2", (r.v)."__c3" AS "__c3", (r.v)."__s3" AS "__s3", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
    v_set := set_config((v_tag || 'dm_1'), '1', true);  -- (combined per group)
    PERFORM "tview"."f_1"(false);
END
$function$;

-- trigger tview_1_added on tb_a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_a FOR EACH ROW WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_added();

-- trigger tview_1_changed on tb_a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF flag, grp, id, name, val ON public.tb_a FOR EACH ROW WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.flag, old.grp, old.id, old.name, old.val), ROW(new.flag, new.grp, new.id, new.name, new.val)) AND (set_config('tview.c1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_changed();

-- trigger tview_1_del on tb_a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_del();

-- trigger tview_1_gate on tb_a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF flag, grp, id, name, val ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.tb_a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_gate();

-- trigger tview_1_ins on tb_a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_ins();

-- trigger tview_1_replica on tb_a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_trunc();

-- trigger tview_1_upd on tb_a
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_g_filter_expr'::regclass IS NOT NULL) AND ('v_g_filter_expr'::regclass IS NOT NULL) AND (current_setting(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_upd();

-- table public.tv_g_filter_expr
TABLE public.tv_g_filter_expr (
    grp integer,
    nf bigint,
    vi bigint,
    sx bigint,
    half numeric,
    mx integer
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_g_filter_expr_tview_key ON public.tv_g_filter_expr USING btree (grp) NULLS NOT DISTINCT;

-- table tview.agg_1
TABLE tview.agg_1 (
    grp integer,
    __n bigint NOT NULL,
    __c1 bigint NOT NULL,
    __c2 bigint NOT NULL,
    __c3 bigint NOT NULL,
    __s3 numeric NOT NULL,
    __e0 integer,
    __ec0 bigint NOT NULL
);

CREATE INDEX agg_1_expr_idx ON tview.agg_1 USING btree ((1)) WHERE (__ec0 < 0);

CREATE UNIQUE INDEX agg_1_grp_idx ON tview.agg_1 USING btree (grp) NULLS NOT DISTINCT;

-- type tview.dl_1
TYPE tview.dl_1 (
    grp integer,
    __n bigint,
    __c0 bigint,
    __c1 bigint,
    __s1 numeric,
    __c2 bigint,
    __s2 numeric,
    __c3 bigint,
    __s3 numeric,
    __e0 integer,
    __ec0 bigint,
    __de0 integer,
    __dec0 bigint
);
