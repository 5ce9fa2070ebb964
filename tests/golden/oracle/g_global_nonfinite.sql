-- model tv_g_global_nonfinite (key [], rank 1)
--   SELECT sum(CASE val WHEN 4 THEN 'NaN'::numeric WHEN 3 THEN 'Infinity'::numeric WHEN 0 THEN '-Infinity'::numeric ELSE val * 1.5 END) AS s, count(*) AS n FROM tb_a

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
            BEGIN
                IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                   AND COALESCE(current_setting((v_tag || 'dl_1'), true), '') <> '' THEN
                    v_lone := current_setting((v_tag || 'dl_1'), true)::"tview"."dl_1";
                    v_set := pg_advisory_xact_lock(8391894959946465281)::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__c0" = 0
                       AND NOT (pg_trigger_depth() > 1 OR NOT COALESCE(v_lone."__s0" > '-Infinity'::numeric AND v_lone."__s0" < 'Infinity'::numeric, true)) THEN
                        UPDATE "public"."tv_g_global_nonfinite" AS t
                           SET ("s", "n")
                             = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE round((COALESCE(t."s", 0)::numeric + v_lone."__s0"), COALESCE(aux_row."__e0", 0)) END)::numeric, ((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint)
                          FROM "tview"."agg_1" AS aux_row
                         WHERE true
                           AND aux_row."__e0" IS NOT NULL
                           -- (the largest scale and its copies stay: no value reaches it, or as many
                           -- copies of it come as go, as when a value is replaced by one of its scale)
                           AND ((v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                                AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                                OR v_lone."__e0" = aux_row."__e0" AND v_lone."__de0" = aux_row."__e0"
                                   AND v_lone."__ec0" = v_lone."__dec0")
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
                        END IF;
                        -- (the group's row alone was updated)
                        v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                 || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                 || set_config((v_tag || 'dl_1'), '', true);
                    ELSE  -- (f_N need not run that statement again)
                        v_set := set_config((v_tag || 'lt_1'), '1', true);
                        v_set := "tview"."f_1"(NULL)::text;
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
                   AND (count(r.a1) FILTER (WHERE r.sign > 0) < 2 OR min(r.a1) FILTER (WHERE r.sign > 0) = max(r.a1) FILTER (WHERE r.sign > 0))
                   AND (count(r.a1) FILTER (WHERE r.sign < 0) < 2 OR min(r.a1) FILTER (WHERE r.sign < 0) = max(r.a1) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a1) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a1) FILTER (WHERE r.sign < 0) AND count(r.a1) FILTER (WHERE r.sign > 0) = count(r.a1) FILTER (WHERE r.sign < 0), false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (max(r.a1) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a1) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a1) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a1) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_old AS "tb_a" WHERE true
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
                SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_old AS "tb_a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_old AS "tb_a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_1_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0)
        FROM w;
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
                   AND (count(r.a1) FILTER (WHERE r.sign > 0) < 2 OR min(r.a1) FILTER (WHERE r.sign > 0) = max(r.a1) FILTER (WHERE r.sign > 0))
                   AND (count(r.a1) FILTER (WHERE r.sign < 0) < 2 OR min(r.a1) FILTER (WHERE r.sign < 0) = max(r.a1) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND max(r.a1) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a1) FILTER (WHERE r.sign < 0) AND count(r.a1) FILTER (WHERE r.sign > 0) = count(r.a1) FILTER (WHERE r.sign < 0), false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (max(r.a1) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a1) FILTER (WHERE r.sign > 0))::bigint,
                   (max(r.a1) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a1) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_new AS "tb_a" WHERE true
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
                SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_new AS "tb_a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_new AS "tb_a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_1_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0)
        FROM w;
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

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "tb_a" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true, false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0 AND n.a1 IS NOT DISTINCT FROM o.a1,
               ROW((0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a0::numeric, 0) - COALESCE(o.a0::numeric, 0))::numeric,
                   (n.a1)::integer,
                   ((n.a1 IS NOT NULL)::int)::bigint,
                   (o.a1)::integer,
                   ((o.a1 IS NOT NULL)::int)::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_new AS "tb_a" WHERE true LIMIT 1) AS n,
             (SELECT (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_old AS "tb_a" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND (count(r.a1) FILTER (WHERE r.sign > 0) < 2 OR min(r.a1) FILTER (WHERE r.sign > 0) = max(r.a1) FILTER (WHERE r.sign > 0))
                       AND (count(r.a1) FILTER (WHERE r.sign < 0) < 2 OR min(r.a1) FILTER (WHERE r.sign < 0) = max(r.a1) FILTER (WHERE r.sign < 0)), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                       AND max(r.a1) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM max(r.a1) FILTER (WHERE r.sign < 0) AND count(r.a1) FILTER (WHERE r.sign > 0) = count(r.a1) FILTER (WHERE r.sign < 0), false),
                   ROW((COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                       (max(r.a1) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a1) FILTER (WHERE r.sign > 0))::bigint,
                       (max(r.a1) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a1) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_new AS "tb_a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_old AS "tb_a" WHERE true
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
                SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_new AS "tb_a" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
                FROM tview_old AS "tb_a" WHERE true
            ), w AS (
                SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0) AS "__dec0"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_f03446124c"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_f03446124c"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_new AS "tb_a" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, (CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END) AS a0, (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) AS a1
            FROM tview_old AS "tb_a" WHERE true
        ), w AS (
            SELECT r.*, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_1_f03446124c"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0)
        FROM w;
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
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
    v_rb jsonb;  -- the groups to rebuild (see agg_apply, rebuilt)
    v_rbnull jsonb;
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_1'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_1";
        v_set := set_config((v_tag || 'dl_1'), '', true);
        IF current_setting((v_tag || 'q_1'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NULL THEN
                CREATE TEMP TABLE "tview_d_1_f03446124c" ("__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint);
                PERFORM set_config('tview.tview_d_1_f03446124c', to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_1_f03446124c"
            SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock(8391894959946465281)::text;

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
        ELSIF current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__c0" = 0
           AND NOT (pg_trigger_depth() > 1 OR NOT COALESCE(v_lone."__s0" > '-Infinity'::numeric AND v_lone."__s0" < 'Infinity'::numeric, true)) THEN
            UPDATE "public"."tv_g_global_nonfinite" AS t
               SET ("s", "n")
                 = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE round((COALESCE(t."s", 0)::numeric + v_lone."__s0"), COALESCE(aux_row."__e0", 0)) END)::numeric, ((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint)
              FROM "tview"."agg_1" AS aux_row
             WHERE true
               AND aux_row."__e0" IS NOT NULL
               -- (the largest scale and its copies stay: no value reaches it, or as many
               -- copies of it come as go, as when a value is replaced by one of its scale)
               AND ((v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                    AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                    OR v_lone."__e0" = aux_row."__e0" AND v_lone."__de0" = aux_row."__e0"
                       AND v_lone."__ec0" = v_lone."__dec0")
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
                SELECT dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
                FROM (SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0") AS dd
            ), o AS (
                SELECT c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."s", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_g_global_nonfinite" AS t ON true
                       LEFT JOIN "tview"."agg_1" AS aux_row ON true
            ), nx AS (
                SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                       old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
                FROM o AS old_state
            ), sw AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
                  FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
     OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE round(up."__s0", COALESCE(up."__e0", 0)) END)::numeric AS "s", (up."__n")::bigint AS "n"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_g_global_nonfinite" AS t
                   SET ("s", "n") = ROW(nv."s", nv."n")
                  FROM nv
                 WHERE true
                   AND ROW(t."s", t."n")::record OPERATOR(pg_catalog.*<>) ROW(nv."s", nv."n")::record
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                       (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1 OR NOT COALESCE(nx."__ds0" > '-Infinity'::numeric AND nx."__ds0" < 'Infinity'::numeric, true) OR nx."__ec0" < 0)) AS rb
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true AND (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) = (SELECT max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true)) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            )  -- (no output is a min/max: the scales' groups are rebuilt below)
            SELECT count(*) FROM r INTO v_fix;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            PERFORM 1 FROM "public"."tv_g_global_nonfinite" AS t WHERE true FOR UPDATE;
            DELETE FROM "tview"."agg_1" AS aux_row WHERE true;
            INSERT INTO "tview"."agg_1" ("__c0", "__e0", "__ec0") SELECT count((CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)), max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))), count(*) FILTER (WHERE (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE true WINDOW wp AS ()) AS "tb_a";
-- multiset difference: delete surplus copies, insert missing ones
            WITH o AS (
                SELECT t.ctid AS tid, ROW(t."s", t."n")::text AS img,
                       row_number() OVER (PARTITION BY ROW(t."s", t."n")::text) AS rn
                FROM "public"."tv_g_global_nonfinite" AS t WHERE true
            ), n AS (
                SELECT ROW(x."s", x."n")::text AS img, count(*) AS cnt
                FROM "public"."v_g_global_nonfinite" AS x WHERE true GROUP BY 1
            ), d AS (
                DELETE FROM "public"."tv_g_global_nonfinite" WHERE ctid = ANY (ARRAY(
                    SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                RETURNING 1
            )
            SELECT v_del + count(*) INTO v_del FROM d;
            WITH n AS (
                SELECT (x.*)::"public"."v_g_global_nonfinite" AS r, ROW(x."s", x."n")::text AS img,
                       row_number() OVER (PARTITION BY ROW(x."s", x."n")::text) AS rn
                FROM "public"."v_g_global_nonfinite" AS x WHERE true
            ), o AS (
                SELECT ROW(t."s", t."n")::text AS img, count(*) AS cnt
                FROM "public"."tv_g_global_nonfinite" AS t WHERE true GROUP BY 1
            ), a AS (
                SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
            ), i AS (
                INSERT INTO "public"."tv_g_global_nonfinite" ("s", "n")
                SELECT (a.r)."s", (a.r)."n" FROM a
                RETURNING 1
            )
            SELECT v_ins + count(*) INTO v_ins FROM i;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
    IF to_regclass('pg_temp.tview_d_1_f03446124c') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_1_f03446124c', true) = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_f03446124c')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_f03446124c'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_f03446124c was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 1 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
               -- the queue is past the compaction threshold (see _on_commit)
               (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
          FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
          INTO v_full, v_nullkeys, v_capture, v_big;
        v_set := set_config((v_tag || 'q_1'), '', true);
    END IF;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 1, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_1'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_1'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            PERFORM pg_advisory_xact_lock(8391894959946465281);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[]::text[], ROW(dd."__n"::bigint, dd."__c0"::bigint, dd."__s0"::numeric, dd."__e0"::integer, dd."__ec0"::bigint, dd."__de0"::integer, dd."__dec0"::bigint)::"tview"."dl_1"::text FROM pg_temp."tview_d_1_f03446124c" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, max(dd."__e0") OVER wp AS "__m0", max(dd."__de0") OVER wp AS "__md0"
            FROM pg_temp."tview_d_1_f03446124c" AS dd WINDOW wp AS ()
        ), c AS (
            SELECT sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__s0") AS "__s0", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0"
            FROM w
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."s", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_g_global_nonfinite" AS t ON true
                   LEFT JOIN "tview"."agg_1" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_1" AS aux_row SET
                "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE round(up."__s0", COALESCE(up."__e0", 0)) END)::numeric AS "s", (up."__n")::bigint AS "n"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_g_global_nonfinite" AS t
               SET ("s", "n") = ROW(nv."s", nv."n")
              FROM nv
             WHERE true
               AND ROW(t."s", t."n")::record OPERATOR(pg_catalog.*<>) ROW(nv."s", nv."n")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_f03446124c" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                   (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1 OR NOT COALESCE(nx."__ds0" > '-Infinity'::numeric AND nx."__ds0" < 'Infinity'::numeric, true) OR nx."__ec0" < 0)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
            FROM pg_temp."tview_d_1_f03446124c" AS dd
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."s", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_g_global_nonfinite" AS t ON true
                   LEFT JOIN "tview"."agg_1" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE GREATEST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" < old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = GREATEST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" < GREATEST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = GREATEST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_1" AS aux_row SET
                "__c0" = nx."__c0", "__e0" = nx."__e0", "__ec0" = nx."__ec0"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE round(up."__s0", COALESCE(up."__e0", 0)) END)::numeric AS "s", (up."__n")::bigint AS "n"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_g_global_nonfinite" AS t
               SET ("s", "n") = ROW(nv."s", nv."n")
              FROM nv
             WHERE true
               AND ROW(t."s", t."n")::record OPERATOR(pg_catalog.*<>) ROW(nv."s", nv."n")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_f03446124c" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd,
                   (SELECT jsonb_agg(jsonb_build_array()) FROM nx WHERE (pg_trigger_depth() > 1 OR NOT COALESCE(nx."__ds0" > '-Infinity'::numeric AND nx."__ds0" < 'Infinity'::numeric, true) OR nx."__ec0" < 0)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true AND (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) = (SELECT max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) FROM "public"."tb_a" AS "tb_a" WHERE (true) AND true)) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            )  -- (no output is a min/max: the scales' groups are rebuilt below)
            SELECT count(*) FROM r INTO v_fix;
        END IF;
        IF v_rb IS NOT NULL THEN
            -- groups to rebuild (see rebuilt): their state from the sources, their tv rows from
            -- the view, with this statement's snapshot (we hold their locks). FOR UPDATE: above
            -- READ COMMITTED a row another transaction changed since our snapshot is a
            -- serialization failure, not stale state
            PERFORM 1 FROM "public"."tv_g_global_nonfinite" AS t WHERE true FOR UPDATE;
            DELETE FROM "tview"."agg_1" AS aux_row WHERE true;
            INSERT INTO "tview"."agg_1" ("__c0", "__e0", "__ec0") SELECT count((CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)), max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))), count(*) FILTER (WHERE (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE true WINDOW wp AS ()) AS "tb_a";
-- multiset difference: delete surplus copies, insert missing ones
            WITH o AS (
                SELECT t.ctid AS tid, ROW(t."s", t."n")::text AS img,
                       row_number() OVER (PARTITION BY ROW(t."s", t."n")::text) AS rn
                FROM "public"."tv_g_global_nonfinite" AS t WHERE true
            ), n AS (
                SELECT ROW(x."s", x."n")::text AS img, count(*) AS cnt
                FROM "public"."v_g_global_nonfinite" AS x WHERE true GROUP BY 1
            ), d AS (
                DELETE FROM "public"."tv_g_global_nonfinite" WHERE ctid = ANY (ARRAY(
                    SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                RETURNING 1
            )
            SELECT v_del + count(*) INTO v_del FROM d;
            WITH n AS (
                SELECT (x.*)::"public"."v_g_global_nonfinite" AS r, ROW(x."s", x."n")::text AS img,
                       row_number() OVER (PARTITION BY ROW(x."s", x."n")::text) AS rn
                FROM "public"."v_g_global_nonfinite" AS x WHERE true
            ), o AS (
                SELECT ROW(t."s", t."n")::text AS img, count(*) AS cnt
                FROM "public"."tv_g_global_nonfinite" AS t WHERE true GROUP BY 1
            ), a AS (
                SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
            ), i AS (
                INSERT INTO "public"."tv_g_global_nonfinite" ("s", "n")
                SELECT (a.r)."s", (a.r)."n" FROM a
                RETURNING 1
            )
            SELECT v_ins + count(*) INTO v_ins FROM i;
            v_rb := NULL;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_1_f03446124c";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) OR v_nullkeys IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
        DELETE FROM "tview"."agg_1";
        INSERT INTO "tview"."agg_1" ("__c0", "__e0", "__ec0") SELECT count((CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)), max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))), count(*) FILTER (WHERE (SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END)) = "tb_a"."__w0") FROM (SELECT "tb_a".*, max((SCALE(CASE "tb_a"."val" WHEN 4 THEN CAST('NaN' AS DECIMAL) WHEN 3 THEN CAST('Infinity' AS DECIMAL) WHEN 0 THEN CAST('-Infinity' AS DECIMAL) ELSE (CAST("tb_a"."val" AS DECIMAL) * 1.5) END))) OVER wp AS "__w0" FROM "public"."tb_a" AS "tb_a" WHERE true WINDOW wp AS ()) AS "tb_a";
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."s", t."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."s", t."n")::text) AS rn
            FROM "public"."tv_g_global_nonfinite" AS t WHERE true
        ), n AS (
            SELECT ROW(x."s", x."n")::text AS img, count(*) AS cnt
            FROM "public"."v_g_global_nonfinite" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_g_global_nonfinite" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_g_global_nonfinite" AS r, ROW(x."s", x."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."s", x."n")::text) AS rn
            FROM "public"."v_g_global_nonfinite" AS x WHERE true
        ), o AS (
            SELECT ROW(t."s", t."n")::text AS img, count(*) AS cnt
            FROM "public"."tv_g_global_nonfinite" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_g_global_nonfinite" ("s", "n")
            SELECT (a.r)."s", (a.r)."n" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
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
            BEGIN
                IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1'
                   AND COALESCE(current_setting((v_tag || 'dl_1'), true), '') <> '' THEN
                    v_lone := current_setting((v_tag || 'dl_1'), true)::"tview"."dl_1";
                    v_set := pg_advisory_xact_lock(8391894959946465281)::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__c0" = 0
                       AND NOT (pg_trigger_depth() > 1 OR NOT COALESCE(v_lone."__s0" > '-Infinity'::numeric AND v_lone."__s0" < 'Infinity'::numeric, true)) THEN
                        UPDATE "public"."tv_g_global_nonfinite" AS t
                           SET ("s", "n")
                             = ROW((CASE WHEN (COALESCE(aux_row."__c0", 0) + v_lone."__c0") = 0 THEN NULL ELSE round((COALESCE(t."s", 0)::numeric + v_lone."__s0"), COALESCE(aux_row."__e0", 0)) END)::numeric, ((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint)
                          FROM "tview"."agg_1" AS aux_row
                         WHERE true
                           AND aux_row."__e0" IS NOT NULL
                           -- (the largest scale and its copies stay: no value reaches it, or as many
                           -- copies of it come as go, as when a value is replaced by one of its scale)
                           AND ((v_lone."__e0" IS NULL OR v_lone."__e0" < aux_row."__e0")
                                AND (v_lone."__de0" IS NULL OR v_lone."__de0" < aux_row."__e0")
                                OR v_lone."__e0" = aux_row."__e0" AND v_lone."__de0" = aux_row."__e0"
                                   AND v_lone."__ec0" = v_lone."__dec0")
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
                        END IF;
                        -- (the group's row alone was updated)
                        v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                 || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                 || set_config((v_tag || 'dl_1'), '', true);
                    ELSE  -- (f_N need not run that statement again)
                        v_set := set_config((v_tag || 'lt_1'), '1', true);
                        v_set := "tview"."f_1"(NULL)::text;
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

-- trigger tview_1_added on tb_a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_a FOR EACH ROW WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_added();

-- trigger tview_1_changed on tb_a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF val ON public.tb_a FOR EACH ROW WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.val), ROW(new.val)) AND (set_config('tview.c1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_changed();

-- trigger tview_1_del on tb_a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_del();

-- trigger tview_1_gate on tb_a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF val ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.tb_a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_gate();

-- trigger tview_1_ins on tb_a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_ins();

-- trigger tview_1_replica on tb_a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_trunc();

-- trigger tview_1_upd on tb_a
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_g_global_nonfinite'::regclass IS NOT NULL) AND ('v_g_global_nonfinite'::regclass IS NOT NULL) AND (current_setting(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_upd();

-- table public.tv_g_global_nonfinite
TABLE public.tv_g_global_nonfinite (
    s numeric,
    n bigint
) WITH (fillfactor=50);

-- table tview.agg_1
TABLE tview.agg_1 (
    __c0 bigint NOT NULL,
    __e0 integer,
    __ec0 bigint NOT NULL
);

-- type tview.dl_1
TYPE tview.dl_1 (
    __n bigint,
    __c0 bigint,
    __s0 numeric,
    __e0 integer,
    __ec0 bigint,
    __de0 integer,
    __dec0 bigint
);
