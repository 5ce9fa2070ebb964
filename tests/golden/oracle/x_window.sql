-- model tv_x_window (key ['id'], rank 1)
--   SELECT id, grp, rank() OVER (PARTITION BY grp ORDER BY val, id) AS r FROM tb_a

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
                v_upd bigint;
                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
            BEGIN
                k1 := NULLIF(current_setting((v_tag || 'k_1'), true), '')::integer;  -- (the setting read once)
                IF k1 IS NOT NULL
                   AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
                    UPDATE "tview".witness AS w SET n = w.n + 1
                     WHERE w.tview_id = 1
                       AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                      pg_backend_pid()) % 64 + 64) % 64)
                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)),
                           pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_1'), '', true)
                      INTO v_cap, v_set;
                    IF v_cap IS DISTINCT FROM false THEN
                        v_set := set_config((v_tag || 'p_1'), '', true)  -- (again: no witness row may have returned)
                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_1'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                        v_set := "tview"."f_1"(NULL)::text;
                    ELSE
                        -- one key (most transactions): a scalar, so the plan expects one row
                        UPDATE "public"."tv_x_window" AS t
                           SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                          FROM "public"."v_x_window" AS x
                         WHERE x."id" = k1 AND t."id" = x."id"
                           AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
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
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 1
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_x_window" AS t
                   SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                  FROM "public"."v_x_window" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
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
            SELECT t.ctid AS tid, ROW(t."id", t."grp", t."r")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."grp", t."r")::text) AS rn
            FROM "public"."tv_x_window" AS t WHERE true
        ), n AS (
            SELECT ROW(x."id", x."grp", x."r")::text AS img, count(*) AS cnt
            FROM "public"."v_x_window" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_x_window" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_x_window" AS r, ROW(x."id", x."grp", x."r")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."grp", x."r")::text) AS rn
            FROM "public"."v_x_window" AS x WHERE true
        ), o AS (
            SELECT ROW(t."id", t."grp", t."r")::text AS img, count(*) AS cnt
            FROM "public"."tv_x_window" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
            SELECT (a.r)."id", (a.r)."grp", (a.r)."r" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
            SELECT (a.r)."id", (a.r)."grp", (a.r)."r" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_x_window"', v_dup, 'id'
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
                UPDATE "public"."tv_x_window" AS t
                   SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                  FROM "public"."v_x_window" AS x
                 WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                   AND t."id" = x."id"
                   AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_x_window" AS t
                       SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                      FROM "public"."v_x_window" AS x
                     WHERE x."id" BETWEEN v_lo AND v_hi AND t."id" BETWEEN v_lo AND v_hi
                       AND t."id" = x."id"
                       AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r")
                    RETURNING t."id" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_x_window" AS t
                   SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                  FROM "public"."v_x_window" AS x
                 WHERE x."id" = k1[1] AND t."id" = x."id"
                   AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_x_window" AS t
                   SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                  FROM "public"."v_x_window" AS x
                 WHERE x."id" = ANY(k1) AND t."id" = x."id"
                   AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
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
                SELECT view_row."id", view_row."grp", view_row."r"
                FROM "public"."v_x_window" AS view_row WHERE view_row."id" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."id", t."grp", t."r"
                FROM "public"."tv_x_window" AS t WHERE t."id" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_x_window" AS t
                   SET ("id", "grp", "r") = ROW(n."id", n."grp", n."r")
                  FROM n JOIN o ON o."id" = n."id"
                 WHERE t.ctid = o."tid" AND (o."id", o."grp", o."r") IS DISTINCT FROM (n."id", n."grp", n."r")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_x_window" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."id" = o."id")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."id" = n."id")
            ), ip AS (
                INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
                SELECT a."id", a."grp", a."r" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
                SELECT a."id", a."grp", a."r" FROM a
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
                '"public"."tv_x_window"', v_dup, 'id'
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
            SELECT t.ctid AS tid, ROW(t."id", t."grp", t."r")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."id", t."grp", t."r")::text) AS rn
            FROM "public"."tv_x_window" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."id", x."grp", x."r")::text AS img, count(*) AS cnt
            FROM "public"."v_x_window" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_x_window" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_x_window" AS x WHERE (x."id" IS NULL OR x."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."id" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_x_window" AS r, ROW(x."id", x."grp", x."r")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."id", x."grp", x."r")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."id", t."grp", t."r")::text AS img, count(*) AS cnt
            FROM "public"."tv_x_window" AS t WHERE (t."id" IS NULL OR t."id" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."id" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
            SELECT (a.r)."id", (a.r)."grp", (a.r)."r" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_x_window" ("id", "grp", "r")
            SELECT (a.r)."id", (a.r)."grp", (a.r)."r" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_x_window"', v_dup, 'id'
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
                v_upd bigint;
                k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
            BEGIN
                k1 := NULLIF(current_setting((v_tag || 'k_1'), true), '')::integer;  -- (the setting read once)
                IF k1 IS NOT NULL
                   AND current_setting((v_tag || 'q_1'), true) IS DISTINCT FROM '1' THEN
                    UPDATE "tview".witness AS w SET n = w.n + 1
                     WHERE w.tview_id = 1
                       AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                      pg_backend_pid()) % 64 + 64) % 64)
                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 1)),
                           pg_advisory_xact_lock_shared(8391894959946465281)::text || pg_advisory_xact_lock(8391895026518458368 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_1'), '', true)
                      INTO v_cap, v_set;
                    IF v_cap IS DISTINCT FROM false THEN
                        v_set := set_config((v_tag || 'p_1'), '', true)  -- (again: no witness row may have returned)
                                 || CASE WHEN v_cap THEN set_config((v_tag || 'lt_1'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                        v_set := "tview"."f_1"(NULL)::text;
                    ELSE
                        -- one key (most transactions): a scalar, so the plan expects one row
                        UPDATE "public"."tv_x_window" AS t
                           SET ("id", "grp", "r") = ROW(x."id", x."grp", x."r")
                          FROM "public"."v_x_window" AS x
                         WHERE x."id" = k1 AND t."id" = x."id"
                           AND (t."id", t."grp", t."r") IS DISTINCT FROM (x."id", x."grp", x."r");
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
        INSERT INTO pg_temp.tview_queue VALUES (1, NULL);
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
CREATE TRIGGER tview_1_added AFTER INSERT ON public.tb_a FOR EACH ROW WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_added();

-- trigger tview_1_changed on tb_a
CREATE TRIGGER tview_1_changed AFTER UPDATE OF grp, id, val ON public.tb_a FOR EACH ROW WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:public.tb_a>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.grp, old.id, old.val), ROW(new.grp, new.id, new.val)) AND (set_config('tview.c1_<oid:public.tb_a>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_changed();

-- trigger tview_1_del on tb_a
CREATE TRIGGER tview_1_del AFTER DELETE ON public.tb_a REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_del();

-- trigger tview_1_gate on tb_a
CREATE TRIGGER tview_1_gate AFTER UPDATE OF grp, id, val ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:public.tb_a>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:public.tb_a>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:public.tb_a>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('tb_a'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_gate();

-- trigger tview_1_ins on tb_a
CREATE TRIGGER tview_1_ins AFTER INSERT ON public.tb_a REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:public.tb_a>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_ins();

-- trigger tview_1_replica on tb_a
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tb_a FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on tb_a
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON public.tb_a FOR EACH STATEMENT WHEN ((('tv_x_window'::regclass IS NOT NULL) AND ('v_x_window'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:public.tb_a>_trunc();

-- trigger tview_upd on tb_a
CREATE TRIGGER tview_upd AFTER UPDATE ON public.tb_a REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:public.tb_a>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:public.tb_a>();

-- table public.tv_x_window
TABLE public.tv_x_window (
    id integer,
    grp integer,
    r bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_x_window_tview_key ON public.tv_x_window USING btree (id) NULLS NOT DISTINCT;
