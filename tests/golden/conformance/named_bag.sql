-- model tv_unnamed_aggregates (key '*', rank 1)
--   SELECT a.i, sum(a.j), count(a.i), avg(a.j) FROM a GROUP BY a.i
-- model tv_unnamed_expression (key '*', rank 1)
--   SELECT a.id, a.j + 1, coalesce(a.i, 0) FROM a
-- model tv_generated_aliases (key '*', rank 1)
--   SELECT a.id AS x, a.j AS d0, a.i AS k1, a.j AS t, a.i AS o, a.j AS e, a.i AS n FROM a
-- model tv_keywords (key '*', rank 1)
--   SELECT a.id AS "select", a.j AS "order", a.i AS "tview" FROM a
-- model tv_unused_cte (key '*', rank 1)
--   WITH u AS (SELECT b.i FROM b) SELECT a.id, a.j FROM a

-- function tview._on_commit()
CREATE OR REPLACE FUNCTION tview._on_commit()
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
    v_q oid;
    v_next integer;  -- (the position of the tview to flush next in v_ranked)
    v_ranked CONSTANT integer[] := '{1,2,3,4,5}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..5 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                EXIT converge;
            END IF;
            IF v_next <= 2 THEN
                IF v_next <= 1 THEN
                    -- tview 1
                    v_set := set_config((v_tag || 'p_1'), '', true);
                    v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
                ELSE
                    -- tview 2
                    v_set := set_config((v_tag || 'p_2'), '', true);
                    v_set := "tview"."f_2"(NULL)::text;  -- (an assignment: no query)
                END IF;
            ELSE
                IF v_next <= 3 THEN
                    -- tview 3
                    v_set := set_config((v_tag || 'p_3'), '', true);
                    v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 5
                        v_set := set_config((v_tag || 'p_5'), '', true);
                        v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."id"::text, d."?column?"::text, d."coalesce"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "id", "a"."j" + 1 AS "?column?", COALESCE("a"."i", 0) AS "coalesce" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
        v_set := set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'q_2'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."id"::text, d."?column?"::text, d."coalesce"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "id", "a"."j" + 1 AS "?column?", COALESCE("a"."i", 0) AS "coalesce" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
        v_set := set_config((v_tag || 'p_2'), '1', true)
                 || set_config((v_tag || 'q_2'), '1', true);
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

-- function tview.d_2_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.a>_key()
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."x"::text, d."d0"::text, d."k1"::text, d."t"::text, d."o"::text, d."e"::text, d."n"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "x", "a"."j" AS "d0", "a"."i" AS "k1", "a"."j" AS "t", "a"."i" AS "o", "a"."j" AS "e", "a"."i" AS "n" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 3 (see flush)
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 3, ARRAY[d."x"::text, d."d0"::text, d."k1"::text, d."t"::text, d."o"::text, d."e"::text, d."n"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "x", "a"."j" AS "d0", "a"."i" AS "k1", "a"."j" AS "t", "a"."i" AS "o", "a"."j" AS "e", "a"."i" AS "n" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 3 (see flush)
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
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

-- function tview.d_3_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:public.a>_key()
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."select"::text, d."order"::text, d."tview"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "select", "a"."j" AS "order", "a"."i" AS "tview" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 4 (see flush)
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 4, ARRAY[d."select"::text, d."order"::text, d."tview"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "select", "a"."j" AS "order", "a"."i" AS "tview" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 4 (see flush)
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
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

-- function tview.d_4_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.a>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_4'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (4, ARRAY[current_setting((v_tag || 'k_4'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_4'), '1', true)
             || set_config((v_tag || 'k_4'), '', true)
             || set_config((v_tag || 'p_4'), '1', true)
             || set_config((v_tag || 'q_4'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."id"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "id", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 5 (see flush)
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 5, ARRAY[d."id"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."id" AS "id", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 5 (see flush)
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
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

-- function tview.d_5_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.a>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_5'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (5, ARRAY[current_setting((v_tag || 'k_5'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_5'), '1', true)
             || set_config((v_tag || 'k_5'), '', true)
             || set_config((v_tag || 'p_5'), '1', true)
             || set_config((v_tag || 'q_5'), '1', true);
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
    k2 bigint[];
    nk2 bigint[];  -- (see null_key_arrays)
    k3 bigint[];
    nk3 bigint[];  -- (see null_key_arrays)
    k4 numeric[];
    nk4 numeric[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
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
           array_agg((d.k[2])::bigint) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[3])::bigint) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[4])::numeric) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
           (SELECT count(*) FROM w),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, k3, k4, v_capture, v_ins, v_big;
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
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text, k3[1]::text, k4[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text, u.c4::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text, u.c4::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2, k3, k4) AS u(c1, c2, c3, c4);
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::bigint::text, (e.e ->> 2)::bigint::text, (e.e ->> 3)::numeric::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."i", t."sum", t."count", t."avg")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."sum", t."count", t."avg")::text) AS rn
            FROM "public"."tv_unnamed_aggregates" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."sum", x."count", x."avg")::text AS img, count(*) AS cnt
            FROM "public"."v_unnamed_aggregates" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unnamed_aggregates" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_unnamed_aggregates" AS r, ROW(x."i", x."sum", x."count", x."avg")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."sum", x."count", x."avg")::text) AS rn
            FROM "public"."v_unnamed_aggregates" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."sum", t."count", t."avg")::text AS img, count(*) AS cnt
            FROM "public"."tv_unnamed_aggregates" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
            SELECT (a.r)."i", (a.r)."sum", (a.r)."count", (a.r)."avg" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
            SELECT (a.r)."i", (a.r)."sum", (a.r)."count", (a.r)."avg" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_unnamed_aggregates"', v_dup, 'i, sum, count, avg'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
    ELSE
    IF v_keys > 0 THEN
        IF v_keys = 1 THEN
            -- one key (most transactions): a scalar, so the plan expects one row
            UPDATE "public"."tv_unnamed_aggregates" AS t
               SET ("i", "sum", "count", "avg") = ROW(x."i", x."sum", x."count", x."avg")
              FROM "public"."v_unnamed_aggregates" AS x
             WHERE x."i" = k1[1] AND x."sum" = k2[1] AND x."count" = k3[1] AND x."avg" = k4[1] AND t."i" = x."i" AND t."sum" = x."sum" AND t."count" = x."count" AND t."avg" = x."avg"
               AND pg_catalog.booleq(ROW(t."i", t."sum", t."count", t."avg")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."sum", x."count", x."avg")::record, true);
            GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
        ELSE
            -- the common case in one statement: every key's row is in both the table and the view,
            -- and changed
            UPDATE "public"."tv_unnamed_aggregates" AS t
               SET ("i", "sum", "count", "avg") = ROW(x."i", x."sum", x."count", x."avg")
              FROM "public"."v_unnamed_aggregates" AS x
             WHERE x."i" = ANY(k1) AND x."sum" = ANY(k2) AND x."count" = ANY(k3) AND x."avg" = ANY(k4) AND (x."i", x."sum", x."count", x."avg") IN (SELECT * FROM unnest(k1, k2, k3, k4)) AND t."i" = x."i" AND t."sum" = x."sum" AND t."count" = x."count" AND t."avg" = x."avg"
               AND pg_catalog.booleq(ROW(t."i", t."sum", t."count", t."avg")::record OPERATOR(pg_catalog.*<>) ROW(x."i", x."sum", x."count", x."avg")::record, true);
            GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
        END IF;
        IF v_upd < v_keys THEN
            -- some key's row was unchanged, is new or is gone: one probe of the table for all keys
            -- (o), then writes by ctid (no key is looked up twice)
            WITH n AS MATERIALIZED (
                SELECT view_row."i", view_row."sum", view_row."count", view_row."avg"
                FROM "public"."v_unnamed_aggregates" AS view_row WHERE view_row."i" = ANY(k1) AND view_row."sum" = ANY(k2) AND view_row."count" = ANY(k3) AND view_row."avg" = ANY(k4) AND (view_row."i", view_row."sum", view_row."count", view_row."avg") IN (SELECT * FROM unnest(k1, k2, k3, k4))
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."i", t."sum", t."count", t."avg"
                FROM "public"."tv_unnamed_aggregates" AS t WHERE t."i" = ANY(k1) AND t."sum" = ANY(k2) AND t."count" = ANY(k3) AND t."avg" = ANY(k4) AND (t."i", t."sum", t."count", t."avg") IN (SELECT * FROM unnest(k1, k2, k3, k4))
            ), u AS (
                UPDATE "public"."tv_unnamed_aggregates" AS t
                   SET ("i", "sum", "count", "avg") = ROW(n."i", n."sum", n."count", n."avg")
                  FROM n JOIN o ON o."i" = n."i" AND o."sum" = n."sum" AND o."count" = n."count" AND o."avg" = n."avg"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."i", o."sum", o."count", o."avg")::record OPERATOR(pg_catalog.*<>) ROW(n."i", n."sum", n."count", n."avg")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_unnamed_aggregates" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."i" = o."i" AND n."sum" = o."sum" AND n."count" = o."count" AND n."avg" = o."avg")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."i" = n."i" AND o."sum" = n."sum" AND o."count" = n."count" AND o."avg" = n."avg")
            ), ip AS (
                INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
                SELECT a."i", a."sum", a."count", a."avg" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
                SELECT a."i", a."sum", a."count", a."avg" FROM a
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
                '"public"."tv_unnamed_aggregates"', v_dup, 'i, sum, count, avg'
                USING ERRCODE = 'unique_violation',
                      HINT = 'The key must be unique in the view: fix the query, or declare unique: false.';
        END IF;
        END IF;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::bigint) FILTER (WHERE e ->> 1 IS NOT NULL), array_agg((e ->> 2)::bigint) FILTER (WHERE e ->> 2 IS NOT NULL), array_agg((e ->> 3)::numeric) FILTER (WHERE e ->> 3 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2, nk3, nk4;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."sum", t."count", t."avg")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."sum", t."count", t."avg")::text) AS rn
            FROM "public"."tv_unnamed_aggregates" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."sum" IS NULL OR t."sum" = ANY(nk2)) AND (t."count" IS NULL OR t."count" = ANY(nk3)) AND (t."avg" IS NULL OR t."avg" = ANY(nk4)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."sum" IS NOT DISTINCT FROM (e ->> 1)::bigint AND t."count" IS NOT DISTINCT FROM (e ->> 2)::bigint AND t."avg" IS NOT DISTINCT FROM (e ->> 3)::numeric)
        ), n AS (
            SELECT ROW(x."i", x."sum", x."count", x."avg")::text AS img, count(*) AS cnt
            FROM "public"."v_unnamed_aggregates" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."sum" IS NULL OR x."sum" = ANY(nk2)) AND (x."count" IS NULL OR x."count" = ANY(nk3)) AND (x."avg" IS NULL OR x."avg" = ANY(nk4)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."sum" IS NOT DISTINCT FROM (e ->> 1)::bigint AND x."count" IS NOT DISTINCT FROM (e ->> 2)::bigint AND x."avg" IS NOT DISTINCT FROM (e ->> 3)::numeric) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unnamed_aggregates" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_unnamed_aggregates" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."sum" IS NULL OR x."sum" = ANY(nk2)) AND (x."count" IS NULL OR x."count" = ANY(nk3)) AND (x."avg" IS NULL OR x."avg" = ANY(nk4)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."sum" IS NOT DISTINCT FROM (e ->> 1)::bigint AND x."count" IS NOT DISTINCT FROM (e ->> 2)::bigint AND x."avg" IS NOT DISTINCT FROM (e ->> 3)::numeric)
        ), n AS (
            SELECT (x.*)::"public"."v_unnamed_aggregates" AS r, ROW(x."i", x."sum", x."count", x."avg")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."sum", x."count", x."avg")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."sum", t."count", t."avg")::text AS img, count(*) AS cnt
            FROM "public"."tv_unnamed_aggregates" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."sum" IS NULL OR t."sum" = ANY(nk2)) AND (t."count" IS NULL OR t."count" = ANY(nk3)) AND (t."avg" IS NULL OR t."avg" = ANY(nk4)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."sum" IS NOT DISTINCT FROM (e ->> 1)::bigint AND t."count" IS NOT DISTINCT FROM (e ->> 2)::bigint AND t."avg" IS NOT DISTINCT FROM (e ->> 3)::numeric) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
            SELECT (a.r)."i", (a.r)."sum", (a.r)."count", (a.r)."avg" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_unnamed_aggregates" ("i", "sum", "count", "avg")
            SELECT (a.r)."i", (a.r)."sum", (a.r)."count", (a.r)."avg" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_unnamed_aggregates"', v_dup, 'i, sum, count, avg'
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
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
    k3 integer[];
    nk3 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    -- take this tview's pending keys (one statement: read, dedup, type; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 2 RETURNING q.k, q.ctid
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[3])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, k3, v_capture, v_big;
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
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text, k3[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2, k3) AS u(c1, c2, c3);
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text, (e.e ->> 2)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."id", t."?column?", t."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."?column?", t."coalesce")::text) AS rn
            FROM "public"."tv_unnamed_expression" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."?column?", x."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."v_unnamed_expression" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unnamed_expression" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_unnamed_expression" AS r, ROW(x."id", x."?column?", x."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."?column?", x."coalesce")::text) AS rn
            FROM "public"."v_unnamed_expression" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."?column?", t."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."tv_unnamed_expression" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unnamed_expression" ("id", "?column?", "coalesce")
            SELECT (a.r)."id", (a.r)."?column?", (a.r)."coalesce" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 2, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text) AS h
              FROM unnest(k1, k2, k3) AS u (c1, c2, c3)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."id", t."?column?", t."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."?column?", t."coalesce")::text) AS rn
            FROM "public"."tv_unnamed_expression" AS t WHERE t."id" = ANY(k1) AND t."?column?" = ANY(k2) AND t."coalesce" = ANY(k3) AND (t."id", t."?column?", t."coalesce") IN (SELECT * FROM unnest(k1, k2, k3))
        ), n AS (
            SELECT ROW(x."id", x."?column?", x."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."v_unnamed_expression" AS x WHERE x."id" = ANY(k1) AND x."?column?" = ANY(k2) AND x."coalesce" = ANY(k3) AND (x."id", x."?column?", x."coalesce") IN (SELECT * FROM unnest(k1, k2, k3)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unnamed_expression" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_unnamed_expression" AS x WHERE x."id" = ANY(k1) AND x."?column?" = ANY(k2) AND x."coalesce" = ANY(k3) AND (x."id", x."?column?", x."coalesce") IN (SELECT * FROM unnest(k1, k2, k3))
        ), n AS (
            SELECT (x.*)::"public"."v_unnamed_expression" AS r, ROW(x."id", x."?column?", x."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."?column?", x."coalesce")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."?column?", t."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."tv_unnamed_expression" AS t WHERE t."id" = ANY(k1) AND t."?column?" = ANY(k2) AND t."coalesce" = ANY(k3) AND (t."id", t."?column?", t."coalesce") IN (SELECT * FROM unnest(k1, k2, k3)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unnamed_expression" ("id", "?column?", "coalesce")
            SELECT (a.r)."id", (a.r)."?column?", (a.r)."coalesce" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL), array_agg((e ->> 2)::integer) FILTER (WHERE e ->> 2 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2, nk3;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 2, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text, (e.e ->> 2)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."id", t."?column?", t."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."?column?", t."coalesce")::text) AS rn
            FROM "public"."tv_unnamed_expression" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."?column?" IS NULL OR t."?column?" = ANY(nk2)) AND (t."coalesce" IS NULL OR t."coalesce" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."?column?" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."coalesce" IS NOT DISTINCT FROM (e ->> 2)::integer)
        ), n AS (
            SELECT ROW(x."id", x."?column?", x."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."v_unnamed_expression" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."?column?" IS NULL OR x."?column?" = ANY(nk2)) AND (x."coalesce" IS NULL OR x."coalesce" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."?column?" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."coalesce" IS NOT DISTINCT FROM (e ->> 2)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unnamed_expression" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_unnamed_expression" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."?column?" IS NULL OR x."?column?" = ANY(nk2)) AND (x."coalesce" IS NULL OR x."coalesce" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."?column?" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."coalesce" IS NOT DISTINCT FROM (e ->> 2)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_unnamed_expression" AS r, ROW(x."id", x."?column?", x."coalesce")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."?column?", x."coalesce")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."?column?", t."coalesce")::text AS img, count(*) AS cnt
            FROM "public"."tv_unnamed_expression" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."?column?" IS NULL OR t."?column?" = ANY(nk2)) AND (t."coalesce" IS NULL OR t."coalesce" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."?column?" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."coalesce" IS NOT DISTINCT FROM (e ->> 2)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unnamed_expression" ("id", "?column?", "coalesce")
            SELECT (a.r)."id", (a.r)."?column?", (a.r)."coalesce" FROM a
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
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
    k3 integer[];
    nk3 integer[];  -- (see null_key_arrays)
    k4 integer[];
    nk4 integer[];  -- (see null_key_arrays)
    k5 integer[];
    nk5 integer[];  -- (see null_key_arrays)
    k6 integer[];
    nk6 integer[];  -- (see null_key_arrays)
    k7 integer[];
    nk7 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    -- take this tview's pending keys (one statement: read, dedup, type; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 3 RETURNING q.k, q.ctid
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[3])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[4])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[5])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[6])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[7])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3))),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, k3, k4, k5, k6, k7, v_capture, v_big;
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
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text, k3[1]::text, k4[1]::text, k5[1]::text, k6[1]::text, k7[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text, u.c4::text, u.c5::text, u.c6::text, u.c7::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text, u.c4::text, u.c5::text, u.c6::text, u.c7::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2, k3, k4, k5, k6, k7) AS u(c1, c2, c3, c4, c5, c6, c7);
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text, (e.e ->> 2)::integer::text, (e.e ->> 3)::integer::text, (e.e ->> 4)::integer::text, (e.e ->> 5)::integer::text, (e.e ->> 6)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text) AS rn
            FROM "public"."tv_generated_aliases" AS t WHERE true
        ), n AS (
            SELECT ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img, count(*) AS cnt
            FROM "public"."v_generated_aliases" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_generated_aliases" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_generated_aliases" AS r, ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text) AS rn
            FROM "public"."v_generated_aliases" AS x WHERE true
        ), o AS (
            SELECT ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img, count(*) AS cnt
            FROM "public"."tv_generated_aliases" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_generated_aliases" ("x", "d0", "k1", "t", "o", "e", "n")
            SELECT (a.r)."x", (a.r)."d0", (a.r)."k1", (a.r)."t", (a.r)."o", (a.r)."e", (a.r)."n" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 3, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text, u.c4::text, u.c5::text, u.c6::text, u.c7::text]::text) AS h
              FROM unnest(k1, k2, k3, k4, k5, k6, k7) AS u (c1, c2, c3, c4, c5, c6, c7)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text) AS rn
            FROM "public"."tv_generated_aliases" AS t WHERE t."x" = ANY(k1) AND t."d0" = ANY(k2) AND t."k1" = ANY(k3) AND t."t" = ANY(k4) AND t."o" = ANY(k5) AND t."e" = ANY(k6) AND t."n" = ANY(k7) AND (t."x", t."d0", t."k1", t."t", t."o", t."e", t."n") IN (SELECT * FROM unnest(k1, k2, k3, k4, k5, k6, k7))
        ), n AS (
            SELECT ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img, count(*) AS cnt
            FROM "public"."v_generated_aliases" AS x WHERE x."x" = ANY(k1) AND x."d0" = ANY(k2) AND x."k1" = ANY(k3) AND x."t" = ANY(k4) AND x."o" = ANY(k5) AND x."e" = ANY(k6) AND x."n" = ANY(k7) AND (x."x", x."d0", x."k1", x."t", x."o", x."e", x."n") IN (SELECT * FROM unnest(k1, k2, k3, k4, k5, k6, k7)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_generated_aliases" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_generated_aliases" AS x WHERE x."x" = ANY(k1) AND x."d0" = ANY(k2) AND x."k1" = ANY(k3) AND x."t" = ANY(k4) AND x."o" = ANY(k5) AND x."e" = ANY(k6) AND x."n" = ANY(k7) AND (x."x", x."d0", x."k1", x."t", x."o", x."e", x."n") IN (SELECT * FROM unnest(k1, k2, k3, k4, k5, k6, k7))
        ), n AS (
            SELECT (x.*)::"public"."v_generated_aliases" AS r, ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img, count(*) AS cnt
            FROM "public"."tv_generated_aliases" AS t WHERE t."x" = ANY(k1) AND t."d0" = ANY(k2) AND t."k1" = ANY(k3) AND t."t" = ANY(k4) AND t."o" = ANY(k5) AND t."e" = ANY(k6) AND t."n" = ANY(k7) AND (t."x", t."d0", t."k1", t."t", t."o", t."e", t."n") IN (SELECT * FROM unnest(k1, k2, k3, k4, k5, k6, k7)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_generated_aliases" ("x", "d0", "k1", "t", "o", "e", "n")
            SELECT (a.r)."x", (a.r)."d0", (a.r)."k1", (a.r)."t", (a.r)."o", (a.r)."e", (a.r)."n" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL), array_agg((e ->> 2)::integer) FILTER (WHERE e ->> 2 IS NOT NULL), array_agg((e ->> 3)::integer) FILTER (WHERE e ->> 3 IS NOT NULL), array_agg((e ->> 4)::integer) FILTER (WHERE e ->> 4 IS NOT NULL), array_agg((e ->> 5)::integer) FILTER (WHERE e ->> 5 IS NOT NULL), array_agg((e ->> 6)::integer) FILTER (WHERE e ->> 6 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2, nk3, nk4, nk5, nk6, nk7;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 3, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text, (e.e ->> 2)::text, (e.e ->> 3)::text, (e.e ->> 4)::text, (e.e ->> 5)::text, (e.e ->> 6)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text) AS rn
            FROM "public"."tv_generated_aliases" AS t WHERE (t."x" IS NULL OR t."x" = ANY(nk1)) AND (t."d0" IS NULL OR t."d0" = ANY(nk2)) AND (t."k1" IS NULL OR t."k1" = ANY(nk3)) AND (t."t" IS NULL OR t."t" = ANY(nk4)) AND (t."o" IS NULL OR t."o" = ANY(nk5)) AND (t."e" IS NULL OR t."e" = ANY(nk6)) AND (t."n" IS NULL OR t."n" = ANY(nk7)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."x" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."d0" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."k1" IS NOT DISTINCT FROM (e ->> 2)::integer AND t."t" IS NOT DISTINCT FROM (e ->> 3)::integer AND t."o" IS NOT DISTINCT FROM (e ->> 4)::integer AND t."e" IS NOT DISTINCT FROM (e ->> 5)::integer AND t."n" IS NOT DISTINCT FROM (e ->> 6)::integer)
        ), n AS (
            SELECT ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img, count(*) AS cnt
            FROM "public"."v_generated_aliases" AS x WHERE (x."x" IS NULL OR x."x" = ANY(nk1)) AND (x."d0" IS NULL OR x."d0" = ANY(nk2)) AND (x."k1" IS NULL OR x."k1" = ANY(nk3)) AND (x."t" IS NULL OR x."t" = ANY(nk4)) AND (x."o" IS NULL OR x."o" = ANY(nk5)) AND (x."e" IS NULL OR x."e" = ANY(nk6)) AND (x."n" IS NULL OR x."n" = ANY(nk7)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."x" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."d0" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."k1" IS NOT DISTINCT FROM (e ->> 2)::integer AND x."t" IS NOT DISTINCT FROM (e ->> 3)::integer AND x."o" IS NOT DISTINCT FROM (e ->> 4)::integer AND x."e" IS NOT DISTINCT FROM (e ->> 5)::integer AND x."n" IS NOT DISTINCT FROM (e ->> 6)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_generated_aliases" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_generated_aliases" AS x WHERE (x."x" IS NULL OR x."x" = ANY(nk1)) AND (x."d0" IS NULL OR x."d0" = ANY(nk2)) AND (x."k1" IS NULL OR x."k1" = ANY(nk3)) AND (x."t" IS NULL OR x."t" = ANY(nk4)) AND (x."o" IS NULL OR x."o" = ANY(nk5)) AND (x."e" IS NULL OR x."e" = ANY(nk6)) AND (x."n" IS NULL OR x."n" = ANY(nk7)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."x" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."d0" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."k1" IS NOT DISTINCT FROM (e ->> 2)::integer AND x."t" IS NOT DISTINCT FROM (e ->> 3)::integer AND x."o" IS NOT DISTINCT FROM (e ->> 4)::integer AND x."e" IS NOT DISTINCT FROM (e ->> 5)::integer AND x."n" IS NOT DISTINCT FROM (e ->> 6)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_generated_aliases" AS r, ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."x", x."d0", x."k1", x."t", x."o", x."e", x."n")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."x", t."d0", t."k1", t."t", t."o", t."e", t."n")::text AS img, count(*) AS cnt
            FROM "public"."tv_generated_aliases" AS t WHERE (t."x" IS NULL OR t."x" = ANY(nk1)) AND (t."d0" IS NULL OR t."d0" = ANY(nk2)) AND (t."k1" IS NULL OR t."k1" = ANY(nk3)) AND (t."t" IS NULL OR t."t" = ANY(nk4)) AND (t."o" IS NULL OR t."o" = ANY(nk5)) AND (t."e" IS NULL OR t."e" = ANY(nk6)) AND (t."n" IS NULL OR t."n" = ANY(nk7)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."x" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."d0" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."k1" IS NOT DISTINCT FROM (e ->> 2)::integer AND t."t" IS NOT DISTINCT FROM (e ->> 3)::integer AND t."o" IS NOT DISTINCT FROM (e ->> 4)::integer AND t."e" IS NOT DISTINCT FROM (e ->> 5)::integer AND t."n" IS NOT DISTINCT FROM (e ->> 6)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_generated_aliases" ("x", "d0", "k1", "t", "o", "e", "n")
            SELECT (a.r)."x", (a.r)."d0", (a.r)."k1", (a.r)."t", (a.r)."o", (a.r)."e", (a.r)."n" FROM a
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
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
    k3 integer[];
    nk3 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    -- take this tview's pending keys (one statement: read, dedup, type; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 4 RETURNING q.k, q.ctid
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[3])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4))),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, k3, v_capture, v_big;
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
        v_hashes := ARRAY[hashtext(ARRAY[k1[1]::text, k2[1]::text, k3[1]::text]::text)];
    ELSIF v_keys BETWEEN 2 AND 64 THEN
        SELECT array_agg(DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text) ORDER BY hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text))
          INTO v_hashes
          FROM unnest(k1, k2, k3) AS u(c1, c2, c3);
    END IF;
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text, (e.e ->> 2)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."select", t."order", t."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."select", t."order", t."tview")::text) AS rn
            FROM "public"."tv_keywords" AS t WHERE true
        ), n AS (
            SELECT ROW(x."select", x."order", x."tview")::text AS img, count(*) AS cnt
            FROM "public"."v_keywords" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_keywords" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_keywords" AS r, ROW(x."select", x."order", x."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."select", x."order", x."tview")::text) AS rn
            FROM "public"."v_keywords" AS x WHERE true
        ), o AS (
            SELECT ROW(t."select", t."order", t."tview")::text AS img, count(*) AS cnt
            FROM "public"."tv_keywords" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_keywords" ("select", "order", "tview")
            SELECT (a.r)."select", (a.r)."order", (a.r)."tview" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 4, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text, u.c2::text, u.c3::text]::text) AS h
              FROM unnest(k1, k2, k3) AS u (c1, c2, c3)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."select", t."order", t."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."select", t."order", t."tview")::text) AS rn
            FROM "public"."tv_keywords" AS t WHERE t."select" = ANY(k1) AND t."order" = ANY(k2) AND t."tview" = ANY(k3) AND (t."select", t."order", t."tview") IN (SELECT * FROM unnest(k1, k2, k3))
        ), n AS (
            SELECT ROW(x."select", x."order", x."tview")::text AS img, count(*) AS cnt
            FROM "public"."v_keywords" AS x WHERE x."select" = ANY(k1) AND x."order" = ANY(k2) AND x."tview" = ANY(k3) AND (x."select", x."order", x."tview") IN (SELECT * FROM unnest(k1, k2, k3)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_keywords" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_keywords" AS x WHERE x."select" = ANY(k1) AND x."order" = ANY(k2) AND x."tview" = ANY(k3) AND (x."select", x."order", x."tview") IN (SELECT * FROM unnest(k1, k2, k3))
        ), n AS (
            SELECT (x.*)::"public"."v_keywords" AS r, ROW(x."select", x."order", x."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."select", x."order", x."tview")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."select", t."order", t."tview")::text AS img, count(*) AS cnt
            FROM "public"."tv_keywords" AS t WHERE t."select" = ANY(k1) AND t."order" = ANY(k2) AND t."tview" = ANY(k3) AND (t."select", t."order", t."tview") IN (SELECT * FROM unnest(k1, k2, k3)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_keywords" ("select", "order", "tview")
            SELECT (a.r)."select", (a.r)."order", (a.r)."tview" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL), array_agg((e ->> 2)::integer) FILTER (WHERE e ->> 2 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2, nk3;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 4, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text, (e.e ->> 2)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."select", t."order", t."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."select", t."order", t."tview")::text) AS rn
            FROM "public"."tv_keywords" AS t WHERE (t."select" IS NULL OR t."select" = ANY(nk1)) AND (t."order" IS NULL OR t."order" = ANY(nk2)) AND (t."tview" IS NULL OR t."tview" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."select" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."order" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."tview" IS NOT DISTINCT FROM (e ->> 2)::integer)
        ), n AS (
            SELECT ROW(x."select", x."order", x."tview")::text AS img, count(*) AS cnt
            FROM "public"."v_keywords" AS x WHERE (x."select" IS NULL OR x."select" = ANY(nk1)) AND (x."order" IS NULL OR x."order" = ANY(nk2)) AND (x."tview" IS NULL OR x."tview" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."select" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."order" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."tview" IS NOT DISTINCT FROM (e ->> 2)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_keywords" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_keywords" AS x WHERE (x."select" IS NULL OR x."select" = ANY(nk1)) AND (x."order" IS NULL OR x."order" = ANY(nk2)) AND (x."tview" IS NULL OR x."tview" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."select" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."order" IS NOT DISTINCT FROM (e ->> 1)::integer AND x."tview" IS NOT DISTINCT FROM (e ->> 2)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_keywords" AS r, ROW(x."select", x."order", x."tview")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."select", x."order", x."tview")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."select", t."order", t."tview")::text AS img, count(*) AS cnt
            FROM "public"."tv_keywords" AS t WHERE (t."select" IS NULL OR t."select" = ANY(nk1)) AND (t."order" IS NULL OR t."order" = ANY(nk2)) AND (t."tview" IS NULL OR t."tview" = ANY(nk3)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."select" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."order" IS NOT DISTINCT FROM (e ->> 1)::integer AND t."tview" IS NOT DISTINCT FROM (e ->> 2)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_keywords" ("select", "order", "tview")
            SELECT (a.r)."select", (a.r)."order", (a.r)."tview" FROM a
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
    -- take this tview's pending keys (one statement: read, dedup, type; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 5 RETURNING q.k, q.ctid
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5))),
           -- the queue is past the compaction threshold (see _on_commit)
           (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
      FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
      INTO v_full, v_nullkeys, k1, k2, v_capture, v_big;
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
            SELECT t.ctid AS tid, ROW(t."id", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."j")::text) AS rn
            FROM "public"."tv_unused_cte" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_unused_cte" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unused_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_unused_cte" AS r, ROW(x."id", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."j")::text) AS rn
            FROM "public"."v_unused_cte" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_unused_cte" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unused_cte" ("id", "j")
            SELECT (a.r)."id", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."id", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."j")::text) AS rn
            FROM "public"."tv_unused_cte" AS t WHERE t."id" = ANY(k1) AND t."j" = ANY(k2) AND (t."id", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."id", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_unused_cte" AS x WHERE x."id" = ANY(k1) AND x."j" = ANY(k2) AND (x."id", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unused_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_unused_cte" AS x WHERE x."id" = ANY(k1) AND x."j" = ANY(k2) AND (x."id", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_unused_cte" AS r, ROW(x."id", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_unused_cte" AS t WHERE t."id" = ANY(k1) AND t."j" = ANY(k2) AND (t."id", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unused_cte" ("id", "j")
            SELECT (a.r)."id", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."id", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."j")::text) AS rn
            FROM "public"."tv_unused_cte" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."id", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_unused_cte" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_unused_cte" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_unused_cte" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_unused_cte" AS r, ROW(x."id", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_unused_cte" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_unused_cte" ("id", "j")
            SELECT (a.r)."id", (a.r)."j" FROM a
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

-- function tview.flush()
CREATE OR REPLACE FUNCTION tview.flush()
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
 SET jit TO 'off'
AS $function$
#variable_conflict use_variable
DECLARE
    v_n integer := 0;  -- (flush()'s result: the passes that found work)
    v_set text;
    v_tag text;
    v_q oid;
    v_next integer;  -- (the position of the tview to flush next in v_ranked)
    v_ranked CONSTANT integer[] := '{1,2,3,4,5}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..5 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                v_n := v_i - 1;
                EXIT converge;
            END IF;
            IF v_next <= 2 THEN
                IF v_next <= 1 THEN
                    -- tview 1
                    v_set := set_config((v_tag || 'p_1'), '', true);
                    v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
                ELSE
                    -- tview 2
                    v_set := set_config((v_tag || 'p_2'), '', true);
                    v_set := "tview"."f_2"(NULL)::text;  -- (an assignment: no query)
                END IF;
            ELSE
                IF v_next <= 3 THEN
                    -- tview 3
                    v_set := set_config((v_tag || 'p_3'), '', true);
                    v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                ELSE
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 5
                        v_set := set_config((v_tag || 'p_5'), '', true);
                        v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
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
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.a>_","tview.g2_<oid:public.a>_","tview.g3_<oid:public.a>_","tview.g4_<oid:public.a>_","tview.g5_<oid:public.a>_"}';
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
        INSERT INTO pg_temp.tview_queue VALUES (1, NULL);
        -- work for tview 1 (see flush), in the queue
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
        EXIT t_1;
    END t_1;

            ELSE

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
        IF current_setting('tview.ku2_<oid:public.a>', true) = '1'
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
        IF current_setting((v_tag || 'ku_2'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_2_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."id"::text, d."?column?"::text, d."coalesce"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id", "a"."j" + 1 AS "?column?", COALESCE("a"."i", 0) AS "coalesce" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "id", "a"."j" + 1 AS "?column?", COALESCE("a"."i", 0) AS "coalesce" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."id"::text, d."?column?"::text, d."coalesce"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id", "a"."j" + 1 AS "?column?", COALESCE("a"."i", 0) AS "coalesce" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        END IF;
        EXIT t_2;
    END t_2;

            END IF;
        ELSE
            IF v_b <= 3 THEN

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
        IF current_setting('tview.ku3_<oid:public.a>', true) = '1'
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
        IF current_setting((v_tag || 'ku_3'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_3_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 3, ARRAY[d."x"::text, d."d0"::text, d."k1"::text, d."t"::text, d."o"::text, d."e"::text, d."n"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "x", "a"."j" AS "d0", "a"."i" AS "k1", "a"."j" AS "t", "a"."i" AS "o", "a"."j" AS "e", "a"."i" AS "n" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "x", "a"."j" AS "d0", "a"."i" AS "k1", "a"."j" AS "t", "a"."i" AS "o", "a"."j" AS "e", "a"."i" AS "n" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 3 (see flush)
                v_set := set_config((v_tag || 'p_3'), '1', true)
                         || set_config((v_tag || 'q_3'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 3, ARRAY[d."x"::text, d."d0"::text, d."k1"::text, d."t"::text, d."o"::text, d."e"::text, d."n"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "x", "a"."j" AS "d0", "a"."i" AS "k1", "a"."j" AS "t", "a"."i" AS "o", "a"."j" AS "e", "a"."i" AS "n" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 3 (see flush)
                v_set := set_config((v_tag || 'p_3'), '1', true)
                         || set_config((v_tag || 'q_3'), '1', true);
            END IF;
        END IF;
        EXIT t_3;
    END t_3;

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
        IF current_setting('tview.ku4_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_4'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_4_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_4'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (4, ARRAY[current_setting((v_tag || 'k_4'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_4'), '1', true)
                     || set_config((v_tag || 'k_4'), '', true)
                     || set_config((v_tag || 'p_4'), '1', true)
                     || set_config((v_tag || 'q_4'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_4'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_4_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 4, ARRAY[d."select"::text, d."order"::text, d."tview"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "select", "a"."j" AS "order", "a"."i" AS "tview" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "select", "a"."j" AS "order", "a"."i" AS "tview" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 4 (see flush)
                v_set := set_config((v_tag || 'p_4'), '1', true)
                         || set_config((v_tag || 'q_4'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 4, ARRAY[d."select"::text, d."order"::text, d."tview"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "select", "a"."j" AS "order", "a"."i" AS "tview" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 4 (see flush)
                v_set := set_config((v_tag || 'p_4'), '1', true)
                         || set_config((v_tag || 'q_4'), '1', true);
            END IF;
        END IF;
        EXIT t_4;
    END t_4;

                ELSE

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
        IF current_setting('tview.ku5_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_5'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_5_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_5'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (5, ARRAY[current_setting((v_tag || 'k_5'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_5'), '1', true)
                     || set_config((v_tag || 'k_5'), '', true)
                     || set_config((v_tag || 'p_5'), '1', true)
                     || set_config((v_tag || 'q_5'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_5'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_5_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 5, ARRAY[d."id"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."id" AS "id", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 5 (see flush)
                v_set := set_config((v_tag || 'p_5'), '1', true)
                         || set_config((v_tag || 'q_5'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 5, ARRAY[d."id"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."id" AS "id", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 5 (see flush)
                v_set := set_config((v_tag || 'p_5'), '1', true)
                         || set_config((v_tag || 'q_5'), '1', true);
            END IF;
        END IF;
        EXIT t_5;
    END t_5;

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

-- trigger tview_1_added on a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_added();

-- trigger tview_1_changed on a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_changed();

-- trigger tview_1_del on a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_del();

-- trigger tview_1_gate on a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_gate();

-- trigger tview_1_ins on a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_ins();

-- trigger tview_1_replica on a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_unnamed_aggregates'::regclass IS NOT NULL) AND ('v_unnamed_aggregates'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_trunc();

-- trigger tview_2_added on a
CREATE TRIGGER tview_2_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_added();

-- trigger tview_2_changed on a
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_changed();

-- trigger tview_2_del on a
CREATE TRIGGER tview_2_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_del();

-- trigger tview_2_gate on a
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_gate();

-- trigger tview_2_ins on a
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_ins();

-- trigger tview_2_key on a
CREATE TRIGGER tview_2_key AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL) AND (set_config('tview.ku2_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_key();

-- trigger tview_2_replica on a
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on a
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_unnamed_expression'::regclass IS NOT NULL) AND ('v_unnamed_expression'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_trunc();

-- trigger tview_3_added on a
CREATE TRIGGER tview_3_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_added();

-- trigger tview_3_changed on a
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_changed();

-- trigger tview_3_del on a
CREATE TRIGGER tview_3_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_del();

-- trigger tview_3_gate on a
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_gate();

-- trigger tview_3_ins on a
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_ins();

-- trigger tview_3_key on a
CREATE TRIGGER tview_3_key AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL) AND (set_config('tview.ku3_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_key();

-- trigger tview_3_replica on a
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on a
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_generated_aliases'::regclass IS NOT NULL) AND ('v_generated_aliases'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_trunc();

-- trigger tview_4_added on a
CREATE TRIGGER tview_4_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_added();

-- trigger tview_4_changed on a
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, id, j ON public.a FOR EACH ROW WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.id, old.j), ROW(new.i, new.id, new.j)) AND (set_config('tview.c4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_changed();

-- trigger tview_4_del on a
CREATE TRIGGER tview_4_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_del();

-- trigger tview_4_gate on a
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_gate();

-- trigger tview_4_ins on a
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_ins();

-- trigger tview_4_key on a
CREATE TRIGGER tview_4_key AFTER UPDATE OF i, id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL) AND (set_config('tview.ku4_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_key();

-- trigger tview_4_replica on a
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on a
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_keywords'::regclass IS NOT NULL) AND ('v_keywords'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_trunc();

-- trigger tview_5_added on a
CREATE TRIGGER tview_5_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_added();

-- trigger tview_5_changed on a
CREATE TRIGGER tview_5_changed AFTER UPDATE OF id, j ON public.a FOR EACH ROW WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.id, old.j), ROW(new.id, new.j)) AND (set_config('tview.c5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_changed();

-- trigger tview_5_del on a
CREATE TRIGGER tview_5_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_del();

-- trigger tview_5_gate on a
CREATE TRIGGER tview_5_gate AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_gate();

-- trigger tview_5_ins on a
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_ins();

-- trigger tview_5_key on a
CREATE TRIGGER tview_5_key AFTER UPDATE OF id, j ON public.a FOR EACH STATEMENT WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL) AND (set_config('tview.ku5_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_key();

-- trigger tview_5_replica on a
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on a
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_unused_cte'::regclass IS NOT NULL) AND ('v_unused_cte'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_trunc();

-- trigger tview_upd on a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.a>();

-- table public.tv_generated_aliases
TABLE public.tv_generated_aliases (
    x integer,
    d0 integer,
    k1 integer,
    t integer,
    o integer,
    e integer,
    n integer
) WITH (fillfactor=50);

CREATE INDEX tv_generated_aliases_tview_key ON public.tv_generated_aliases USING btree (x, d0, k1, t, o, e, n);

-- table public.tv_keywords
TABLE public.tv_keywords (
    select integer,
    order integer,
    tview integer
) WITH (fillfactor=50);

CREATE INDEX tv_keywords_tview_key ON public.tv_keywords USING btree ("select", "order", tview);

-- table public.tv_unnamed_aggregates
TABLE public.tv_unnamed_aggregates (
    i integer,
    sum bigint,
    count bigint,
    avg numeric
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_unnamed_aggregates_tview_key ON public.tv_unnamed_aggregates USING btree (i, sum, count, avg) NULLS NOT DISTINCT;

-- table public.tv_unnamed_expression
TABLE public.tv_unnamed_expression (
    id integer,
    ?column? integer,
    coalesce integer
) WITH (fillfactor=50);

CREATE INDEX tv_unnamed_expression_tview_key ON public.tv_unnamed_expression USING btree (id, "?column?", "coalesce");

-- table public.tv_unused_cte
TABLE public.tv_unused_cte (
    id integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_unused_cte_tview_key ON public.tv_unused_cte USING btree (id, j);
