-- model tv_k_bag_group (key ['k'], rank 1)
--   SELECT k, count(*) AS n, sum(v) AS total, min(v) AS lo FROM tb_e GROUP BY k

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
                             || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."k"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF v_lone."k" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__c0" = 0
                       AND v_lone."__n" = 0  /* (its counts stay, and the group keeps its rows: no NULL comes, see flag_lone_nulls) */
                       AND NOT (pg_trigger_depth() > 1) THEN
                        UPDATE "public"."tv_k_bag_group" AS t
                           SET ("n", "total")
                             = ROW(((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."total", 0)::numeric + v_lone."__s0"))::bigint)
                          FROM "tview".tview AS c
                         WHERE t."k" = v_lone."k"
                           AND t."lo" IS NOT NULL
                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
                           AND c.id = 1 AND NOT c.agg_nulls  /* (no NULL argument came since the install) */
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, c.capturing) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."k"::text]::text[], ROW(v_lone."k"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
                        END IF;
                        -- (the group's row alone was updated)
                        v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                 || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                 || set_config((v_tag || 'dl_1'), '', true);
                    ELSE

                    IF v_lone."__n" <> v_lone."__c0" THEN  -- (a NULL comes)
                        UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls;
                    END IF;
                    -- one statement's delta of one group that the statement above left (it moves stored
                    -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                    -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                    -- without the general statement's outer joins and bookkeeping. v_done:
                    -- the aux row was written; v_upd: the tv row too (only when its values change)
                    IF v_lone."k" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND NOT (pg_trigger_depth() > 1) THEN
                        WITH up AS (
                            UPDATE "tview"."agg_1" AS aux_row
                               SET ("__c0", "__e0", "__ec0")
                                 = ROW(aux_row."__c0" + v_lone."__c0", LEAST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END)
                              FROM "public"."tv_k_bag_group" AS t
                             WHERE t."k" = v_lone."k" AND aux_row."k" = v_lone."k"
                               AND COALESCE(t."n", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                               AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = LEAST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                            RETURNING aux_row."k", COALESCE(t."n", 0)::bigint + v_lone."__n" AS "__n", aux_row."__c0" AS "__c0", COALESCE(t."total", 0)::numeric + v_lone."__s0" AS "__s0", aux_row."__e0", aux_row."__ec0"
                        ), u AS (
                            UPDATE "public"."tv_k_bag_group" AS t
                               SET ("k", "n", "total", "lo") = ROW((up."k")::integer, (up."__n")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)
                              FROM up
                             WHERE (t."k" = up."k" OR (t."k" IS NULL AND up."k" IS NULL))
                               AND ROW(t."k", t."n", t."total", t."lo")::record
                                   OPERATOR(pg_catalog.*<>) ROW((up."k")::integer, (up."__n")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)::record
                            RETURNING 1
                        )
                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                    END IF;

                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."k"::text]::text[], ROW(v_lone."k"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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

-- function tview.d_1_<oid:public.tb_e>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:public.tb_e>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_e>_changed()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c1_<oid:public.tb_e>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_e>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_del()
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
                   AND count(r."k") = count(*) AND min(r."k") = max(r."k")
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."k"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_old AS "tb_e" WHERE true
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
                SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_old AS "tb_e" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."k")
            )
            SELECT count(*), array_agg(ROW(d."k"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."k", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."k"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_729166e558"
                SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_729166e558"
            SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_old AS "tb_e" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."k")
        )
        INSERT INTO pg_temp."tview_d_1_729166e558"
        SELECT w."k", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w GROUP BY w."k";
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

-- function tview.d_1_<oid:public.tb_e>_gate()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.tb_e>_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_e>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_ins()
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
                   AND count(r."k") = count(*) AND min(r."k") = max(r."k")
                   AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                   AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                   AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
               ROW((min(r."k"))::integer,
                   (COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                   (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                   (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                   (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_new AS "tb_e" WHERE true
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
                SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_new AS "tb_e" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."k")
            )
            SELECT count(*), array_agg(ROW(d."k"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."k", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."k"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_729166e558"
                SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_729166e558"
            SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_new AS "tb_e" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."k")
        )
        INSERT INTO pg_temp."tview_d_1_729166e558"
        SELECT w."k", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w GROUP BY w."k";
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

-- function tview.d_1_<oid:public.tb_e>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_trunc()
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

-- function tview.d_1_<oid:public.tb_e>_upd()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_e>_upd()
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
    IF current_setting(pg_catalog.concat('tview.g1_<oid:public.tb_e>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
        RETURN NEW;  -- it named none of them (see _session.done)
    END IF;
    v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.tb_e>_', pg_catalog.pg_trigger_depth()), '', true);
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF current_setting((v_tag || 'p_1'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "tb_e" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true AND n."k" = o."k", false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0,
               ROW((n."k")::integer,
                   (0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a0::numeric, 0) - COALESCE(o.a0::numeric, 0))::numeric,
                   (n.a0)::integer,
                   ((n.a0 IS NOT NULL)::int)::bigint,
                   (o.a0)::integer,
                   ((o.a0 IS NOT NULL)::int)::bigint)::"tview"."dl_1"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_new AS "tb_e" WHERE true LIMIT 1) AS n,
             (SELECT "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_old AS "tb_e" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64
                       AND count(r."k") = count(*) AND min(r."k") = max(r."k")
                       AND (count(r.a0) FILTER (WHERE r.sign > 0) < 2 OR min(r.a0) FILTER (WHERE r.sign > 0) = max(r.a0) FILTER (WHERE r.sign > 0))
                       AND (count(r.a0) FILTER (WHERE r.sign < 0) < 2 OR min(r.a0) FILTER (WHERE r.sign < 0) = max(r.a0) FILTER (WHERE r.sign < 0)), false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a0::numeric) IS NOT DISTINCT FROM 0
                       AND min(r.a0) FILTER (WHERE r.sign > 0) IS NOT DISTINCT FROM min(r.a0) FILTER (WHERE r.sign < 0) AND count(r.a0) FILTER (WHERE r.sign > 0) = count(r.a0) FILTER (WHERE r.sign < 0), false),
                   ROW((min(r."k"))::integer,
                       (COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a0::numeric), 0))::numeric,
                       (min(r.a0) FILTER (WHERE r.sign > 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign > 0))::bigint,
                       (min(r.a0) FILTER (WHERE r.sign < 0))::integer,
                       (count(r.a0) FILTER (WHERE r.sign < 0))::bigint)::"tview"."dl_1"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_new AS "tb_e" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_old AS "tb_e" WHERE true
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
                SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_new AS "tb_e" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
                FROM tview_old AS "tb_e" WHERE true
            ), w AS (
                SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
                FROM r WINDOW wp AS (PARTITION BY r."k")
            )
            SELECT count(*), array_agg(ROW(d."k"::integer, d."__n"::bigint, d."__c0"::bigint, d."__s0"::numeric, d."__e0"::integer, d."__ec0"::bigint, d."__de0"::integer, d."__dec0"::bigint)::"tview"."dl_1"::text) FROM (
                SELECT w."k", COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(w.sign * w.a0::numeric), 0) AS "__s0", min(w.wi0) AS "__e0", count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0) AS "__ec0", min(w.wd0) AS "__de0", count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0) AS "__dec0"
                FROM w GROUP BY w."k"
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_1'), v_rows[1], true)
                         || set_config((v_tag || 'p_1'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                    PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
                    PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_1_729166e558"
                SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
                v_set := set_config((v_tag || 'p_1'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
            CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
            PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
            PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_1'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_1_729166e558"
            SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM (SELECT v_text::"tview"."dl_1" AS v) AS r;
            v_set := set_config((v_tag || 'dl_1'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_new AS "tb_e" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, "tb_e"."k" AS "k", "tb_e"."v" AS a0
            FROM tview_old AS "tb_e" WHERE true
        ), w AS (
            SELECT r.*, min(r.a0) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a0) FILTER (WHERE r.sign < 0) OVER wp AS wd0
            FROM r WINDOW wp AS (PARTITION BY r."k")
        )
        INSERT INTO pg_temp."tview_d_1_729166e558"
        SELECT w."k", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a0::numeric), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a0 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a0 = w.wd0)
        FROM w GROUP BY w."k";
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
            IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
                CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
                PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
                PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_1_729166e558"
            SELECT v_lone."k" AS "k", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text
                 || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."k"::text]::text))::text;

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
        ELSIF v_lone."k" IS NOT NULL
           AND current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__c0" = 0
           AND v_lone."__n" = 0  /* (its counts stay, and the group keeps its rows: no NULL comes, see flag_lone_nulls) */
           AND NOT (pg_trigger_depth() > 1) THEN
            UPDATE "public"."tv_k_bag_group" AS t
               SET ("n", "total")
                 = ROW(((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."total", 0)::numeric + v_lone."__s0"))::bigint)
              FROM "tview".tview AS c
             WHERE t."k" = v_lone."k"
               AND t."lo" IS NOT NULL
               AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
               AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
               AND c.id = 1 AND NOT c.agg_nulls  /* (no NULL argument came since the install) */
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, c.capturing) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            IF v_lone."__n" <> v_lone."__c0" THEN  -- (a NULL comes)
                UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls;
            END IF;
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1));
            WITH c AS (
                SELECT dd."k", dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
                FROM (SELECT v_lone."k" AS "k", v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__s0" AS "__s0", v_lone."__e0" AS "__e0", v_lone."__ec0" AS "__ec0", v_lone."__de0" AS "__de0", v_lone."__dec0" AS "__dec0") AS dd
            ), o AS (
                SELECT c."k", c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_k_bag_group" AS t ON (t."k" = c."k" OR (t."k" IS NULL AND c."k" IS NULL))
                       LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."k" = c."k" OR (aux_row."k" IS NULL AND c."k" IS NULL))
            ), nx AS (
                SELECT old_state."k", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                       CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                            WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                       old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
                FROM o AS old_state
            ), sw AS (
                INSERT INTO "tview"."agg_1" AS aux_row ("k", "__c0", "__e0", "__ec0")
                SELECT nx."k", nx."__c0", nx."__e0", nx."__ec0"
                FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
     OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
                ORDER BY nx."k"
                ON CONFLICT ("k") DO UPDATE SET
                    "__c0" = EXCLUDED."__c0", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."k")::integer AS "k", (up."__n")::bigint AS "n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("k", "n", "total", "lo") = ROW(nv."k", nv."n", nv."total", nv."lo")
                  FROM nv
                 WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)) AND nv."__n" > 0
                   AND ROW(t."k", t."n", t."total", t."lo")::record OPERATOR(pg_catalog.*<>) ROW(nv."k", nv."n", nv."total", nv."lo")::record
                RETURNING 1
            ), i AS (
                INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                SELECT nv."k", nv."n", nv."total", nv."lo" FROM nv
                 WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_k_bag_group" AS t WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)))
                -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
                -- transaction inserted after our snapshot conflicts, and that is a serialization
                -- failure, not a unique violation)
                ON CONFLICT DO NOTHING
                RETURNING 1
            ), dl AS (
                DELETE FROM "public"."tv_k_bag_group" AS t USING nv
                 WHERE (nv."__n" = 0) AND (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL))
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                       (SELECT jsonb_agg(jsonb_build_array(nx."k"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT min("tb_e"."v") FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL)) AND "tb_e"."v" = (SELECT min("tb_e"."v") FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL)))) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("lo")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE (t."k" = r."k" OR (t."k" IS NULL AND r."k" IS NULL))
                   AND ROW(t."lo")::record
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
                PERFORM 1 FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."k" = ANY(rk1);
                WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND "tb_e"."k" = ANY(rk1) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
                    FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
                    FROM "public"."v_k_bag_group" AS x WHERE x."k" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_k_bag_group" AS x WHERE x."k" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
                    FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_k_bag_group"', v_dup, 'k'
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
                PERFORM 1 FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."k" IS NULL OR aux_row."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."k" IS NOT DISTINCT FROM (e ->> 0)::integer);
                WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND ("tb_e"."k" IS NULL OR "tb_e"."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "tb_e"."k" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
                    FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
                    FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
                    FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_k_bag_group"', v_dup, 'k'
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
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."k"::text]::text[], ROW(v_lone."k"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
    IF to_regclass('pg_temp.tview_d_1_729166e558') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."k"::text]::text) ORDER BY hashtext(ARRAY[dd."k"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_1_729166e558" AS dd;
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
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."k"::text]::text) ORDER BY hashtext(ARRAY[dd."k"::text]::text))
                      FROM pg_temp."tview_d_1_729166e558" AS dd),
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
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[dd."k"::text]::text[], ROW(dd."k"::integer, dd."__n"::bigint, dd."__c0"::bigint, dd."__s0"::numeric, dd."__e0"::integer, dd."__ec0"::bigint, dd."__de0"::integer, dd."__dec0"::bigint)::"tview"."dl_1"::text FROM pg_temp."tview_d_1_729166e558" AS dd;
            END IF;

        -- a delta that counts a NULL argument (see the lone statement above)
        UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls
           AND EXISTS (SELECT FROM pg_temp."tview_d_1_729166e558" AS d WHERE d."__n" <> d."__c0");
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, min(dd."__e0") OVER wp AS "__m0", min(dd."__de0") OVER wp AS "__md0"
            FROM pg_temp."tview_d_1_729166e558" AS dd WINDOW wp AS (PARTITION BY dd."k")
        ), c AS (
            SELECT w."k", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__s0") AS "__s0", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0"
            FROM w GROUP BY w."k"
        ), o AS (
            SELECT c."k", c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_k_bag_group" AS t ON (t."k" = c."k" OR (t."k" IS NULL AND c."k" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."k" = c."k" OR (aux_row."k" IS NULL AND c."k" IS NULL))
        ), nx AS (
            SELECT old_state."k", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("k", "__c0", "__e0", "__ec0")
            SELECT nx."k", nx."__c0", nx."__e0", nx."__ec0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            ORDER BY nx."k"
            ON CONFLICT ("k") DO UPDATE SET
                "__c0" = EXCLUDED."__c0", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."k")::integer AS "k", (up."__n")::bigint AS "n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_k_bag_group" AS t
               SET ("k", "n", "total", "lo") = ROW(nv."k", nv."n", nv."total", nv."lo")
              FROM nv
             WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)) AND nv."__n" > 0
               AND ROW(t."k", t."n", t."total", t."lo")::record OPERATOR(pg_catalog.*<>) ROW(nv."k", nv."n", nv."total", nv."lo")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT nv."k", nv."n", nv."total", nv."lo" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_k_bag_group" AS t WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_k_bag_group" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_729166e558" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."k"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."k", dd."__n", dd."__c0", dd."__s0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0"
            FROM pg_temp."tview_d_1_729166e558" AS dd
        ), o AS (
            SELECT c."k", c."__n" AS "__dn", COALESCE(t."n", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(aux_row."__c0", 0) AS "__c0", c."__s0" AS "__ds0", COALESCE(t."total", 0)::numeric AS "__s0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_k_bag_group" AS t ON (t."k" = c."k" OR (t."k" IS NULL AND c."k" IS NULL))
                   LEFT JOIN "tview"."agg_1" AS aux_row ON (aux_row."k" = c."k" OR (aux_row."k" IS NULL AND c."k" IS NULL))
        ), nx AS (
            SELECT old_state."k", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__s0" + old_state."__ds0" AS "__s0", old_state."__ds0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN NULL ELSE old_state."__ie0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN NULL ELSE LEAST(old_state."__e0", old_state."__ie0") END AS "__e0",
                   CASE WHEN old_state."__fresh" THEN CASE WHEN (old_state."__de0" IS NOT NULL AND NOT (old_state."__ie0" IS NOT NULL AND (old_state."__de0" > old_state."__ie0" OR (old_state."__de0" = old_state."__ie0" AND old_state."__iec0" - old_state."__dec0" > 0)))) THEN -1 WHEN old_state."__de0" = old_state."__ie0" THEN old_state."__iec0" - old_state."__dec0" ELSE old_state."__iec0" END
                        WHEN (NOT (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) AND NOT (old_state."__de0" = LEAST(old_state."__e0", old_state."__ie0") AND (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" > 0)) THEN -1 WHEN (old_state."__de0" IS NULL OR old_state."__de0" > LEAST(old_state."__e0", old_state."__ie0")) THEN (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) ELSE (CASE WHEN old_state."__e0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__ec0" ELSE 0 END + CASE WHEN old_state."__ie0" = LEAST(old_state."__e0", old_state."__ie0") THEN old_state."__iec0" ELSE 0 END) - old_state."__dec0" END AS "__ec0",
                   old_state."__e0" AS "__oe0", old_state."__ec0" AS "__oec0"
            FROM o AS old_state
        ), sw AS (
            INSERT INTO "tview"."agg_1" AS aux_row ("k", "__c0", "__e0", "__ec0")
            SELECT nx."k", nx."__c0", nx."__e0", nx."__ec0"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc0" <> 0
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0"))
            ORDER BY nx."k"
            ON CONFLICT ("k") DO UPDATE SET
                "__c0" = EXCLUDED."__c0", "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."k")::integer AS "k", (up."__n")::bigint AS "n", (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint AS "total", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer AS "lo"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_k_bag_group" AS t
               SET ("k", "n", "total", "lo") = ROW(nv."k", nv."n", nv."total", nv."lo")
              FROM nv
             WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)) AND nv."__n" > 0
               AND ROW(t."k", t."n", t."total", t."lo")::record OPERATOR(pg_catalog.*<>) ROW(nv."k", nv."n", nv."total", nv."lo")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT nv."k", nv."n", nv."total", nv."lo" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_k_bag_group" AS t WHERE (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_k_bag_group" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."k" = nv."k" OR (t."k" IS NULL AND nv."k" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_1_729166e558" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."k"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_1" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT min("tb_e"."v") FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL)) AND "tb_e"."v" = (SELECT min("tb_e"."v") FROM "public"."tb_e" AS "tb_e" WHERE (true) AND ("tb_e"."k" = aux_row."k" OR ("tb_e"."k" IS NULL AND aux_row."k" IS NULL)))) ELSE aux_row."__ec0" END
                 WHERE "__ec0" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("lo")
                     = ROW((r."__e0")::integer)
                  FROM r
                 WHERE (t."k" = r."k" OR (t."k" IS NULL AND r."k" IS NULL))
                   AND ROW(t."lo")::record
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
                PERFORM 1 FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."k" = ANY(rk1);
                WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND "tb_e"."k" = ANY(rk1) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
                    FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
                    FROM "public"."v_k_bag_group" AS x WHERE x."k" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_k_bag_group" AS x WHERE x."k" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
                    FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_k_bag_group"', v_dup, 'k'
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
                PERFORM 1 FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."k" IS NULL OR aux_row."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."k" IS NOT DISTINCT FROM (e ->> 0)::integer);
                WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND ("tb_e"."k" IS NULL OR "tb_e"."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "tb_e"."k" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
                    FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
                    FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
                    FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                    SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_k_bag_group"', v_dup, 'k'
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
            DELETE FROM pg_temp."tview_d_1_729166e558";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
        DELETE FROM "tview"."agg_1";
        WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_1" AS aux_row WHERE aux_row."k" = ANY(k1);
            WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND "tb_e"."k" = ANY(k1) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_1" AS aux_row WHERE (aux_row."k" IS NULL OR aux_row."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."k" IS NOT DISTINCT FROM (e ->> 0)::integer);
            WITH "__pop" AS (SELECT "tb_e"."k" AS "k", count("tb_e"."v") AS "__c0", min("tb_e"."v") AS "__e0", count(*) FILTER (WHERE "tb_e"."v" = "tb_e"."__w0") AS "__ec0", count(*) AS "__rows" FROM (SELECT "tb_e".*, min("tb_e"."v") OVER wp AS "__w0" FROM "public"."tb_e" AS "tb_e" WHERE true AND ("tb_e"."k" IS NULL OR "tb_e"."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "tb_e"."k" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "tb_e"."k")) AS "tb_e" GROUP BY "tb_e"."k"), "__ins" AS (INSERT INTO "tview"."agg_1" ("k", "__c0", "__e0", "__ec0") SELECT "__pop"."k", "__pop"."__c0", "__pop"."__e0", "__pop"."__ec0" FROM "__pop") UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls AND EXISTS (SELECT FROM "__pop" WHERE "__pop"."__c0" <> "__pop"."__rows");
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465281);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
            FROM "public"."tv_k_bag_group" AS t WHERE true
        ), n AS (
            SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
            FROM "public"."v_k_bag_group" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
            FROM "public"."v_k_bag_group" AS x WHERE true
        ), o AS (
            SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
            FROM "public"."tv_k_bag_group" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_k_bag_group"', v_dup, 'k'
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
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("k", "n", "total", "lo") = ROW(x."k", x."n", x."total", x."lo")
                  FROM "public"."v_k_bag_group" AS x
                 WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                   AND t."k" = x."k"
                   AND (t."k", t."n", t."total", t."lo") IS DISTINCT FROM (x."k", x."n", x."total", x."lo");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_k_bag_group" AS t
                       SET ("k", "n", "total", "lo") = ROW(x."k", x."n", x."total", x."lo")
                      FROM "public"."v_k_bag_group" AS x
                     WHERE x."k" BETWEEN v_lo AND v_hi AND t."k" BETWEEN v_lo AND v_hi
                       AND t."k" = x."k"
                       AND (t."k", t."n", t."total", t."lo") IS DISTINCT FROM (x."k", x."n", x."total", x."lo")
                    RETURNING t."k" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("k", "n", "total", "lo") = ROW(x."k", x."n", x."total", x."lo")
                  FROM "public"."v_k_bag_group" AS x
                 WHERE x."k" = k1[1] AND t."k" = x."k"
                   AND (t."k", t."n", t."total", t."lo") IS DISTINCT FROM (x."k", x."n", x."total", x."lo");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("k", "n", "total", "lo") = ROW(x."k", x."n", x."total", x."lo")
                  FROM "public"."v_k_bag_group" AS x
                 WHERE x."k" = ANY(k1) AND t."k" = x."k"
                   AND (t."k", t."n", t."total", t."lo") IS DISTINCT FROM (x."k", x."n", x."total", x."lo");
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
                SELECT view_row."k", view_row."n", view_row."total", view_row."lo"
                FROM "public"."v_k_bag_group" AS view_row WHERE view_row."k" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."k", t."n", t."total", t."lo"
                FROM "public"."tv_k_bag_group" AS t WHERE t."k" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_k_bag_group" AS t
                   SET ("k", "n", "total", "lo") = ROW(n."k", n."n", n."total", n."lo")
                  FROM n JOIN o ON o."k" = n."k"
                 WHERE t.ctid = o."tid" AND (o."k", o."n", o."total", o."lo") IS DISTINCT FROM (n."k", n."n", n."total", n."lo")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_k_bag_group" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."k" = o."k")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."k" = n."k")
            ), ip AS (
                INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                SELECT a."k", a."n", a."total", a."lo" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
                SELECT a."k", a."n", a."total", a."lo" FROM a
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
                '"public"."tv_k_bag_group"', v_dup, 'k'
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
            SELECT t.ctid AS tid, ROW(t."k", t."n", t."total", t."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."k", t."n", t."total", t."lo")::text) AS rn
            FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."k", x."n", x."total", x."lo")::text AS img, count(*) AS cnt
            FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_k_bag_group" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_k_bag_group" AS x WHERE (x."k" IS NULL OR x."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."k" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_k_bag_group" AS r, ROW(x."k", x."n", x."total", x."lo")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."k", x."n", x."total", x."lo")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."k", t."n", t."total", t."lo")::text AS img, count(*) AS cnt
            FROM "public"."tv_k_bag_group" AS t WHERE (t."k" IS NULL OR t."k" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."k" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_k_bag_group" ("k", "n", "total", "lo")
            SELECT (a.r)."k", (a.r)."n", (a.r)."total", (a.r)."lo" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_k_bag_group"', v_dup, 'k'
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
                             || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[v_lone."k"::text]::text))::text || set_config((v_tag || 'p_1'), '', true);

                    -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                    -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                    -- the stored counts stay, and one statement finds the group's rows by its key and
                    -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                    -- above READ COMMITTED the stored state is written: see changed()). In the commit
                    -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                    -- tv row holds the extremes and counts (g.bare), it reads that row alone
                    IF v_lone."k" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND v_lone."__c0" = 0
                       AND v_lone."__n" = 0  /* (its counts stay, and the group keeps its rows: no NULL comes, see flag_lone_nulls) */
                       AND NOT (pg_trigger_depth() > 1) THEN
                        UPDATE "public"."tv_k_bag_group" AS t
                           SET ("n", "total")
                             = ROW(((COALESCE(t."n", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."total", 0)::numeric + v_lone."__s0"))::bigint)
                          FROM "tview".tview AS c
                         WHERE t."k" = v_lone."k"
                           AND t."lo" IS NOT NULL
                           AND (v_lone."__e0" IS NULL OR v_lone."__e0" > t."lo")
                           AND (v_lone."__de0" IS NULL OR v_lone."__de0" > t."lo")
                           AND c.id = 1 AND NOT c.agg_nulls  /* (no NULL argument came since the install) */
                        -- (no test that the row changes, which would start the outputs' expressions twice:
                        -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                        -- in an output rewrites the row with its values)
                        RETURNING COALESCE(p_capturing, c.capturing) INTO v_cap;
                        GET DIAGNOSTICS v_done = ROW_COUNT;
                    END IF;

                    IF v_done > 0 THEN  -- applied here
                        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                            INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."k"::text]::text[], ROW(v_lone."k"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
                        END IF;
                        -- (the group's row alone was updated)
                        v_set := set_config('tview.sg_1', (COALESCE(NULLIF(current_setting('tview.sg_1', true), '')::bigint, 0) + 1)::text, false)
                                 || set_config('tview.slt_1', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                 || set_config((v_tag || 'dl_1'), '', true);
                    ELSE

                    IF v_lone."__n" <> v_lone."__c0" THEN  -- (a NULL comes)
                        UPDATE "tview"."tview" SET agg_nulls = true WHERE id = 1 AND NOT agg_nulls;
                    END IF;
                    -- one statement's delta of one group that the statement above left (it moves stored
                    -- state: a new extreme, a copy of one gone, a count that is no view column), when the
                    -- group keeps rows and needs no rescan: its aux row and its tv row in one statement,
                    -- without the general statement's outer joins and bookkeeping. v_done:
                    -- the aux row was written; v_upd: the tv row too (only when its values change)
                    IF v_lone."k" IS NOT NULL
                       AND current_setting('transaction_isolation') = 'read committed'
                       AND NOT (pg_trigger_depth() > 1) THEN
                        WITH up AS (
                            UPDATE "tview"."agg_1" AS aux_row
                               SET ("__c0", "__e0", "__ec0")
                                 = ROW(aux_row."__c0" + v_lone."__c0", LEAST(aux_row."__e0", v_lone."__e0"), (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - CASE WHEN (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) THEN 0 ELSE v_lone."__dec0" END)
                              FROM "public"."tv_k_bag_group" AS t
                             WHERE t."k" = v_lone."k" AND aux_row."k" = v_lone."k"
                               AND COALESCE(t."n", 0)::bigint + v_lone."__n" > 0  /* (the group keeps rows) */
                               AND NOT (NOT (v_lone."__de0" IS NULL OR v_lone."__de0" > LEAST(aux_row."__e0", v_lone."__e0")) AND NOT (v_lone."__de0" = LEAST(aux_row."__e0", v_lone."__e0") AND (CASE WHEN aux_row."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN aux_row."__ec0" ELSE 0 END + CASE WHEN v_lone."__e0" = LEAST(aux_row."__e0", v_lone."__e0") THEN v_lone."__ec0" ELSE 0 END) - v_lone."__dec0" > 0))
                            RETURNING aux_row."k", COALESCE(t."n", 0)::bigint + v_lone."__n" AS "__n", aux_row."__c0" AS "__c0", COALESCE(t."total", 0)::numeric + v_lone."__s0" AS "__s0", aux_row."__e0", aux_row."__ec0"
                        ), u AS (
                            UPDATE "public"."tv_k_bag_group" AS t
                               SET ("k", "n", "total", "lo") = ROW((up."k")::integer, (up."__n")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)
                              FROM up
                             WHERE (t."k" = up."k" OR (t."k" IS NULL AND up."k" IS NULL))
                               AND ROW(t."k", t."n", t."total", t."lo")::record
                                   OPERATOR(pg_catalog.*<>) ROW((up."k")::integer, (up."__n")::bigint, (CASE WHEN up."__c0" = 0 THEN NULL ELSE up."__s0" END)::bigint, (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::integer)::record
                            RETURNING 1
                        )
                        SELECT count(*), (SELECT count(*) FROM u), COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM up INTO v_done, v_upd, v_cap;
                    END IF;

                        IF v_done > 0 THEN  -- applied here, with the group's stored state
                            IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                INSERT INTO "tview".capture (tview_id, k, d) SELECT 1, ARRAY[v_lone."k"::text]::text[], ROW(v_lone."k"::integer, v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__s0"::numeric, v_lone."__e0"::integer, v_lone."__ec0"::bigint, v_lone."__de0"::integer, v_lone."__dec0"::bigint)::"tview"."dl_1"::text;
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
    IF to_regclass('pg_temp.tview_d_1_729166e558') IS NULL THEN
        CREATE TEMP TABLE "tview_d_1_729166e558" ("k" integer, "__n" bigint, "__c0" bigint, "__s0" numeric, "__e0" integer, "__ec0" bigint, "__de0" integer, "__dec0" bigint);
        PERFORM setval('"tview"."dcheck_1"', to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint);
        PERFORM set_config('tview.tview_d_1_729166e558', to_regclass('pg_temp.tview_d_1_729166e558')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_1_729166e558', true) = to_regclass('pg_temp.tview_d_1_729166e558')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_1"') = to_regclass('pg_temp.tview_d_1_729166e558')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_1_729166e558'), 1) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_1_729166e558 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    INSERT INTO pg_temp."tview_d_1_729166e558"
    SELECT (r.v)."k" AS "k", (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__s0" AS "__s0", (r.v)."__e0" AS "__e0", (r.v)."__ec0" AS "__ec0", (r.v)."__de0" AS "__de0", (r.v)."__dec0" AS "__dec0" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_1" AS v) AS r;
    v_set := set_config((v_tag || 'dm_1'), '1', true);  -- (combined per group)
    PERFORM "tview"."f_1"(false);
END
$function$;

-- trigger tview_1_added on tb_e
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_e FOR EACH ROW WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_e>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_e>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_added();

-- trigger tview_1_changed on tb_e
CREATE TRIGGER tview_1_changed AFTER UPDATE OF k, v ON public.tb_e FOR EACH ROW WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.tb_e>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.k, old.v), ROW(new.k, new.v)) AND (set_config('tview.c1_<oid:public.tb_e>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_changed();

-- trigger tview_1_del on tb_e
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_e REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_del();

-- trigger tview_1_gate on tb_e
CREATE TRIGGER tview_1_gate AFTER UPDATE OF k, v ON public.tb_e FOR EACH STATEMENT WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.tb_e>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.tb_e>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_gate();

-- trigger tview_1_ins on tb_e
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_e REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_e>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_ins();

-- trigger tview_1_replica on tb_e
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_e FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_e
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_e FOR EACH STATEMENT WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_trunc();

-- trigger tview_1_upd on tb_e
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_e REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_k_bag_group'::regclass IS NOT NULL) AND ('v_k_bag_group'::regclass IS NOT NULL) AND (current_setting(concat('tview.g1_<oid:public.tb_e>_', (pg_trigger_depth() + 1)), true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_e>_upd();

-- table public.tv_k_bag_group
TABLE public.tv_k_bag_group (
    k integer,
    n bigint,
    total bigint,
    lo integer
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_k_bag_group_tview_key ON public.tv_k_bag_group USING btree (k) NULLS NOT DISTINCT;

-- table tview.agg_1
TABLE tview.agg_1 (
    k integer,
    __c0 bigint NOT NULL,
    __e0 integer,
    __ec0 bigint NOT NULL
);

CREATE INDEX agg_1_expr_idx ON tview.agg_1 USING btree ((1)) WHERE (__ec0 < 0);

CREATE UNIQUE INDEX agg_1_k_idx ON tview.agg_1 USING btree (k) NULLS NOT DISTINCT;

-- type tview.dl_1
TYPE tview.dl_1 (
    k integer,
    __n bigint,
    __c0 bigint,
    __s0 numeric,
    __e0 integer,
    __ec0 bigint,
    __de0 integer,
    __dec0 bigint
);
