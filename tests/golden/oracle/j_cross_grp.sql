-- model tv_j_cross_grp (key ['id', 'c_id'], rank 1)
--   SELECT a.id, c.id AS c_id FROM tb_a a JOIN tb_c c ON c.grp = a.grp AND c.val >= a.val

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
            -- tview 1
            v_set := set_config((v_tag || 'p_1'), '', true);
            v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
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
    SELECT <oid:public.tb_a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.tb_a>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_old AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:public.tb_a>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_ins()
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
    SELECT 1, <oid:public.tb_a>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_new AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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

-- function tview.d_1_<oid:public.tb_a>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_a>_trunc()
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

-- function tview.d_1_<oid:public.tb_c>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_c>_del()
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
    SELECT <oid:public.tb_c>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.tb_c>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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

-- function tview.d_1_<oid:public.tb_c>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_c>_ins()
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
    SELECT 1, <oid:public.tb_c>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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

-- function tview.d_1_<oid:public.tb_c>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_c>_trunc()
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

-- function tview.d_1_<oid:public.tb_c>_upd()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:public.tb_c>_upd()
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
       AND NOT EXISTS (SELECT x."grp", x."id", x."val" FROM tview_new AS x EXCEPT ALL SELECT x."grp", x."id", x."val" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."grp", x."id", x."val" FROM tview_old AS x EXCEPT ALL SELECT x."grp", x."id", x."val" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:public.tb_c>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 1, <oid:public.tb_c>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 1, <oid:public.tb_c>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
    FROM (SELECT DISTINCT * FROM (
        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
                UNION ALL
                SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_a", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.tb_a> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_a", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.tb_a> AND NOT j.old
        )
        SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
        FROM (
            SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_old AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
                        UNION ALL
                        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_new AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_c", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.tb_c> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tb_c", j.row) AS r
            WHERE j.tview = 1 AND j.rel = <oid:public.tb_c> AND NOT j.old
        )
        SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
        FROM (
            SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_old AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
                        UNION ALL
                        SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM (SELECT "id", "grp", "val", "name", "flag" FROM "public"."tb_a" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_a"), l.row) AS r WHERE l.rel = <oid:public.tb_a> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" JOIN tview_new AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
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
           array_agg((d.k[2])::integer) FILTER (WHERE cardinality(d.k) > 0 AND array_position(d.k, NULL) IS NULL),
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
            SELECT t.ctid AS tid, ROW(t."id", t."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."c_id")::text) AS rn
            FROM "public"."tv_j_cross_grp" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."c_id")::text AS img, count(*) AS cnt
            FROM "public"."v_j_cross_grp" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_j_cross_grp" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_j_cross_grp" AS r, ROW(x."id", x."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."c_id")::text) AS rn
            FROM "public"."v_j_cross_grp" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."c_id")::text AS img, count(*) AS cnt
            FROM "public"."tv_j_cross_grp" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_j_cross_grp" ("id", "c_id")
            SELECT (a.r)."id", (a.r)."c_id" FROM a
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
            SELECT t.ctid AS tid, ROW(t."id", t."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."c_id")::text) AS rn
            FROM "public"."tv_j_cross_grp" AS t WHERE t."id" = ANY(k1) AND t."c_id" = ANY(k2) AND (t."id", t."c_id") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT ROW(x."id", x."c_id")::text AS img, count(*) AS cnt
            FROM "public"."v_j_cross_grp" AS x WHERE x."id" = ANY(k1) AND x."c_id" = ANY(k2) AND (x."id", x."c_id") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_j_cross_grp" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_j_cross_grp" AS x WHERE x."id" = ANY(k1) AND x."c_id" = ANY(k2) AND (x."id", x."c_id") IN (SELECT * FROM unnest(k1, k2))
        ), n AS (
            SELECT (x.*)::"public"."v_j_cross_grp" AS r, ROW(x."id", x."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."c_id")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."c_id")::text AS img, count(*) AS cnt
            FROM "public"."tv_j_cross_grp" AS t WHERE t."id" = ANY(k1) AND t."c_id" = ANY(k2) AND (t."id", t."c_id") IN (SELECT * FROM unnest(k1, k2)) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_j_cross_grp" ("id", "c_id")
            SELECT (a.r)."id", (a.r)."c_id" FROM a
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
            SELECT t.ctid AS tid, ROW(t."id", t."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."c_id")::text) AS rn
            FROM "public"."tv_j_cross_grp" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."c_id" IS NULL OR t."c_id" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."c_id" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT ROW(x."id", x."c_id")::text AS img, count(*) AS cnt
            FROM "public"."v_j_cross_grp" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."c_id" IS NULL OR x."c_id" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."c_id" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_j_cross_grp" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_j_cross_grp" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND (x."c_id" IS NULL OR x."c_id" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND x."c_id" IS NOT DISTINCT FROM (e ->> 1)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_j_cross_grp" AS r, ROW(x."id", x."c_id")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."c_id")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."c_id")::text AS img, count(*) AS cnt
            FROM "public"."tv_j_cross_grp" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND (t."c_id" IS NULL OR t."c_id" = ANY(nk2)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer AND t."c_id" IS NOT DISTINCT FROM (e ->> 1)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_j_cross_grp" ("id", "c_id")
            SELECT (a.r)."id", (a.r)."c_id" FROM a
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
            -- tview 1
            v_set := set_config((v_tag || 'p_1'), '', true);
            v_set := "tview"."f_1"(NULL)::text;  -- (an assignment: no query)
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
    v_gates CONSTANT text[] := '{"tview.g1_<oid:public.tb_a>_"}';
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

    -- tview 1: its UPDATE function's work (leaving the block where it returns)
    <<t_1>>
    DECLARE
    BEGIN
        -- the gate (tview_1_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_1;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g1_<oid:public.tb_a>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        INSERT INTO pg_temp.tview_log (rel, stmt, row)
        SELECT <oid:public.tb_a>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
        v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
        -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
        -- writer of this tview committed after the derivation below (the witness rows tell)
        IF COALESCE(current_setting((v_tag || 'ws_1'), true), '') = '' THEN
            v_set := set_config((v_tag || 'ws_1'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 1), true);
        END IF;
        -- (tview_jd is a session table: _arm created and checked it)
        INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
        SELECT 1, <oid:public.tb_a>, true, to_jsonb(x.*) FROM tview_old AS x
        UNION ALL
        SELECT 1, <oid:public.tb_a>, false, to_jsonb(x.*) FROM tview_new AS x;
        v_set := set_config((v_tag || 'jd_pending'), '1', true);
        INSERT INTO pg_temp.tview_queue (tview, k)
        SELECT 1, ARRAY[d."id"::text, d."c_id"::text]
        FROM (SELECT DISTINCT * FROM (
            SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_old AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
                    UNION ALL
                    SELECT "__d"."id", "__d"."c_id" FROM (SELECT "a"."id" AS "id", "c"."id" AS "c_id" FROM tview_new AS "a" JOIN (SELECT "id", "b_id", "grp", "val" FROM "public"."tb_c" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tb_c"), l.row) AS r WHERE l.rel = <oid:public.tb_c> AND l.stmt = STATEMENT_TIMESTAMP()) AS "c" ON "c"."grp" = "a"."grp" AND "c"."val" >= "a"."val") AS "__d"
        ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
        -- work for tview 1 (see flush), in the queue
        v_set := set_config((v_tag || 'p_1'), '1', true)
                 || set_config((v_tag || 'q_1'), '1', true);
        EXIT t_1;
    END t_1;

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

-- trigger tview_1_added on tb_a
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_a FOR EACH ROW WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_added();

-- trigger tview_1_changed on tb_a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF grp, id, val ON public.tb_a FOR EACH ROW WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.grp, old.id, old.val), ROW(new.grp, new.id, new.val)) AND (set_config('tview.c1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_changed();

-- trigger tview_1_del on tb_a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_del();

-- trigger tview_1_gate on tb_a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF grp, id, val ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.tb_a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.tb_a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('tb_a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_gate();

-- trigger tview_1_ins on tb_a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_ins();

-- trigger tview_1_replica on tb_a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_trunc();

-- trigger tview_upd on tb_a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.tb_a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.tb_a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.tb_a>();

-- trigger tview_1_del on tb_c
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_c REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_del();

-- trigger tview_1_ins on tb_c
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_c REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_ins();

-- trigger tview_1_replica on tb_c
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_c
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_c FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_trunc();

-- trigger tview_1_upd on tb_c
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_c REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_upd();

-- trigger tview_1_del on tb_c_hi
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_c_hi REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_del();

-- trigger tview_1_ins on tb_c_hi
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_c_hi REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_ins();

-- trigger tview_1_replica on tb_c_hi
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c_hi FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_c_hi
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_c_hi FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_trunc();

-- trigger tview_1_upd on tb_c_hi
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_c_hi REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_upd();

-- trigger tview_1_del on tb_c_lo
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_c_lo REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_del();

-- trigger tview_1_ins on tb_c_lo
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_c_lo REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_ins();

-- trigger tview_1_replica on tb_c_lo
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_c_lo FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_c_lo
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_c_lo FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_trunc();

-- trigger tview_1_upd on tb_c_lo
CREATE TRIGGER tview_1_upd AFTER UPDATE ON public.tb_c_lo REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_j_cross_grp'::regclass IS NOT NULL) AND ('v_j_cross_grp'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_c>_upd();

-- table public.tv_j_cross_grp
TABLE public.tv_j_cross_grp (
    id integer,
    c_id integer
) WITH (fillfactor=50);

CREATE INDEX tv_j_cross_grp_tview_key ON public.tv_j_cross_grp USING btree (id, c_id);
