-- model tv_so_union (key '*', rank 1)
--   SELECT a.i, a.j FROM a UNION SELECT b.i, b.k FROM b
-- model tv_so_union_all (key '*', rank 1)
--   SELECT a.i, a.j FROM a UNION ALL SELECT b.i, b.k FROM b
-- model tv_so_intersect (key '*', rank 1)
--   SELECT a.i, a.j FROM a INTERSECT SELECT b.i, b.k FROM b
-- model tv_so_intersect_all (key '*', rank 1)
--   SELECT a.i, a.j FROM a INTERSECT ALL SELECT b.i, b.k FROM b
-- model tv_so_except (key '*', rank 1)
--   SELECT a.i, a.j FROM a EXCEPT SELECT b.i, b.k FROM b
-- model tv_so_except_all (key '*', rank 1)
--   SELECT a.i, a.j FROM a EXCEPT ALL SELECT b.i, b.k FROM b
-- model tv_so_union_join (key '*', rank 1)
--   SELECT a.i, b.k FROM a JOIN b ON b.i = a.i UNION SELECT c.k, c.l FROM c

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
    v_ranked CONSTANT integer[] := '{1,2,3,4,5,6,7}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..7 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                EXIT converge;
            END IF;
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
                IF v_next <= 5 THEN
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 5
                        v_set := set_config((v_tag || 'p_5'), '', true);
                        v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
                    END IF;
                ELSE
                    IF v_next <= 6 THEN
                        -- tview 6
                        v_set := set_config((v_tag || 'p_6'), '', true);
                        v_set := "tview"."f_6"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 7
                        v_set := set_config((v_tag || 'p_7'), '', true);
                        v_set := "tview"."f_7"(NULL)::text;  -- (an assignment: no query)
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_old AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
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

-- function tview.d_1_<oid:public.a>_key()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.a>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (1, ARRAY[current_setting((v_tag || 'k_1'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_1'), '1', true)
             || set_config((v_tag || 'k_1'), '', true)
             || set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_old AS "b"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
    IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
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

-- function tview.d_1_<oid:public.b>_key()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.b>_key()
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
    IF COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        VALUES (1, ARRAY[current_setting((v_tag || 'k_1'))]);
    END IF;
    v_set := set_config((v_tag || 'ku_1'), '1', true)
             || set_config((v_tag || 'k_1'), '', true)
             || set_config((v_tag || 'p_1'), '1', true)
             || set_config((v_tag || 'q_1'), '1', true);
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_old AS "a"
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
    SELECT 2, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_old AS "b"
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
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 2, ARRAY[d."i"::text, d."j"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
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

-- function tview.d_2_<oid:public.b>_key()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:public.b>_key()
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
    IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 7, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_old AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
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
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 7, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_new AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
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
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
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
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
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
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
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

-- function tview.d_7_<oid:public.c>_added()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i7_<oid:public.c>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.c>_changed()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c7_<oid:public.c>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.c>_del()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_del()
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
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "c"."k" AS "i", "c"."l" AS "k" FROM tview_old AS "c"
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

-- function tview.d_7_<oid:public.c>_gate()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g7_<oid:public.c>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.c>_ins()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_ins()
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
    SELECT 7, ARRAY[d."i"::text, d."k"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "c"."k" AS "i", "c"."l" AS "k" FROM tview_new AS "c"
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

-- function tview.d_7_<oid:public.c>_key()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_key()
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

-- function tview.d_7_<oid:public.c>_trunc()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.c>_trunc()
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
    k2 integer[];
    nk2 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    -- take this tview's pending keys (one statement: read, dedup, type; the
    -- keys to capture only while a Spark backfill runs)
    v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
    WITH taken AS (
        DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 1 RETURNING q.k, q.ctid
    )
    SELECT bool_or(d.k IS NULL),
           jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
           array_agg((d.k[1])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
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
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_union" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_union" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_union" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 1, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_union" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
           jsonb_agg(to_jsonb(d.k))
             FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2))),
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union_all" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_all" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_union_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_union_all" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_all" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_union_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_union_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_union_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
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
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_intersect" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_intersect" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_intersect" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_intersect" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 3, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_intersect" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_intersect" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
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
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text, (e.e ->> 1)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect_all" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect_all" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_intersect_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_intersect_all" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect_all" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_intersect_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_intersect_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL), array_agg((e ->> 1)::integer) FILTER (WHERE e ->> 1 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1, nk2;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 4, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text, (e.e ->> 1)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_intersect_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_intersect_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_intersect_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_intersect_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_intersect_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_intersect_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_intersect_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_except" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_except" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_except" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_except" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_except" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_except" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except_all" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except_all" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_except_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM "public"."v_so_except_all" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except_all" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_except_all" AS x WHERE x."i" = ANY(k1) AND x."j" = ANY(k2) AND (x."i", x."j") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_except_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except_all" AS t WHERE t."i" = ANY(k1) AND t."j" = ANY(k2) AND (t."i", t."j") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."j")::text) AS rn
            FROM "public"."tv_so_except_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."j")::text AS img, count(*) AS cnt
            FROM "public"."v_so_except_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_except_all" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_except_all" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."j" IS NULL OR x."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."j" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_except_all" AS r, ROW(x."i", x."j")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."j")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."j")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_except_all" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."j" IS NULL OR t."j" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."j" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_except_all" ("i", "j")
            SELECT (a.r)."i", (a.r)."j" FROM a
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
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."a", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.a> AND NOT j.old
        )
        SELECT 7, ARRAY[d."i"::text, d."k"::text]
        FROM (
            SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_old AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_new AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.b> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."b", j.row) AS r
            WHERE j.tview = 7 AND j.rel = <oid:public.b> AND NOT j.old
        )
        SELECT 7, ARRAY[d."i"::text, d."k"::text]
        FROM (
            SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                        UNION ALL
                        SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
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
            SELECT t.ctid AS tid, ROW(t."i", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."k")::text) AS rn
            FROM "public"."tv_so_union_join" AS t WHERE true
        ), n AS (
            SELECT ROW(x."i", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_join" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_so_union_join" AS r, ROW(x."i", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."k")::text) AS rn
            FROM "public"."v_so_union_join" AS x WHERE true
        ), o AS (
            SELECT ROW(t."i", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_join" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_join" ("i", "k")
            SELECT (a.r)."i", (a.r)."k" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."k")::text) AS rn
            FROM "public"."tv_so_union_join" AS t WHERE t."i" = ANY(k1) AND t."k" = ANY(k2) AND (t."i", t."k") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."i", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_join" AS x WHERE x."i" = ANY(k1) AND x."k" = ANY(k2) AND (x."i", x."k") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union_join" AS x WHERE x."i" = ANY(k1) AND x."k" = ANY(k2) AND (x."i", x."k") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_so_union_join" AS r, ROW(x."i", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."k")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_join" AS t WHERE t."i" = ANY(k1) AND t."k" = ANY(k2) AND (t."i", t."k") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_join" ("i", "k")
            SELECT (a.r)."i", (a.r)."k" FROM a
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
            SELECT t.ctid AS tid, ROW(t."i", t."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."i", t."k")::text) AS rn
            FROM "public"."tv_so_union_join" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."k" IS NULL OR t."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."k" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."i", x."k")::text AS img, count(*) AS cnt
            FROM "public"."v_so_union_join" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."k" IS NULL OR x."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."k" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_so_union_join" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_so_union_join" AS x WHERE (x."i" IS NULL OR x."i" = ANY(nk1)) AND (x."k" IS NULL OR x."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."k" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_so_union_join" AS r, ROW(x."i", x."k")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."i", x."k")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."i", t."k")::text AS img, count(*) AS cnt
            FROM "public"."tv_so_union_join" AS t WHERE (t."i" IS NULL OR t."i" = ANY(nk1)) AND (t."k" IS NULL OR t."k" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."i" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."k" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_so_union_join" ("i", "k")
            SELECT (a.r)."i", (a.r)."k" FROM a
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
    v_ranked CONSTANT integer[] := '{1,2,3,4,5,6,7}';  -- (every tview, in rank order)
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
            FOR v_j IN 1..7 LOOP
                IF current_setting(v_tag || 'p_' || v_ranked[v_j], true) = '1' THEN
                    v_next := v_j;
                    EXIT;
                END IF;
            END LOOP;
            IF v_next = 0 THEN
                v_n := v_i - 1;
                EXIT converge;
            END IF;
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
                IF v_next <= 5 THEN
                    IF v_next <= 4 THEN
                        -- tview 4
                        v_set := set_config((v_tag || 'p_4'), '', true);
                        v_set := "tview"."f_4"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 5
                        v_set := set_config((v_tag || 'p_5'), '', true);
                        v_set := "tview"."f_5"(NULL)::text;  -- (an assignment: no query)
                    END IF;
                ELSE
                    IF v_next <= 6 THEN
                        -- tview 6
                        v_set := set_config((v_tag || 'p_6'), '', true);
                        v_set := "tview"."f_6"(NULL)::text;  -- (an assignment: no query)
                    ELSE
                        -- tview 7
                        v_set := set_config((v_tag || 'p_7'), '', true);
                        v_set := "tview"."f_7"(NULL)::text;  -- (an assignment: no query)
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
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.a>_","tview.g2_<oid:public.a>_","tview.g3_<oid:public.a>_","tview.g4_<oid:public.a>_","tview.g5_<oid:public.a>_","tview.g6_<oid:public.a>_","tview.g7_<oid:public.a>_"}';
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
    FOR v_b IN 1..7 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
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
        IF current_setting('tview.ku1_<oid:public.a>', true) = '1'
           AND current_setting((v_tag || 'ku_1'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_1_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (1, ARRAY[current_setting((v_tag || 'k_1'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_1'), '1', true)
                     || set_config((v_tag || 'k_1'), '', true)
                     || set_config((v_tag || 'p_1'), '1', true)
                     || set_config((v_tag || 'q_1'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_1'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_1_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        END IF;
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
            SELECT 2, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_old AS "a"
                        UNION ALL
                        SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "a"."i" AS "i", "a"."j" AS "j" FROM tview_new AS "a"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        END IF;
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
        INSERT INTO pg_temp.tview_queue VALUES (3, NULL);
        -- work for tview 3 (see flush), in the queue
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
        EXIT t_3;
    END t_3;

                END IF;
            END IF;
        ELSE
            IF v_b <= 5 THEN
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
        INSERT INTO pg_temp.tview_queue VALUES (4, NULL);
        -- work for tview 4 (see flush), in the queue
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
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
        INSERT INTO pg_temp.tview_queue VALUES (5, NULL);
        -- work for tview 5 (see flush), in the queue
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
        EXIT t_5;
    END t_5;

                END IF;
            ELSE
                IF v_b <= 6 THEN

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
        INSERT INTO pg_temp.tview_queue VALUES (6, NULL);
        -- work for tview 6 (see flush), in the queue
        v_set := set_config((v_tag || 'p_6'), '1', true)
                 || set_config((v_tag || 'q_6'), '1', true);
        EXIT t_6;
    END t_6;

                ELSE

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
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_7'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_7'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 7), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 7, <oid:public.a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 7, <oid:public.a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 7, ARRAY[d."i"::text, d."k"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_old AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM tview_new AS "a" JOIN (SELECT "id", "i", "k" FROM "public"."b" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."b"), l.row) AS r WHERE l.rel = <oid:public.b> AND l.stmt = STATEMENT_TIMESTAMP()) AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 7 (see flush), in the queue
        v_set := set_config((v_tag || 'p_7'), '1', true)
                 || set_config((v_tag || 'q_7'), '1', true);
        EXIT t_7;
    END t_7;

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
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.b>_","tview.g2_<oid:public.b>_","tview.g3_<oid:public.b>_","tview.g4_<oid:public.b>_","tview.g5_<oid:public.b>_","tview.g6_<oid:public.b>_","tview.g7_<oid:public.b>_"}';
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
    FOR v_b IN 1..7 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
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
        IF current_setting('tview.ku1_<oid:public.b>', true) = '1'
           AND current_setting((v_tag || 'ku_1'), true) IS DISTINCT FROM '1' THEN
            -- a statement named a key column, and tview_1_key did not fire
            IF COALESCE(current_setting((v_tag || 'k_1'), true), '') <> '' THEN
                INSERT INTO pg_temp.tview_queue (tview, k)
                VALUES (1, ARRAY[current_setting((v_tag || 'k_1'))]);
            END IF;
            v_set := set_config((v_tag || 'ku_1'), '1', true)
                     || set_config((v_tag || 'k_1'), '', true)
                     || set_config((v_tag || 'p_1'), '1', true)
                     || set_config((v_tag || 'q_1'), '1', true);
        END IF;
        IF current_setting((v_tag || 'ku_1'), true) = '1' THEN
            -- a statement of this transaction named a key column (tview_1_key): it may
            -- have moved rows to other keys, which the old rows tell
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_old AS "b"
                        UNION ALL
                        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 1, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 1 (see flush)
                v_set := set_config((v_tag || 'p_1'), '1', true)
                         || set_config((v_tag || 'q_1'), '1', true);
            END IF;
        END IF;
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
        IF current_setting('tview.ku2_<oid:public.b>', true) = '1'
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
            SELECT 2, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_old AS "b"
                        UNION ALL
                        SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."i"::text, d."j"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "b"."i" AS "i", "b"."k" AS "j" FROM tview_new AS "b"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 2 (see flush)
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true);
            END IF;
        END IF;
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
        INSERT INTO pg_temp.tview_queue VALUES (3, NULL);
        -- work for tview 3 (see flush), in the queue
        v_set := set_config((v_tag || 'p_3'), '1', true)
                 || set_config((v_tag || 'q_3'), '1', true);
        EXIT t_3;
    END t_3;

                END IF;
            END IF;
        ELSE
            IF v_b <= 5 THEN
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
        INSERT INTO pg_temp.tview_queue VALUES (4, NULL);
        -- work for tview 4 (see flush), in the queue
        v_set := set_config((v_tag || 'p_4'), '1', true)
                 || set_config((v_tag || 'q_4'), '1', true);
        EXIT t_4;
    END t_4;

                ELSE

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
        INSERT INTO pg_temp.tview_queue VALUES (5, NULL);
        -- work for tview 5 (see flush), in the queue
        v_set := set_config((v_tag || 'p_5'), '1', true)
                 || set_config((v_tag || 'q_5'), '1', true);
        EXIT t_5;
    END t_5;

                END IF;
            ELSE
                IF v_b <= 6 THEN

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

                ELSE

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
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.b>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
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
        SELECT 7, ARRAY[d."i"::text, d."k"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "b" ON "b"."i" = "a"."i") AS "__d"
                    UNION ALL
                    SELECT "__d"."i", "__d"."k" FROM (SELECT "a"."i" AS "i", "b"."k" AS "k" FROM (SELECT "id", "i", "j" FROM "public"."a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."a"), l.row) AS r WHERE l.rel = <oid:public.a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "b" ON "b"."i" = "a"."i") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 7 (see flush), in the queue
        v_set := set_config((v_tag || 'p_7'), '1', true)
                 || set_config((v_tag || 'q_7'), '1', true);
        EXIT t_7;
    END t_7;

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

-- function tview.u_<oid:public.c>()
CREATE OR REPLACE FUNCTION tview.u_<oid:public.c>()
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
    v_gates CONSTANT text[] := '{"tview.g7_<oid:public.c>_"}';
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

    -- tview 7: its UPDATE function's work (leaving the block where it returns)
    <<t_7>>
    DECLARE
    BEGIN
        -- the gate (tview_7_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g7_<oid:public.c>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_7;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g7_<oid:public.c>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku7_<oid:public.c>', true) = '1'
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
            SELECT 7, ARRAY[d."i"::text, d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."k" AS "i", "c"."l" AS "k" FROM tview_old AS "c"
                        UNION ALL
                        SELECT "c"."k" AS "i", "c"."l" AS "k" FROM tview_new AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
            END IF;
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 7, ARRAY[d."i"::text, d."k"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."k" AS "i", "c"."l" AS "k" FROM tview_new AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued: work for tview 7 (see flush)
                v_set := set_config((v_tag || 'p_7'), '1', true)
                         || set_config((v_tag || 'q_7'), '1', true);
            END IF;
        END IF;
        EXIT t_7;
    END t_7;

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
CREATE TRIGGER tview_1_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_added();

-- trigger tview_1_changed on a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c1_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_changed();

-- trigger tview_1_del on a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_del();

-- trigger tview_1_gate on a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_gate();

-- trigger tview_1_ins on a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_ins();

-- trigger tview_1_key on a
CREATE TRIGGER tview_1_key AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (set_config('tview.ku1_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_key();

-- trigger tview_1_replica on a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.a>_trunc();

-- trigger tview_2_added on a
CREATE TRIGGER tview_2_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_added();

-- trigger tview_2_changed on a
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c2_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_changed();

-- trigger tview_2_del on a
CREATE TRIGGER tview_2_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_del();

-- trigger tview_2_gate on a
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_gate();

-- trigger tview_2_ins on a
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_ins();

-- trigger tview_2_key on a
CREATE TRIGGER tview_2_key AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (set_config('tview.ku2_<oid:public.a>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_key();

-- trigger tview_2_replica on a
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on a
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.a>_trunc();

-- trigger tview_3_added on a
CREATE TRIGGER tview_3_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_added();

-- trigger tview_3_changed on a
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c3_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_changed();

-- trigger tview_3_del on a
CREATE TRIGGER tview_3_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_del();

-- trigger tview_3_gate on a
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_gate();

-- trigger tview_3_ins on a
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_ins();

-- trigger tview_3_replica on a
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on a
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.a>_trunc();

-- trigger tview_4_added on a
CREATE TRIGGER tview_4_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_added();

-- trigger tview_4_changed on a
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c4_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_changed();

-- trigger tview_4_del on a
CREATE TRIGGER tview_4_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_del();

-- trigger tview_4_gate on a
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_gate();

-- trigger tview_4_ins on a
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_ins();

-- trigger tview_4_replica on a
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on a
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.a>_trunc();

-- trigger tview_5_added on a
CREATE TRIGGER tview_5_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_added();

-- trigger tview_5_changed on a
CREATE TRIGGER tview_5_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c5_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_changed();

-- trigger tview_5_del on a
CREATE TRIGGER tview_5_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_del();

-- trigger tview_5_gate on a
CREATE TRIGGER tview_5_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_gate();

-- trigger tview_5_ins on a
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_ins();

-- trigger tview_5_replica on a
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on a
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.a>_trunc();

-- trigger tview_6_added on a
CREATE TRIGGER tview_6_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_added();

-- trigger tview_6_changed on a
CREATE TRIGGER tview_6_changed AFTER UPDATE OF i, j ON public.a FOR EACH ROW WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c6_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.j), ROW(new.i, new.j)) AND (set_config('tview.c6_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_changed();

-- trigger tview_6_del on a
CREATE TRIGGER tview_6_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_del();

-- trigger tview_6_gate on a
CREATE TRIGGER tview_6_gate AFTER UPDATE OF i, j ON public.a FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (current_setting('tview.c6_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g6_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_gate();

-- trigger tview_6_ins on a
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_ins();

-- trigger tview_6_replica on a
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on a
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.a>_trunc();

-- trigger tview_7_added on a
CREATE TRIGGER tview_7_added AFTER INSERT ON public.a FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_added();

-- trigger tview_7_changed on a
CREATE TRIGGER tview_7_changed AFTER UPDATE OF i ON public.a FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i), ROW(new.i)) AND (set_config('tview.c7_<oid:public.a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_changed();

-- trigger tview_7_del on a
CREATE TRIGGER tview_7_del AFTER DELETE ON public.a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_del();

-- trigger tview_7_gate on a
CREATE TRIGGER tview_7_gate AFTER UPDATE OF i ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.a>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_gate();

-- trigger tview_7_ins on a
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_ins();

-- trigger tview_7_replica on a
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on a
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.a FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.a>_trunc();

-- trigger tview_upd on a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.a>();

-- trigger tview_1_added on b
CREATE TRIGGER tview_1_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_added();

-- trigger tview_1_changed on b
CREATE TRIGGER tview_1_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c1_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_changed();

-- trigger tview_1_del on b
CREATE TRIGGER tview_1_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_del();

-- trigger tview_1_gate on b
CREATE TRIGGER tview_1_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_gate();

-- trigger tview_1_ins on b
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_ins();

-- trigger tview_1_key on b
CREATE TRIGGER tview_1_key AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL) AND (set_config('tview.ku1_<oid:public.b>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_key();

-- trigger tview_1_replica on b
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on b
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union'::regclass IS NOT NULL) AND ('v_so_union'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.b>_trunc();

-- trigger tview_2_added on b
CREATE TRIGGER tview_2_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_added();

-- trigger tview_2_changed on b
CREATE TRIGGER tview_2_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c2_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_changed();

-- trigger tview_2_del on b
CREATE TRIGGER tview_2_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_del();

-- trigger tview_2_gate on b
CREATE TRIGGER tview_2_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_gate();

-- trigger tview_2_ins on b
CREATE TRIGGER tview_2_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_ins();

-- trigger tview_2_key on b
CREATE TRIGGER tview_2_key AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL) AND (set_config('tview.ku2_<oid:public.b>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_key();

-- trigger tview_2_replica on b
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on b
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union_all'::regclass IS NOT NULL) AND ('v_so_union_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:public.b>_trunc();

-- trigger tview_3_added on b
CREATE TRIGGER tview_3_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_added();

-- trigger tview_3_changed on b
CREATE TRIGGER tview_3_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c3_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c3_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_changed();

-- trigger tview_3_del on b
CREATE TRIGGER tview_3_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_del();

-- trigger tview_3_gate on b
CREATE TRIGGER tview_3_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (current_setting('tview.c3_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g3_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_gate();

-- trigger tview_3_ins on b
CREATE TRIGGER tview_3_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_ins();

-- trigger tview_3_replica on b
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on b
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_intersect'::regclass IS NOT NULL) AND ('v_so_intersect'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:public.b>_trunc();

-- trigger tview_4_added on b
CREATE TRIGGER tview_4_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_added();

-- trigger tview_4_changed on b
CREATE TRIGGER tview_4_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c4_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c4_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_changed();

-- trigger tview_4_del on b
CREATE TRIGGER tview_4_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_del();

-- trigger tview_4_gate on b
CREATE TRIGGER tview_4_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (current_setting('tview.c4_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g4_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_gate();

-- trigger tview_4_ins on b
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_ins();

-- trigger tview_4_replica on b
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on b
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_intersect_all'::regclass IS NOT NULL) AND ('v_so_intersect_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.b>_trunc();

-- trigger tview_5_added on b
CREATE TRIGGER tview_5_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_added();

-- trigger tview_5_changed on b
CREATE TRIGGER tview_5_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c5_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c5_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_changed();

-- trigger tview_5_del on b
CREATE TRIGGER tview_5_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_del();

-- trigger tview_5_gate on b
CREATE TRIGGER tview_5_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (current_setting('tview.c5_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g5_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_gate();

-- trigger tview_5_ins on b
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_ins();

-- trigger tview_5_replica on b
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on b
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_except'::regclass IS NOT NULL) AND ('v_so_except'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.b>_trunc();

-- trigger tview_6_added on b
CREATE TRIGGER tview_6_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_added();

-- trigger tview_6_changed on b
CREATE TRIGGER tview_6_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c6_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c6_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_changed();

-- trigger tview_6_del on b
CREATE TRIGGER tview_6_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_del();

-- trigger tview_6_gate on b
CREATE TRIGGER tview_6_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (current_setting('tview.c6_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g6_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_gate();

-- trigger tview_6_ins on b
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_ins();

-- trigger tview_6_replica on b
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on b
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_except_all'::regclass IS NOT NULL) AND ('v_so_except_all'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.b>_trunc();

-- trigger tview_7_added on b
CREATE TRIGGER tview_7_added AFTER INSERT ON public.b FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_added();

-- trigger tview_7_changed on b
CREATE TRIGGER tview_7_changed AFTER UPDATE OF i, k ON public.b FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.b>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.i, old.k), ROW(new.i, new.k)) AND (set_config('tview.c7_<oid:public.b>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_changed();

-- trigger tview_7_del on b
CREATE TRIGGER tview_7_del AFTER DELETE ON public.b REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_del();

-- trigger tview_7_gate on b
CREATE TRIGGER tview_7_gate AFTER UPDATE OF i, k ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.b>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.b>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.b>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('b'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_gate();

-- trigger tview_7_ins on b
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.b REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.b>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_ins();

-- trigger tview_7_replica on b
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.b FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on b
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.b FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.b>_trunc();

-- trigger tview_upd on b
CREATE TRIGGER tview_upd AFTER UPDATE ON public.b REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.b>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.b>();

-- trigger tview_7_added on c
CREATE TRIGGER tview_7_added AFTER INSERT ON public.c FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.c>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.c>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_added();

-- trigger tview_7_changed on c
CREATE TRIGGER tview_7_changed AFTER UPDATE OF k, l ON public.c FOR EACH ROW WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c7_<oid:public.c>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.k, old.l), ROW(new.k, new.l)) AND (set_config('tview.c7_<oid:public.c>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_changed();

-- trigger tview_7_del on c
CREATE TRIGGER tview_7_del AFTER DELETE ON public.c REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_del();

-- trigger tview_7_gate on c
CREATE TRIGGER tview_7_gate AFTER UPDATE OF k, l ON public.c FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.c7_<oid:public.c>'::text, true) = '1'::text) AND (set_config(concat('tview.g7_<oid:public.c>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.c>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('c'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_gate();

-- trigger tview_7_ins on c
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.c REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.c>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_ins();

-- trigger tview_7_key on c
CREATE TRIGGER tview_7_key AFTER UPDATE OF k, l ON public.c FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL) AND (set_config('tview.ku7_<oid:public.c>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_key();

-- trigger tview_7_replica on c
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.c FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on c
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.c FOR EACH STATEMENT WHEN ((('tv_so_union_join'::regclass IS NOT NULL) AND ('v_so_union_join'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.c>_trunc();

-- trigger tview_upd on c
CREATE TRIGGER tview_upd AFTER UPDATE ON public.c REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.c>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.c>();

-- table public.tv_so_except
TABLE public.tv_so_except (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_except_tview_key ON public.tv_so_except USING btree (i, j);

-- table public.tv_so_except_all
TABLE public.tv_so_except_all (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_except_all_tview_key ON public.tv_so_except_all USING btree (i, j);

-- table public.tv_so_intersect
TABLE public.tv_so_intersect (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_intersect_tview_key ON public.tv_so_intersect USING btree (i, j);

-- table public.tv_so_intersect_all
TABLE public.tv_so_intersect_all (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_intersect_all_tview_key ON public.tv_so_intersect_all USING btree (i, j);

-- table public.tv_so_union
TABLE public.tv_so_union (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_union_tview_key ON public.tv_so_union USING btree (i, j);

-- table public.tv_so_union_all
TABLE public.tv_so_union_all (
    i integer,
    j integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_union_all_tview_key ON public.tv_so_union_all USING btree (i, j);

-- table public.tv_so_union_join
TABLE public.tv_so_union_join (
    i integer,
    k integer
) WITH (fillfactor=50);

CREATE INDEX tv_so_union_join_tview_key ON public.tv_so_union_join USING btree (i, k);
