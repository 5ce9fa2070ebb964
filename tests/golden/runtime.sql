-- function tview._arm()
CREATE OR REPLACE FUNCTION tview._arm()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_slot integer;
    v_ok boolean;
BEGIN
    BEGIN
        v_ok := COALESCE(current_setting('tview.s' || currval('"tview".session_key') || '_' || 'checked', true)
                         = to_regclass('pg_temp.tview_queue')::oid::text, false);
    EXCEPTION WHEN object_not_in_prerequisite_state THEN  -- (no key yet, or DISCARD SEQUENCES)
        v_ok := false;
    END;
    IF NOT v_ok THEN
        PERFORM "tview"._check_session();
        IF to_regclass('pg_temp.tview_queue') IS NULL THEN
            CREATE TEMP TABLE tview_queue (tview integer NOT NULL, k text[]);
            CREATE TEMP TABLE tview_log (rel oid NOT NULL, stmt timestamptz NOT NULL, row jsonb NOT NULL);
            CREATE TEMP TABLE tview_arm (armed boolean);
            CREATE CONSTRAINT TRIGGER tview_commit AFTER INSERT ON pg_temp.tview_arm
                DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "tview"._on_commit();
        END IF;
        IF to_regclass('pg_temp.tview_jd') IS NULL THEN  -- (changed rows of joined sources)
            CREATE TEMP TABLE tview_jd (tview integer NOT NULL, rel oid NOT NULL,
                                        old boolean NOT NULL, row jsonb NOT NULL);
        END IF;
        BEGIN  -- the session's key, once (settings named with it may be pending)
            PERFORM currval('"tview".session_key');
        EXCEPTION WHEN object_not_in_prerequisite_state THEN
            PERFORM setval('"tview".session_key',  -- 60 random bits
                           ('x' || substr(md5(gen_random_uuid()::text), 1, 15))::bit(60)::bigint);
        END;
        PERFORM set_config('tview.s' || currval('"tview".session_key') || '_' || 'checked',
                           to_regclass('pg_temp.tview_queue')::oid::text, false);
        PERFORM set_config('tview.checked', to_regclass('pg_temp.tview_queue')::oid::text, false);
    END IF;
    IF COALESCE(current_setting('tview.slot', true), '') = '' THEN
        -- claim one witness slot for the session's lifetime (a shared slot only costs waiting)
        v_slot := pg_backend_pid() % 64;
        FOR i IN 0..63 LOOP
            IF pg_try_advisory_lock(8391894968536399872 + i) THEN
                v_slot := i;
                EXIT;
            END IF;
        END LOOP;
        PERFORM set_config('tview.slot', v_slot::text, false);
    END IF;
END
$function$;

-- function tview._check_session()
CREATE OR REPLACE FUNCTION tview._check_session()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_foreign text;
BEGIN
    SELECT string_agg(c.relname, ', ') INTO v_foreign
      FROM pg_catalog.pg_class c
     WHERE c.relnamespace = pg_catalog.pg_my_temp_schema()
       AND c.relname LIKE 'tview\_%'
       AND c.relowner <> (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = current_user);
    IF v_foreign IS NOT NULL THEN
        RAISE EXCEPTION 'tview: session table(s) % exist but are not owned by %', v_foreign, current_user
            USING ERRCODE = 'insufficient_privilege',
                  HINT = 'Drop these temporary tables; tview creates its own.';
    END IF;
END
$function$;

-- function tview._compact_session()
CREATE OR REPLACE FUNCTION tview._compact_session()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    r record;
BEGIN
    TRUNCATE pg_temp.tview_queue, pg_temp.tview_log;  -- (checked: called by the flush)
    IF to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        TRUNCATE pg_temp.tview_jd;
    END IF;
    FOR r IN SELECT c.relname FROM pg_catalog.pg_class c
              WHERE c.relnamespace = pg_catalog.pg_my_temp_schema()
                AND c.relname LIKE 'tview\_d\_%'
                AND c.relowner = (SELECT u.oid FROM pg_catalog.pg_roles u WHERE u.rolname = current_user) LOOP
        EXECUTE format('TRUNCATE pg_temp.%I', r.relname);
    END LOOP;
END
$function$;

-- function tview._lock_tview(p_id integer)
CREATE OR REPLACE FUNCTION tview._lock_tview(p_id integer)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_ns bigint;
BEGIN
    SELECT t.lock_namespace INTO v_ns FROM "tview".tview t WHERE t.id = p_id;
    IF v_ns IS NULL THEN
        PERFORM pg_advisory_xact_lock(128054449930240 + p_id);
        UPDATE "tview".witness SET n = n + 1 WHERE tview_id = p_id;
        PERFORM pg_advisory_xact_lock(128050154962944 + p_id);
        RETURN;
    END IF;
    PERFORM pg_advisory_xact_lock((v_ns << 48) | (2::bigint << 32) | p_id);
    -- (in slot order, as writers take their buckets' rows)
    PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = p_id ORDER BY w.slot FOR NO KEY UPDATE;
    UPDATE "tview".witness SET n = n + 1 WHERE tview_id = p_id;
    PERFORM pg_advisory_xact_lock((v_ns << 48) | (1::bigint << 32) | p_id);
END
$function$;

-- function tview._mark_triggers(p_id integer)
CREATE OR REPLACE FUNCTION tview._mark_triggers(p_id integer)
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
    UPDATE "tview".source AS s
       SET trig_oids = m.oids, trig_xmins = m.xmins
      FROM (SELECT s2.idx, array_agg(g.oid ORDER BY g.oid) AS oids,
                   array_agg(g.xmin::text ORDER BY g.oid) AS xmins
              FROM "tview".source s2
              JOIN pg_trigger g
                ON (g.tgname LIKE 'tview\_' || p_id || '\_%'
                    OR (g.tgname = 'tview_upd' AND s2.upd_block IS NOT NULL))
               AND g.tgrelid IN (SELECT to_regclass(format('%I.%I', s2.src_schema, s2.src_name))
                                 UNION ALL SELECT unnest(s2.parts))
             WHERE s2.tview_id = p_id
             GROUP BY s2.idx) m
     WHERE s.tview_id = p_id AND s.idx = m.idx;
    DELETE FROM "tview".bypass WHERE tview_id = p_id;
    -- (runtime.MISSING_DISPATCHER: the writes it missed are recomputed now)
    UPDATE "tview".tview SET status = 'ok' WHERE id = p_id AND status LIKE 'the UPDATE trigger tview\_upd on %';
$function$;

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
            EXIT converge;
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

-- function tview._owned(p_rel regclass, p_id integer)
CREATE OR REPLACE FUNCTION tview._owned(p_rel regclass, p_id integer)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_name text;
BEGIN
    SELECT c.relname INTO v_name FROM pg_catalog.pg_class c
     WHERE c.oid = p_rel AND c.relnamespace = pg_catalog.pg_my_temp_schema()
       AND c.relname LIKE 'tview\_d\_' || p_id || '\_%'
       AND c.relowner = (SELECT r.oid FROM pg_catalog.pg_roles r WHERE r.rolname = current_user);
    IF v_name IS NULL THEN
        RETURN false;
    END IF;
    PERFORM set_config('tview.' || v_name, p_rel::oid::text, false);
    PERFORM setval(format('"tview".%I', 'dcheck_' || p_id)::regclass, p_rel::oid::bigint);
    RETURN true;
END
$function$;

-- function tview._replica_write()
CREATE OR REPLACE FUNCTION tview._replica_write()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
BEGIN
    INSERT INTO "tview".bypass AS b VALUES (TG_ARGV[0]::integer, TG_RELID, 1, now(), now(), session_user)
    ON CONFLICT (tview_id, rel) DO UPDATE
       SET statements = b.statements + 1, last_at = now(), by_role = session_user;
    RETURN NULL;
END
$function$;

-- function tview._serialization_failure(p_what text)
CREATE OR REPLACE FUNCTION tview._serialization_failure(p_what text)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
BEGIN
    RAISE EXCEPTION 'could not serialize access due to concurrent update of %', p_what
        USING ERRCODE = 'serialization_failure';
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
            v_n := v_i - 1;
            EXIT converge;
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

-- function tview.refresh(p_tview regclass, p_keys jsonb)
CREATE OR REPLACE FUNCTION tview.refresh(p_tview regclass, p_keys jsonb DEFAULT NULL::jsonb)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_id integer;
    v_tag text;
    v_types text[];
    v_max bigint;
    v_bad jsonb;
BEGIN
    SELECT t.id, t.key_types INTO v_id, v_types FROM "tview".tview t
    JOIN pg_catalog.pg_class c ON c.relname = t.tbl_name
    JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace AND n.nspname = t.tbl_schema
    WHERE c.oid = p_tview;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'tview: % is not a tview', p_tview USING ERRCODE = 'undefined_object';
    END IF;
    IF p_keys IS NOT NULL THEN
        IF jsonb_typeof(p_keys) <> 'array' THEN
            RAISE EXCEPTION 'tview: refresh(%): keys must be a JSON array, got a JSON %', p_tview, jsonb_typeof(p_keys)
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'Pass [1, 2] for a one-column key, [[1, ''a'']] for a composite key, or NULL for every key.';
        END IF;
        -- (the cap first: it costs nothing, the shape's check a pass over the keys)
        IF NOT pg_has_role(session_user, current_user, 'MEMBER') THEN
            SELECT COALESCE(max(m.v)::bigint, 10000) INTO v_max
              FROM "tview".meta m WHERE m.k = 'refresh_max_keys';
            IF jsonb_array_length(p_keys) > v_max THEN
                RAISE EXCEPTION 'tview: refresh(%): % keys, more than the % a role other than the tview owner may pass in one call',
                                p_tview, jsonb_array_length(p_keys), v_max
                    USING ERRCODE = 'program_limit_exceeded',
                          HINT = format('Pass fewer keys per call, or have the owner raise it: UPDATE %s.meta SET v = ''<n>'' WHERE k = ''refresh_max_keys''.', '"tview"');
            END IF;
        END IF;
        -- each key: one scalar per key column (a one-column key may be a scalar); no ranges,
        -- no nested values
        SELECT e INTO v_bad FROM jsonb_array_elements(p_keys) AS e
         WHERE CASE WHEN jsonb_typeof(e) = 'array'
                    THEN jsonb_array_length(e) <> cardinality(v_types)
                         OR EXISTS (SELECT FROM jsonb_array_elements(e) AS x
                                     WHERE jsonb_typeof(x) IN ('array', 'object'))
                    ELSE jsonb_typeof(e) = 'object' OR cardinality(v_types) <> 1 END
         LIMIT 1;
        IF FOUND THEN
            RAISE EXCEPTION 'tview: refresh(%): % is not a key of this tview, whose key has % column(s) (%)',
                            p_tview, v_bad, cardinality(v_types), array_to_string(v_types, ', ')
                USING ERRCODE = 'invalid_parameter_value',
                      HINT = 'Pass each key as a scalar (one-column key) or as an array of one scalar per key column; key ranges are not accepted.';
        END IF;
    END IF;
    -- the lock its rewrite takes, taken now: an install of a tview downstream locks this table
    -- (see locking._source_locks), and must not commit while this call runs, whose flush() would go
    -- on with the dispatcher of before it. Waiting for that install here, the flush() is
    -- compiled after it
    EXECUTE format('LOCK TABLE %s IN ROW EXCLUSIVE MODE', p_tview);
    PERFORM "tview"._arm();
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';  -- (its triggers' settings: see _session.sql.j2, tag_ready)
    PERFORM set_config(v_tag || 'p_' || v_id, '1', true);
    PERFORM set_config(v_tag || 'q_' || v_id, '1', true);  -- (in the queue: see the delta triggers)
    IF p_keys IS NULL THEN
        PERFORM "tview"._mark_triggers(v_id);  -- (what bypassed the triggers is recomputed now)
        INSERT INTO pg_temp.tview_queue VALUES (v_id, NULL);
    ELSE
        INSERT INTO pg_temp.tview_queue
        SELECT v_id, CASE WHEN jsonb_typeof(e) = 'array'
                          THEN ARRAY(SELECT jsonb_array_elements_text(e))
                          ELSE ARRAY[e #>> '{}'] END
        FROM jsonb_array_elements(p_keys) AS e;
    END IF;
    RETURN "tview".flush();
END
$function$;

-- function tview.reset_session_stats()
CREATE OR REPLACE FUNCTION tview.reset_session_stats()
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT t.id FROM "tview".tview t LOOP
        PERFORM set_config('tview.st_' || r.id, '', false);
        PERFORM set_config('tview.sl_' || r.id, '', false);
        PERFORM set_config('tview.sg_' || r.id, '', false);
        PERFORM set_config('tview.slt_' || r.id, '', false);
    END LOOP;
END
$function$;

-- function tview.session_stats()
CREATE OR REPLACE FUNCTION tview.session_stats()
 RETURNS TABLE(tview text, flushes bigint, keys bigint, inserted bigint, updated bigint, deleted bigint, full_refreshes bigint, last_flush timestamp with time zone)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
    -- (tview.st_N: the flushes' counts, see _flush_capture.sql.j2 stats(); tview.sl_N, sg_N and slt_N:
    -- the commonest flushes, counted apart because it is cheaper: see lone_stats())
    SELECT format('%I.%I', t.tbl_schema, t.tbl_name), COALESCE(a[1], 0) + COALESCE(l, 0) + COALESCE(lg, 0),
           COALESCE(a[2], 0) + COALESCE(l, 0), COALESCE(a[3], 0),
           COALESCE(a[4], 0) + COALESCE(l, 0) + COALESCE(lg, 0), COALESCE(a[5], 0), COALESCE(a[6], 0),
           to_timestamp(greatest(a[7], lt) / 1000000.0)
    FROM "tview".tview t,
         LATERAL (SELECT NULLIF(current_setting('tview.st_' || t.id, true), '')::bigint[] AS a,
                         NULLIF(current_setting('tview.sl_' || t.id, true), '')::bigint AS l,
                         NULLIF(current_setting('tview.sg_' || t.id, true), '')::bigint AS lg,
                         NULLIF(current_setting('tview.slt_' || t.id, true), '')::bigint AS lt) g
    WHERE g.a IS NOT NULL OR g.l IS NOT NULL OR g.lg IS NOT NULL
    ORDER BY t.rank, t.id;
$function$;

-- function tview.status()
CREATE OR REPLACE FUNCTION tview.status()
 RETURNS TABLE(tview text, view text, key text[], is_unique boolean, rank integer, strategy text, sources text[], rows_estimate bigint, health text)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
    SELECT format('%I.%I', t.tbl_schema, t.tbl_name),
           format('%I.%I', t.tbl_schema, t.view_name),
           t.key_cols, t.is_unique, t.rank, t.strategy,
           ARRAY(SELECT format('%I.%I (%s)', s.src_schema, s.src_name, s.strategy)
                 FROM "tview".source s WHERE s.tview_id = t.id ORDER BY s.idx),
           (SELECT c.reltuples::bigint FROM pg_class c
             WHERE c.oid = to_regclass(format('%I.%I', t.tbl_schema, t.tbl_name))),
           COALESCE(NULLIF(concat_ws('; ',
             -- the flush names its table and its view. The triggers that queue work depend on
             -- both (their WHEN names them): a DROP ... CASCADE that takes either (a source or
             -- an upstream table dropped with CASCADE takes the view) takes them too, and
             -- writes go on unmaintained; renamed, every write to the sources fails
             CASE WHEN to_regclass(format('%I.%I', t.tbl_schema, t.tbl_name)) IS NULL
                   AND EXISTS (SELECT FROM pg_trigger g WHERE g.tgname LIKE 'tview\_' || t.id || '\_%' AND g.tgqual IS NOT NULL)
                  THEN 'table missing (renamed): writes to its sources fail while their '
                       'triggers are there; dbt run rebuilds it, dbt run-operation '
                       'tview_drop removes its maintenance'
                  WHEN to_regclass(format('%I.%I', t.tbl_schema, t.tbl_name)) IS NULL
                  THEN 'table dropped, and the triggers on its sources with it: writes to the '
                       'sources go on, unmaintained; dbt run rebuilds it, dbt run-operation '
                       'tview_drop removes its maintenance'
                  WHEN to_regclass(format('%I.%I', t.tbl_schema, t.view_name)) IS NULL
                   AND EXISTS (SELECT FROM pg_trigger g WHERE g.tgname LIKE 'tview\_' || t.id || '\_%' AND g.tgqual IS NOT NULL)
                  THEN format('view %I.%I missing (renamed): writes to its sources fail while '
                              'their triggers are there; dbt run recreates it',
                              t.tbl_schema, t.view_name)
                  WHEN to_regclass(format('%I.%I', t.tbl_schema, t.view_name)) IS NULL
                  THEN format('view %I.%I dropped (DROP ... CASCADE of a relation it reads?), '
                              'and the triggers on its sources with it: writes to the sources go '
                              'on, unmaintained; dbt run installs it again once what it reads '
                              'exists, dbt run-operation tview_drop removes it',
                              t.tbl_schema, t.view_name) END,
             (
             SELECT string_agg(format('source %I.%I: %s', s.src_schema, s.src_name, p.problem), '; ')
             FROM "tview".source s
             -- the source by its name now. Its OID differs from the install's after a dump and
             -- restore (the triggers come along: nothing to report) or when it was dropped and
             -- created again (without them); OIDs and column numbers recorded at the install
             -- then no longer identify anything, names do.
             CROSS JOIN LATERAL (
               SELECT to_regclass(format('%I.%I', s.src_schema, s.src_name))::oid AS oid) r0
             CROSS JOIN LATERAL (SELECT r0.oid, r0.oid = s.src_oid AS same) r
             CROSS JOIN LATERAL (
               -- its partitions (and inheritance children) at every level, now
               WITH RECURSIVE tree(oid) AS (
                 SELECT i.inhrelid FROM pg_inherits i WHERE i.inhparent = r.oid
                 UNION SELECT i.inhrelid FROM pg_inherits i JOIN tree ON i.inhparent = tree.oid)
               SELECT (SELECT string_agg(tree.oid::regclass::text, ', ' ORDER BY tree.oid)
                         FROM tree WHERE ((SELECT count(*) FILTER (WHERE g.tgenabled IN ('O', 'A')) < 4
        OR count(*) FILTER (WHERE g.tgenabled NOT IN ('O', 'A')) > 0
   FROM pg_trigger g WHERE g.tgrelid = tree.oid AND g.tgname LIKE 'tview\_' || t.id || '\_%'
    AND g.tgname <> 'tview_' || t.id || '_replica')
 OR (s.upd_block IS NOT NULL AND NOT EXISTS (
   SELECT FROM pg_trigger g
    WHERE g.tgrelid = tree.oid AND g.tgname = 'tview_upd'
      AND g.tgenabled IN ('O', 'A'))))) AS bare,
                      (SELECT string_agg(x.name, ', ' ORDER BY x.name)
                         FROM unnest(s.parts, s.part_names) AS x(oid, name)
                        WHERE CASE WHEN r.same THEN x.oid NOT IN (SELECT tree.oid FROM tree)
                                   ELSE x.name NOT IN (
                                     SELECT format('%I.%I', n.nspname, k.relname) FROM tree
                                     JOIN pg_class k ON k.oid = tree.oid
                                     JOIN pg_namespace n ON n.oid = k.relnamespace) END) AS gone,
                      (SELECT string_agg(x.name || ' -> ' || COALESCE(a.attname::text,
                                           CASE WHEN r.same THEN 'dropped' ELSE 'not found' END),
                                         ', ' ORDER BY x.num)
                         FROM unnest(s.colnums, s.colnames) AS x(num, name)
                         LEFT JOIN pg_attribute a
                           ON a.attrelid = r.oid AND NOT a.attisdropped
                          AND CASE WHEN r.same THEN a.attnum = x.num ELSE a.attname = x.name END
                        WHERE a.attname IS DISTINCT FROM x.name) AS renamed,
                      -- triggers whose row changed since the last full refresh: the same
                      -- trigger of the same relation (after a restore OIDs differ, and
                      -- nothing is compared)
                      (SELECT string_agg(DISTINCT g.tgrelid::regclass::text, ', ')
                         FROM unnest(s.trig_oids, s.trig_xmins) AS m(oid, xmin)
                         JOIN pg_trigger g ON g.oid = m.oid
                        WHERE r.same AND g.xmin::text <> m.xmin
                          AND (g.tgname LIKE 'tview\_' || t.id || '\_%' OR g.tgname = 'tview_upd')
                          AND (g.tgrelid = s.src_oid OR g.tgrelid = ANY (s.parts))) AS toggled,
                      (SELECT string_agg(format('%s: %s statement(s), last at %s by %s',
                                                b.rel::regclass, b.statements,
                                                date_trunc('second', b.last_at), b.by_role), ', ')
                         FROM "tview".bypass b
                        WHERE b.tview_id = t.id
                          AND b.rel IN (SELECT r.oid UNION ALL SELECT tree.oid FROM tree)) AS replica,
                      (SELECT string_agg(DISTINCT format('%I', p.subname), ', ')
                         FROM pg_subscription_rel sr
                         JOIN pg_subscription p ON p.oid = sr.srsubid
                        WHERE sr.srrelid IN (SELECT r.oid UNION ALL SELECT tree.oid FROM tree))
                        AS subscribed) c
             CROSS JOIN LATERAL (
               SELECT CASE
                 WHEN r.oid IS NULL AND EXISTS (SELECT 1 FROM pg_class k WHERE k.oid = s.src_oid)
                  AND NOT ((SELECT count(*) FILTER (WHERE g.tgenabled IN ('O', 'A')) < 4
        OR count(*) FILTER (WHERE g.tgenabled NOT IN ('O', 'A')) > 0
   FROM pg_trigger g WHERE g.tgrelid = s.src_oid AND g.tgname LIKE 'tview\_' || t.id || '\_%'
    AND g.tgname <> 'tview_' || t.id || '_replica')
 OR (s.upd_block IS NOT NULL AND NOT EXISTS (
   SELECT FROM pg_trigger g
    WHERE g.tgrelid = s.src_oid AND g.tgname = 'tview_upd'
      AND g.tgenabled IN ('O', 'A'))))
                   THEN 'renamed to ' || s.src_oid::regclass::text || ' since the install: writes '
                        'to the sources fail until dbt run rebuilds the tview (name it in the model)'
                 WHEN r.oid IS NULL THEN 'missing'
                 -- (the tview's own problem above says what became of its triggers)
                 WHEN to_regclass(format('%I.%I', t.tbl_schema, t.tbl_name)) IS NULL
                   OR to_regclass(format('%I.%I', t.tbl_schema, t.view_name)) IS NULL THEN NULL
                 WHEN r.oid <> s.src_oid AND ((SELECT count(*) FILTER (WHERE g.tgenabled IN ('O', 'A')) < 4
        OR count(*) FILTER (WHERE g.tgenabled NOT IN ('O', 'A')) > 0
   FROM pg_trigger g WHERE g.tgrelid = r.oid AND g.tgname LIKE 'tview\_' || t.id || '\_%'
    AND g.tgname <> 'tview_' || t.id || '_replica')
 OR (s.upd_block IS NOT NULL AND NOT EXISTS (
   SELECT FROM pg_trigger g
    WHERE g.tgrelid = r.oid AND g.tgname = 'tview_upd'
      AND g.tgenabled IN ('O', 'A'))))
                   THEN 'recreated since install (triggers lost): run tview_refresh after dbt run'
                 WHEN c.renamed IS NOT NULL
                   THEN 'columns renamed since the install (' || c.renamed || '): writes to the '
                        'sources fail until dbt run rebuilds the tview (name the new columns in '
                        'the model)'
                 WHEN ((SELECT count(*) FILTER (WHERE g.tgenabled IN ('O', 'A')) < 4
        OR count(*) FILTER (WHERE g.tgenabled NOT IN ('O', 'A')) > 0
   FROM pg_trigger g WHERE g.tgrelid = r.oid AND g.tgname LIKE 'tview\_' || t.id || '\_%'
    AND g.tgname <> 'tview_' || t.id || '_replica')
 OR (s.upd_block IS NOT NULL AND NOT EXISTS (
   SELECT FROM pg_trigger g
    WHERE g.tgrelid = r.oid AND g.tgname = 'tview_upd'
      AND g.tgenabled IN ('O', 'A'))))
                   THEN 'triggers missing or disabled: writes bypass maintenance; enable them '
                        '(ALTER TABLE ... ENABLE TRIGGER ALL) or run dbt run, then tview_refresh'
                 WHEN c.subscribed IS NOT NULL
                   THEN 'target of logical replication subscription(s) ' || c.subscribed
                        || ': the apply worker fires no statement trigger, so replicated writes '
                        'bypass maintenance; run tview_refresh after applying, or maintain the '
                        'tview where the writes are made (docs/security.md)'
                 WHEN c.toggled IS NOT NULL
                   THEN 'triggers on ' || c.toggled || ' disabled and enabled again since '
                        'the last full refresh (ALTER TABLE ... DISABLE TRIGGER, or a data-only '
                        'restore with --disable-triggers): writes in between bypassed '
                        'maintenance; run tview_refresh'
                 WHEN c.replica IS NOT NULL
                   THEN 'written under session_replication_role = replica since the last full '
                        'refresh (' || c.replica || '), which fires no maintenance trigger; '
                        'run tview_refresh'
                 WHEN EXISTS (SELECT FROM pg_trigger w WHERE w.tgrelid = r.oid
                                 AND w.tgname IN ('tview_' || t.id || '_reads', 'tview_' || t.id || '_key',
                                                  'tview_' || t.id || '_gate')
                                 AND NOT EXISTS (SELECT FROM pg_proc p WHERE p.oid = w.tgfoid  -- (retired)
                                                   AND p.proname = 'd_' || t.id || '_retired'))
                  AND EXISTS (WITH RECURSIVE tree(oid) AS (
                                SELECT r.oid UNION SELECT i.inhrelid FROM pg_inherits i
                                JOIN tree ON i.inhparent = tree.oid)
                              SELECT FROM pg_trigger b JOIN tree ON b.tgrelid = tree.oid
                               WHERE NOT b.tgisinternal AND b.tgname NOT LIKE 'tview%'
                                 AND b.tgtype & 19 = 19)  -- (ROW | BEFORE | UPDATE)
                   THEN 'a BEFORE UPDATE trigger was created since the install: it may change '
                        'columns the tview reads without the statement naming them, which the '
                        'column-specific triggers tview_' || t.id || '_gate, tview_' || t.id
                        || '_key and tview_' || t.id || '_reads do not see; run dbt run, which '
                        'reinstalls the tview for it'
                 WHEN c.bare IS NOT NULL
                   THEN 'partitions without working triggers (created or attached since the '
                        'install, or triggers disabled): ' || c.bare
                        || '; run dbt run, which puts them back and refreshes'
                 WHEN c.gone IS NOT NULL
                   THEN 'partitions dropped or detached since the install, and their rows with '
                        'them: ' || c.gone || '; run dbt run, which refreshes'
               END AS problem) p
             WHERE s.tview_id = t.id AND p.problem IS NOT NULL)), ''),
             CASE WHEN t.status = 'ok' THEN 'ok' ELSE t.status END)
    FROM "tview".tview t
    ORDER BY t.rank, t.id;
$function$;

-- table tview.backfill_progress
TABLE tview.backfill_progress (
    run_id text NOT NULL,
    tview text NOT NULL,
    phase text NOT NULL,
    partitions_done integer NOT NULL,
    partitions_total integer NOT NULL,
    rows_done bigint NOT NULL,
    started_at timestamp with time zone NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    error text
);

CREATE UNIQUE INDEX backfill_progress_pkey ON tview.backfill_progress USING btree (run_id);

-- table tview.bypass
TABLE tview.bypass (
    tview_id integer NOT NULL,
    rel oid NOT NULL,
    statements bigint NOT NULL,
    first_at timestamp with time zone NOT NULL,
    last_at timestamp with time zone NOT NULL,
    by_role text NOT NULL
);

CREATE UNIQUE INDEX bypass_pkey ON tview.bypass USING btree (tview_id, rel);

-- table tview.capture
TABLE tview.capture (
    tview_id integer NOT NULL,
    k text[],
    captured_at timestamp with time zone NOT NULL,
    d text
);

-- table tview.carried
TABLE tview.carried (
    tview_id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    def text NOT NULL,
    comment text
);

CREATE UNIQUE INDEX carried_pkey ON tview.carried USING btree (tview_id, kind, name);

-- table tview.meta
TABLE tview.meta (
    k text NOT NULL,
    v text NOT NULL
);

CREATE UNIQUE INDEX meta_pkey ON tview.meta USING btree (k);

-- table tview.partition_witness
TABLE tview.partition_witness (
    tview_id integer NOT NULL,
    h integer NOT NULL,
    n bigint NOT NULL
) WITH (fillfactor=50);

CREATE UNIQUE INDEX partition_witness_pkey ON tview.partition_witness USING btree (tview_id, h);

-- table tview.source
TABLE tview.source (
    tview_id integer NOT NULL,
    idx integer NOT NULL,
    src_schema text NOT NULL,
    src_name text NOT NULL,
    src_oid oid NOT NULL,
    strategy text NOT NULL,
    derivation text,
    reason text NOT NULL,
    parts oid[],
    part_names text[],
    colnums smallint[],
    colnames text[],
    trig_oids oid[],
    trig_xmins text[],
    upd_block text
);

CREATE UNIQUE INDEX source_pkey ON tview.source USING btree (tview_id, idx);

-- table tview.tview
TABLE tview.tview (
    id integer NOT NULL,
    tbl_schema text NOT NULL,
    tbl_name text NOT NULL,
    view_name text NOT NULL,
    key_cols text[] NOT NULL,
    key_types text[] NOT NULL,
    columns text[] NOT NULL,
    is_unique boolean NOT NULL,
    rank integer NOT NULL,
    strategy text NOT NULL,
    definition text NOT NULL,
    def_hash text NOT NULL,
    status text NOT NULL,
    capturing boolean NOT NULL,
    warnings text[] NOT NULL,
    installed_at timestamp with time zone NOT NULL,
    model_hash text,
    commit_sql text,
    agg_nulls boolean NOT NULL,
    code_hash text,
    state_hash text,
    lock_namespace integer
);

CREATE UNIQUE INDEX tview_pkey ON tview.tview USING btree (id);

CREATE UNIQUE INDEX tview_tbl_schema_tbl_name_key ON tview.tview USING btree (tbl_schema, tbl_name);

-- table tview.witness
TABLE tview.witness (
    tview_id integer NOT NULL,
    slot integer NOT NULL,
    n bigint NOT NULL
) WITH (fillfactor=50);

CREATE UNIQUE INDEX witness_pkey ON tview.witness USING btree (tview_id, slot);
