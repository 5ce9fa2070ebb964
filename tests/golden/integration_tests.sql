-- model tv_company (key 'pk_company', rank 1)
--   select
--       c.pk_company,
--       c.id,
--       jsonb_build_object(
--           'id', c.id,
--           'name', c.name,
--           'industry', c.industry,
--           'created_at', c.created_at at time zone 'UTC'
--       ) as data
--   from app.tb_company as c
-- model tv_company_stats (key 'pk_company', rank 1)
--   select
--       c.pk_company,
--       c.name,
--       count(distinct u.pk_user) as user_count,
--       count(p.pk_post) as post_count,
--       count(p.pk_post) filter (where p.published) as published_post_count
--   from app.tb_company as c
--   left join app.tb_user as u
--       on u.fk_company = c.pk_company
--   left join app.tb_post as p
--       on p.fk_author = u.pk_user
--   group by c.pk_company, c.name
-- model tv_post_activity (key 'fk_post', rank 1)
--   select
--       cm.fk_post,
--       count(*) as comment_count,
--       count(*) filter (where length(cm.body) > 40) as long_comment_count,
--       min(cm.created_at) as first_comment_at,
--       max(cm.created_at) as last_comment_at
--   from app.tb_comment as cm
--   group by cm.fk_post
-- model tv_user (key 'pk_user', rank 2)
--   select
--       u.pk_user,
--       u.id,
--       u.fk_company,
--       jsonb_build_object(
--           'id', u.id,
--           'name', u.name,
--           'email', u.email,
--           'company', c.data
--       ) as data
--   from app.tb_user as u
--   join public.tv_company as c
--       on c.pk_company = u.fk_company
-- model tv_post (key 'pk_post', rank 3)
--   select
--       p.pk_post,
--       p.id,
--       p.fk_author,
--       p.published,
--       p.created_at,
--       count(cm.pk_comment) as comment_count,
--       jsonb_build_object(
--           'id', p.id,
--           'title', p.title,
--           'published', p.published,
--           'created_at', p.created_at at time zone 'UTC',
--           'author', a.data,
--           'comment_count', count(cm.pk_comment),
--           'comments', coalesce(
--               jsonb_agg(
--                   jsonb_build_object(
--                       'id', cm.id,
--                       'body', cm.body,
--                       'author', jsonb_build_object('id', cu.id, 'name', cu.name),
--                       'created_at', cm.created_at at time zone 'UTC'
--                   )
--                   order by cm.pk_comment
--               ) filter (where cm.pk_comment is not null),
--               '[]'::jsonb
--           )
--       ) as data
--   from app.tb_post as p
--   join public.tv_user as a
--       on a.pk_user = p.fk_author
--   left join app.tb_comment as cm
--       on cm.fk_post = p.pk_post
--   left join app.tb_user as cu
--       on cu.pk_user = cm.fk_author
--   group by p.pk_post, p.id, p.fk_author, p.published, p.created_at, p.title, a.data
-- model tv_feed (key 'pk_post', rank 4)
--   select
--       p.pk_post,
--       p.id,
--       p.created_at as published_at,
--       p.data
--   from public.tv_post as p
--   where p.published
-- model tv_totals (key [], rank 4)
--   select
--       count(*) as post_count,
--       count(*) filter (where p.published) as published_post_count,
--       coalesce(sum(p.comment_count), 0) as comment_count
--   from public.tv_post as p

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
                                UPDATE "public"."tv_company" AS t
                                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                                  FROM "public"."v_company" AS x
                                 WHERE x."pk_company" = k1 AND t."pk_company" = x."pk_company"
                                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
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
                                       AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"app"."tb_company"')
                                                                  ELSE min((64 + (hash_array(ARRAY[r."pk_company"::integer]) % 256 + 256) % 256)) END
                                                       FROM "app"."tb_company" AS r WHERE r."pk_company" = k1)
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
                                    UPDATE "public"."tv_company_stats" AS t
                                       SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                                      FROM "public"."v_company_stats" AS x
                                     WHERE x."pk_company" = k1 AND t."pk_company" = x."pk_company"
                                       AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
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
                        -- tview 3
                        v_set := set_config((v_tag || 'p_3'), '', true);
                        v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                    END IF;
                END IF;
            ELSE
                IF v_next <= 5 THEN
                    IF v_next <= 4 THEN
                        -- tview 4: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_upd bigint;
                            k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                        BEGIN
                            k1 := NULLIF(current_setting((v_tag || 'k_4'), true), '')::integer;  -- (the setting read once)
                            IF k1 IS NOT NULL
                               AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                               AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 4
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)),
                                       pg_advisory_xact_lock_shared(8391894959946465284)::text || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_4'), '', true)
                                  INTO v_cap, v_set;
                                IF v_cap IS DISTINCT FROM false THEN
                                    v_set := set_config((v_tag || 'p_4'), '', true)  -- (again: no witness row may have returned)
                                             || CASE WHEN v_cap THEN set_config((v_tag || 'lt_4'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                    v_set := "tview"."f_4"(NULL)::text;
                                ELSE
                                    -- one key (most transactions): a scalar, so the plan expects one row
                                    UPDATE "public"."tv_user" AS t
                                       SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                                      FROM "public"."v_user" AS x
                                     WHERE x."pk_user" = k1 AND t."pk_user" = x."pk_user"
                                       AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
                                    GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                    IF v_upd = 1 THEN
                                        v_set := set_config('tview.sl_4', (COALESCE(NULLIF(current_setting('tview.sl_4', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'k_4'), '', true);
                                    ELSE
                                        v_set := set_config((v_tag || 'lt_4'), '1', true);
                                        v_set := "tview"."f_4"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not done here
                                v_set := set_config((v_tag || 'p_4'), '', true);
                                v_set := "tview"."f_4"(NULL)::text;
                            END IF;
                        END;

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
                        -- tview 7: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                        BEGIN
                            IF current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_7'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_7'), true)::"tview"."dl_7";
                                v_set := pg_advisory_xact_lock(8391894959946465287)::text || set_config((v_tag || 'p_7'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF current_setting('transaction_isolation') = 'read committed'
                                   AND v_lone."__c1" = 0
                                   AND v_lone."__s1" = 0 THEN
                                    UPDATE "public"."tv_totals" AS t
                                       SET ("post_count", "published_post_count", "comment_count")
                                         = ROW(((COALESCE(t."post_count", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."published_post_count", 0)::bigint + v_lone."__c0"))::bigint, (COALESCE((CAST((CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(aux_row."__s1", 0) + v_lone."__s1") END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric)
                                      FROM "tview"."agg_7" AS aux_row
                                     WHERE true
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 7, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_7"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_7', (COALESCE(NULLIF(current_setting('tview.sg_7', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_7', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_7'), '', true);
                                ELSE  -- (f_N need not run that statement again)
                                    v_set := set_config((v_tag || 'lt_7'), '1', true);
                                    v_set := "tview"."f_7"(NULL)::text;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
                                v_set := set_config((v_tag || 'p_7'), '', true);
                                v_set := "tview"."f_7"(NULL)::text;
                            END IF;
                        END;

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

-- function tview.d_1_<oid:app.tb_company>_added()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i1_<oid:app.tb_company>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:app.tb_company>_changed()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c1_<oid:app.tb_company>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:app.tb_company>_del()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_del()
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
    v_keys := ARRAY(SELECT d."pk_company" FROM (
        SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
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
        SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
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
            SELECT 1, ARRAY[d."pk_company"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
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

-- function tview.d_1_<oid:app.tb_company>_gate()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g1_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_1_<oid:app.tb_company>_ins()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_ins()
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
    v_keys := ARRAY(SELECT d."pk_company" FROM (
        SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
        SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
            SELECT 1, ARRAY[d."pk_company"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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

-- function tview.d_1_<oid:app.tb_company>_key()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_key()
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

-- function tview.d_1_<oid:app.tb_company>_trunc()
CREATE OR REPLACE FUNCTION tview.d_1_<oid:app.tb_company>_trunc()
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

-- function tview.d_2_<oid:app.tb_company>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:app.tb_company>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:app.tb_company>_changed()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_changed()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.c2_<oid:app.tb_company>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:app.tb_company>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_del()
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
    v_keys := ARRAY(SELECT d."pk_company" FROM (
        SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
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
        SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
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
                     || set_config((v_tag || 'q_2'), '1', true)
                     || set_config((v_tag || 'wr_2'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."pk_company"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true)
                         || set_config((v_tag || 'wr_2'), '1', true);
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

-- function tview.d_2_<oid:app.tb_company>_gate()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_gate()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config(pg_catalog.concat('tview.g2_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), '1', true)
             OPERATOR(pg_catalog.||) pg_catalog.set_config(pg_catalog.concat('tview.g_', TG_RELID, '_', pg_catalog.pg_trigger_depth()), '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:app.tb_company>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_ins()
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
    v_keys := ARRAY(SELECT d."pk_company" FROM (
        SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
        SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                     || set_config((v_tag || 'q_2'), '1', true)
                     || set_config((v_tag || 'wr_2'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 2, ARRAY[d."pk_company"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_2'), '1', true)
                         || set_config((v_tag || 'q_2'), '1', true)
                         || set_config((v_tag || 'wr_2'), '1', true);
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

-- function tview.d_2_<oid:app.tb_company>_key()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_key()
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

-- function tview.d_2_<oid:app.tb_company>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_trunc()
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
             || set_config((v_tag || 'q_2'), '1', true)
                 || set_config((v_tag || 'wr_2'), '1', true);
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

-- function tview.d_2_<oid:app.tb_company>_wr()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_company>_wr()
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

-- function tview.d_2_<oid:app.tb_post>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_post>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:app.tb_post>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:app.tb_post>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_post>_del()
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
    SELECT <oid:app.tb_post>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_post>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_old AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_2_<oid:app.tb_post>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_post>_ins()
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
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_post>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_new AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_2_<oid:app.tb_post>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_post>_trunc()
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

-- function tview.d_2_<oid:app.tb_post>_upd()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_post>_upd()
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
       AND NOT EXISTS (SELECT x."fk_author", x."pk_post", x."published" FROM tview_new AS x EXCEPT ALL SELECT x."fk_author", x."pk_post", x."published" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."fk_author", x."pk_post", x."published" FROM tview_old AS x EXCEPT ALL SELECT x."fk_author", x."pk_post", x."published" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:app.tb_post>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_post>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 2, <oid:app.tb_post>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_old AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
                UNION ALL
                SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_new AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 2 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_2_<oid:app.tb_user>_added()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_user>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i2_<oid:app.tb_user>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_2_<oid:app.tb_user>_del()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_user>_del()
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
    SELECT <oid:app.tb_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_user>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_old AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_2_<oid:app.tb_user>_ins()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_user>_ins()
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
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_new AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 1 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_2_<oid:app.tb_user>_trunc()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_user>_trunc()
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

-- function tview.d_2_<oid:app.tb_user>_upd()
CREATE OR REPLACE FUNCTION tview.d_2_<oid:app.tb_user>_upd()
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
       AND NOT EXISTS (SELECT x."fk_company", x."pk_user" FROM tview_new AS x EXCEPT ALL SELECT x."fk_company", x."pk_user" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."fk_company", x."pk_user" FROM tview_old AS x EXCEPT ALL SELECT x."fk_company", x."pk_user" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:app.tb_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_2'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_2'), pg_current_snapshot()::text, true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 2, <oid:app.tb_user>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 2, <oid:app.tb_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_old AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
                UNION ALL
                SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_new AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_company") AS lo, max(d."pk_company") AS hi FROM d
        HAVING count(d."pk_company") = count(*) AND max(d."pk_company")::numeric - min(d."pk_company") >= 64 AND (max(d."pk_company")::numeric - min(d."pk_company")) * 2 < count(*)
    )
    SELECT 2, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 2, ARRAY[x."pk_company"::text] FROM (SELECT DISTINCT * FROM d) AS x
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

-- function tview.d_3_<oid:app.tb_comment>_added()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:app.tb_comment>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i3_<oid:app.tb_comment>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_3_<oid:app.tb_comment>_del()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:app.tb_comment>_del()
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
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_3_981193db45') IS NULL THEN
        CREATE TEMP TABLE "tview_d_3_981193db45" ("fk_post" integer, "__n" bigint, "__c0" bigint, "__e0" timestamp with time zone, "__ec0" bigint, "__de0" timestamp with time zone, "__dec0" bigint, "__e1" timestamp with time zone, "__ec1" bigint, "__de1" timestamp with time zone, "__dec1" bigint);
        PERFORM setval('"tview"."dcheck_3"', to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint);
        PERFORM set_config('tview.tview_d_3_981193db45', to_regclass('pg_temp.tview_d_3_981193db45')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_3_981193db45', true) = to_regclass('pg_temp.tview_d_3_981193db45')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_3"') = to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_3_981193db45'), 3) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_3_981193db45 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    WITH r AS (
        SELECT -1::bigint AS sign, "cm"."fk_post" AS "fk_post", (CASE WHEN LENGTH("cm"."body") > 40 THEN 1 END) AS a0, "cm"."created_at" AS a1
        FROM tview_old AS "cm" WHERE true
    ), w AS (
        SELECT r.*, min(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd1
        FROM r WINDOW wp AS (PARTITION BY r."fk_post")
    )
    INSERT INTO pg_temp."tview_d_3_981193db45"
    SELECT w."fk_post", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd1)
    FROM w GROUP BY w."fk_post";
    IF FOUND THEN  -- work for tview 3 (see flush)
        IF current_setting((v_tag || 'p_3'), true) = '1' THEN
            -- not the first batch of deltas since the last flush: it must combine them
            v_set := set_config((v_tag || 'dm_3'), '1', true);
        END IF;
        v_set := set_config((v_tag || 'p_3'), '1', true);
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

-- function tview.d_3_<oid:app.tb_comment>_ins()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:app.tb_comment>_ins()
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
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_3_981193db45') IS NULL THEN
        CREATE TEMP TABLE "tview_d_3_981193db45" ("fk_post" integer, "__n" bigint, "__c0" bigint, "__e0" timestamp with time zone, "__ec0" bigint, "__de0" timestamp with time zone, "__dec0" bigint, "__e1" timestamp with time zone, "__ec1" bigint, "__de1" timestamp with time zone, "__dec1" bigint);
        PERFORM setval('"tview"."dcheck_3"', to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint);
        PERFORM set_config('tview.tview_d_3_981193db45', to_regclass('pg_temp.tview_d_3_981193db45')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_3_981193db45', true) = to_regclass('pg_temp.tview_d_3_981193db45')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_3"') = to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_3_981193db45'), 3) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_3_981193db45 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    WITH r AS (
        SELECT 1::bigint AS sign, "cm"."fk_post" AS "fk_post", (CASE WHEN LENGTH("cm"."body") > 40 THEN 1 END) AS a0, "cm"."created_at" AS a1
        FROM tview_new AS "cm" WHERE true
    ), w AS (
        SELECT r.*, min(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd1
        FROM r WINDOW wp AS (PARTITION BY r."fk_post")
    )
    INSERT INTO pg_temp."tview_d_3_981193db45"
    SELECT w."fk_post", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd1)
    FROM w GROUP BY w."fk_post";
    IF FOUND THEN  -- work for tview 3 (see flush)
        IF current_setting((v_tag || 'p_3'), true) = '1' THEN
            -- not the first batch of deltas since the last flush: it must combine them
            v_set := set_config((v_tag || 'dm_3'), '1', true);
        END IF;
        v_set := set_config((v_tag || 'p_3'), '1', true);
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

-- function tview.d_3_<oid:app.tb_comment>_trunc()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:app.tb_comment>_trunc()
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
BEGIN
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_queue VALUES (3, NULL);
    v_set := set_config((v_tag || 'q_3'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_3'), '1', true);  -- work for tview 3
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

-- function tview.d_3_<oid:app.tb_comment>_upd()
CREATE OR REPLACE FUNCTION tview.d_3_<oid:app.tb_comment>_upd()
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
BEGIN
    -- (up to 64 rows: the comparison hashes both sides whole, a tenth of a second at 100k)
    IF (SELECT count(*) FROM (SELECT FROM tview_new LIMIT 65) AS x) <= 64
       AND NOT EXISTS (SELECT x."body", x."created_at", x."fk_post" FROM tview_new AS x EXCEPT ALL SELECT x."body", x."created_at", x."fk_post" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."body", x."created_at", x."fk_post" FROM tview_old AS x EXCEPT ALL SELECT x."body", x."created_at", x."fk_post" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    IF to_regclass('pg_temp.tview_d_3_981193db45') IS NULL THEN
        CREATE TEMP TABLE "tview_d_3_981193db45" ("fk_post" integer, "__n" bigint, "__c0" bigint, "__e0" timestamp with time zone, "__ec0" bigint, "__de0" timestamp with time zone, "__dec0" bigint, "__e1" timestamp with time zone, "__ec1" bigint, "__de1" timestamp with time zone, "__dec1" bigint);
        PERFORM setval('"tview"."dcheck_3"', to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint);
        PERFORM set_config('tview.tview_d_3_981193db45', to_regclass('pg_temp.tview_d_3_981193db45')::oid::text, false);
    ELSIF NOT (CASE WHEN current_setting('tview.tview_d_3_981193db45', true) = to_regclass('pg_temp.tview_d_3_981193db45')::oid::text
          THEN COALESCE(currval('"tview"."dcheck_3"') = to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint, false)
          ELSE "tview"._owned(to_regclass('pg_temp.tview_d_3_981193db45'), 3) END) THEN
        RAISE EXCEPTION 'tview: session table pg_temp.tview_d_3_981193db45 was not created by tview'
            USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
    END IF;
    WITH r AS (
        SELECT 1::bigint AS sign, "cm"."fk_post" AS "fk_post", (CASE WHEN LENGTH("cm"."body") > 40 THEN 1 END) AS a0, "cm"."created_at" AS a1
        FROM tview_new AS "cm" WHERE true
        UNION ALL
        SELECT -1::bigint AS sign, "cm"."fk_post" AS "fk_post", (CASE WHEN LENGTH("cm"."body") > 40 THEN 1 END) AS a0, "cm"."created_at" AS a1
        FROM tview_old AS "cm" WHERE true
    ), w AS (
        SELECT r.*, min(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi0, min(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd0, max(r.a1) FILTER (WHERE r.sign > 0) OVER wp AS wi1, max(r.a1) FILTER (WHERE r.sign < 0) OVER wp AS wd1
        FROM r WINDOW wp AS (PARTITION BY r."fk_post")
    )
    INSERT INTO pg_temp."tview_d_3_981193db45"
    SELECT w."fk_post", COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), min(w.wi0), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi0), min(w.wd0), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd0), min(w.wi1), count(*) FILTER (WHERE w.sign > 0 AND w.a1 = w.wi1), min(w.wd1), count(*) FILTER (WHERE w.sign < 0 AND w.a1 = w.wd1)
    FROM w GROUP BY w."fk_post";
    IF FOUND THEN  -- work for tview 3 (see flush)
        IF current_setting((v_tag || 'p_3'), true) = '1' THEN
            -- not the first batch of deltas since the last flush: it must combine them
            v_set := set_config((v_tag || 'dm_3'), '1', true);
        END IF;
        v_set := set_config((v_tag || 'p_3'), '1', true);
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

-- function tview.d_4_<oid:app.tb_user>_added()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:app.tb_user>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i4_<oid:app.tb_user>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:app.tb_user>_del()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:app.tb_user>_del()
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
    v_keys := ARRAY(SELECT d."pk_user" FROM (
        SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_4'), true), '') = ''
       AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 4 (see flush), in the setting
        v_set := set_config((v_tag || 'k_4'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_4'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_4'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_user"), max(d."pk_user"), count(*), count(d."pk_user") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_4'), true), '') IN ('', v_lo::text) THEN  -- work for tview 4 (see flush), in the setting
            v_set := set_config((v_tag || 'k_4'), v_lo::text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (4, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_4'), '1', true)
                     || set_config((v_tag || 'q_4'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 4, ARRAY[d."pk_user"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_4'), '1', true)
                         || set_config((v_tag || 'q_4'), '1', true);
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

-- function tview.d_4_<oid:app.tb_user>_ins()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:app.tb_user>_ins()
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
    v_keys := ARRAY(SELECT d."pk_user" FROM (
        SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_4'), true), '') = ''
       AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 4 (see flush), in the setting
        v_set := set_config((v_tag || 'k_4'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_4'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_4'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_user"), max(d."pk_user"), count(*), count(d."pk_user") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_4'), true), '') IN ('', v_lo::text) THEN  -- work for tview 4 (see flush), in the setting
            v_set := set_config((v_tag || 'k_4'), v_lo::text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (4, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_4'), '1', true)
                     || set_config((v_tag || 'q_4'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 4, ARRAY[d."pk_user"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_4'), '1', true)
                         || set_config((v_tag || 'q_4'), '1', true);
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

-- function tview.d_4_<oid:app.tb_user>_trunc()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:app.tb_user>_trunc()
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

-- function tview.d_4_<oid:app.tb_user>_upd()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:app.tb_user>_upd()
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
       AND NOT EXISTS (SELECT x."email", x."fk_company", x."id", x."name", x."pk_user" FROM tview_new AS x EXCEPT ALL SELECT x."email", x."fk_company", x."id", x."name", x."pk_user" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."email", x."fk_company", x."id", x."name", x."pk_user" FROM tview_old AS x EXCEPT ALL SELECT x."email", x."fk_company", x."id", x."name", x."pk_user" FROM tview_new AS x) THEN
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
    v_keys := ARRAY(SELECT d."pk_user" FROM (
        SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
                UNION ALL
                SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
    ) AS d LIMIT 3);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_4'), true), '') = ''
       AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 4 (see flush), in the setting
        v_set := set_config((v_tag || 'k_4'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_4'), '1', true);
    ELSIF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_4'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_user"), max(d."pk_user"), count(*), count(d."pk_user") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
                    UNION ALL
                    SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_4'), true), '') IN ('', v_lo::text) THEN  -- work for tview 4 (see flush), in the setting
            v_set := set_config((v_tag || 'k_4'), v_lo::text, true)
                     || set_config((v_tag || 'p_4'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (4, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_4'), '1', true)
                     || set_config((v_tag || 'q_4'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 4, ARRAY[d."pk_user"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "u"."pk_user" AS "pk_user" FROM tview_old AS "u"
                        UNION ALL
                        SELECT "u"."pk_user" AS "pk_user" FROM tview_new AS "u"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_4'), '1', true)
                         || set_config((v_tag || 'q_4'), '1', true);
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

-- function tview.d_4_<oid:public.tv_company>_added()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.tv_company>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i4_<oid:public.tv_company>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_4_<oid:public.tv_company>_del()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.tv_company>_del()
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
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.tv_company>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_old AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_user") AS lo, max(d."pk_user") AS hi FROM d
        HAVING count(d."pk_user") = count(*) AND max(d."pk_user")::numeric - min(d."pk_user") >= 64 AND (max(d."pk_user")::numeric - min(d."pk_user")) * 1 < count(*)
    )
    SELECT 4, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 4, ARRAY[x."pk_user"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_4_<oid:public.tv_company>_ins()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.tv_company>_ins()
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
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.tv_company>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_new AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_user") AS lo, max(d."pk_user") AS hi FROM d
        HAVING count(d."pk_user") = count(*) AND max(d."pk_user")::numeric - min(d."pk_user") >= 64 AND (max(d."pk_user")::numeric - min(d."pk_user")) * 1 < count(*)
    )
    SELECT 4, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 4, ARRAY[x."pk_user"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_4_<oid:public.tv_company>_trunc()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.tv_company>_trunc()
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

-- function tview.d_4_<oid:public.tv_company>_upd()
CREATE OR REPLACE FUNCTION tview.d_4_<oid:public.tv_company>_upd()
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
    IF COALESCE(current_setting((v_tag || 'ws_4'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_4'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 4), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 4, <oid:public.tv_company>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 4, <oid:public.tv_company>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_old AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
                UNION ALL
                SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_new AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
    ), r AS (
        SELECT min(d."pk_user") AS lo, max(d."pk_user") AS hi FROM d
        HAVING count(d."pk_user") = count(*) AND max(d."pk_user")::numeric - min(d."pk_user") >= 64 AND (max(d."pk_user")::numeric - min(d."pk_user")) * 2 < count(*)
    )
    SELECT 4, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 4, ARRAY[x."pk_user"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_comment>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_comment>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:app.tb_comment>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:app.tb_comment>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_comment>_del()
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
    SELECT <oid:app.tb_comment>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_comment>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_old AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_comment>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_comment>_ins()
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
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_comment>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_new AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_comment>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_comment>_trunc()
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

-- function tview.d_5_<oid:app.tb_comment>_upd()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_comment>_upd()
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
    SELECT <oid:app.tb_comment>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_comment>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 5, <oid:app.tb_comment>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_old AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
                UNION ALL
                SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_new AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 2 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_post>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_post>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:app.tb_post>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:app.tb_post>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_post>_del()
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_5'), true), '') = ''
       AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 5 (see flush), in the setting
        v_set := set_config((v_tag || 'k_5'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_5'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_5'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_5'), true), '') IN ('', v_lo::text) THEN  -- work for tview 5 (see flush), in the setting
            v_set := set_config((v_tag || 'k_5'), v_lo::text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (5, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_5'), '1', true)
                     || set_config((v_tag || 'q_5'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 5, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_5'), '1', true)
                         || set_config((v_tag || 'q_5'), '1', true);
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

-- function tview.d_5_<oid:app.tb_post>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_post>_ins()
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_5'), true), '') = ''
       AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 5 (see flush), in the setting
        v_set := set_config((v_tag || 'k_5'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_5'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_5'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_5'), true), '') IN ('', v_lo::text) THEN  -- work for tview 5 (see flush), in the setting
            v_set := set_config((v_tag || 'k_5'), v_lo::text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (5, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_5'), '1', true)
                     || set_config((v_tag || 'q_5'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 5, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_5'), '1', true)
                         || set_config((v_tag || 'q_5'), '1', true);
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

-- function tview.d_5_<oid:app.tb_post>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_post>_trunc()
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

-- function tview.d_5_<oid:app.tb_post>_upd()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_post>_upd()
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
       AND NOT EXISTS (SELECT x."created_at", x."fk_author", x."id", x."pk_post", x."published", x."title" FROM tview_new AS x EXCEPT ALL SELECT x."created_at", x."fk_author", x."id", x."pk_post", x."published", x."title" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."created_at", x."fk_author", x."id", x."pk_post", x."published", x."title" FROM tview_old AS x EXCEPT ALL SELECT x."created_at", x."fk_author", x."id", x."pk_post", x."published", x."title" FROM tview_new AS x) THEN
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                UNION ALL
                SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
    ) AS d LIMIT 3);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_5'), true), '') = ''
       AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 5 (see flush), in the setting
        v_set := set_config((v_tag || 'k_5'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_5'), '1', true);
    ELSIF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_5'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                    UNION ALL
                    SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_5'), true), '') IN ('', v_lo::text) THEN  -- work for tview 5 (see flush), in the setting
            v_set := set_config((v_tag || 'k_5'), v_lo::text, true)
                     || set_config((v_tag || 'p_5'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (5, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_5'), '1', true)
                     || set_config((v_tag || 'q_5'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 5, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                        UNION ALL
                        SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_5'), '1', true)
                         || set_config((v_tag || 'q_5'), '1', true);
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

-- function tview.d_5_<oid:app.tb_user>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_user>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:app.tb_user>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:app.tb_user>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_user>_del()
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
    SELECT <oid:app.tb_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_user>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_old AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_user>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_user>_ins()
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
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_new AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:app.tb_user>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_user>_trunc()
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

-- function tview.d_5_<oid:app.tb_user>_upd()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:app.tb_user>_upd()
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
       AND NOT EXISTS (SELECT x."id", x."name", x."pk_user" FROM tview_new AS x EXCEPT ALL SELECT x."id", x."name", x."pk_user" FROM tview_old AS x)
       AND NOT EXISTS (SELECT x."id", x."name", x."pk_user" FROM tview_old AS x EXCEPT ALL SELECT x."id", x."name", x."pk_user" FROM tview_new AS x) THEN
        RETURN NEW;  -- old and new rows agree on every column the view reads
    END IF;
    v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                  THEN 'tview.s' || currval('"tview".session_key') || '_' END;
    IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
        PERFORM "tview"._arm();  -- first use in this session: check and create session tables
        v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    END IF;
    INSERT INTO pg_temp.tview_log (rel, stmt, row)
    SELECT <oid:app.tb_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:app.tb_user>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 5, <oid:app.tb_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_old AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
                UNION ALL
                SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_new AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 2 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:public.tv_user>_added()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.tv_user>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i5_<oid:public.tv_user>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_5_<oid:public.tv_user>_del()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.tv_user>_del()
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
    SELECT <oid:public.tv_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.tv_user>, true, to_jsonb(x.*) FROM tview_old AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_old AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:public.tv_user>_ins()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.tv_user>_ins()
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
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.tv_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_new AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 1 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_5_<oid:public.tv_user>_trunc()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.tv_user>_trunc()
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

-- function tview.d_5_<oid:public.tv_user>_upd()
CREATE OR REPLACE FUNCTION tview.d_5_<oid:public.tv_user>_upd()
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
    SELECT <oid:public.tv_user>, statement_timestamp(), to_jsonb(o.*) FROM tview_old AS o;
    v_set := set_config('tview.logged', '1', true);  -- (assignments skip the executor)
    -- keep the changed rows: the flush derives their keys again under a fresh snapshot if a
    -- writer of this tview committed after the derivation below (the witness rows tell)
    IF COALESCE(current_setting((v_tag || 'ws_5'), true), '') = '' THEN
        v_set := set_config((v_tag || 'ws_5'), (SELECT sum(w.n)::text FROM "tview".witness AS w WHERE w.tview_id = 5), true);
    END IF;
    -- (tview_jd is a session table: _arm created and checked it)
    INSERT INTO pg_temp.tview_jd (tview, rel, old, row)
    SELECT 5, <oid:public.tv_user>, true, to_jsonb(x.*) FROM tview_old AS x
    UNION ALL
    SELECT 5, <oid:public.tv_user>, false, to_jsonb(x.*) FROM tview_new AS x;
    v_set := set_config((v_tag || 'jd_pending'), '1', true);
    INSERT INTO pg_temp.tview_queue (tview, k)
    WITH d AS MATERIALIZED (
        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_old AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
                UNION ALL
                SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_new AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
    ), r AS (
        SELECT min(d."pk_post") AS lo, max(d."pk_post") AS hi FROM d
        HAVING count(d."pk_post") = count(*) AND max(d."pk_post")::numeric - min(d."pk_post") >= 64 AND (max(d."pk_post")::numeric - min(d."pk_post")) * 2 < count(*)
    )
    SELECT 5, ARRAY[r.lo::text, r.hi::text] FROM r
    UNION ALL
    SELECT 5, ARRAY[x."pk_post"::text] FROM (SELECT DISTINCT * FROM d) AS x
     WHERE NOT EXISTS (SELECT FROM r);
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

-- function tview.d_6_<oid:public.tv_post>_added()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.tv_post>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i6_<oid:public.tv_post>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_6_<oid:public.tv_post>_del()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.tv_post>_del()
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_6'), true), '') = ''
       AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 6 (see flush), in the setting
        v_set := set_config((v_tag || 'k_6'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_6'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_6'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_6'), true), '') IN ('', v_lo::text) THEN  -- work for tview 6 (see flush), in the setting
            v_set := set_config((v_tag || 'k_6'), v_lo::text, true)
                     || set_config((v_tag || 'p_6'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (6, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_6'), '1', true)
                     || set_config((v_tag || 'q_6'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 6, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_6'), '1', true)
                         || set_config((v_tag || 'q_6'), '1', true);
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

-- function tview.d_6_<oid:public.tv_post>_ins()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.tv_post>_ins()
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
    ) AS d LIMIT 2);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_6'), true), '') = ''
       AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 6 (see flush), in the setting
        v_set := set_config((v_tag || 'k_6'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_6'), '1', true);
    ELSIF cardinality(v_keys) <= 1 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_6'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_6'), true), '') IN ('', v_lo::text) THEN  -- work for tview 6 (see flush), in the setting
            v_set := set_config((v_tag || 'k_6'), v_lo::text, true)
                     || set_config((v_tag || 'p_6'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 1 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (6, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_6'), '1', true)
                     || set_config((v_tag || 'q_6'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 6, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_6'), '1', true)
                         || set_config((v_tag || 'q_6'), '1', true);
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

-- function tview.d_6_<oid:public.tv_post>_trunc()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.tv_post>_trunc()
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

-- function tview.d_6_<oid:public.tv_post>_upd()
CREATE OR REPLACE FUNCTION tview.d_6_<oid:public.tv_post>_upd()
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
    v_keys := ARRAY(SELECT d."pk_post" FROM (
        SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                UNION ALL
                SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
    ) AS d LIMIT 3);
    -- (k_N tested before q_N: a repeated key's statement stops at it, one setting read less)
    IF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
       AND COALESCE(current_setting((v_tag || 'k_6'), true), '') = ''
       AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1' THEN
        -- work for tview 6 (see flush), in the setting
        v_set := set_config((v_tag || 'k_6'), v_keys[1]::text, true)
                 || set_config((v_tag || 'p_6'), '1', true);
    ELSIF cardinality(v_keys) <= 2 AND v_keys[1] = v_keys[cardinality(v_keys)]
          AND current_setting((v_tag || 'k_6'), true) = v_keys[1]::text THEN
        -- the key is pending already (a flush clears k_N), and its statement armed the flush
        RETURN NEW;  -- (NULL here; see _session.done)
    ELSE
        SELECT min(d."pk_post"), max(d."pk_post"), count(*), count(d."pk_post") INTO v_lo, v_hi, v_n, v_nn
        FROM (
            SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                    UNION ALL
                    SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
        ) AS d;
        IF v_nn = v_n AND v_lo = v_hi
                          AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1'
                          AND COALESCE(current_setting((v_tag || 'k_6'), true), '') IN ('', v_lo::text) THEN  -- work for tview 6 (see flush), in the setting
            v_set := set_config((v_tag || 'k_6'), v_lo::text, true)
                     || set_config((v_tag || 'p_6'), '1', true);
        ELSIF v_nn = v_n AND v_hi::numeric - v_lo >= 64 AND (v_hi::numeric - v_lo) * 2 < v_n THEN
            INSERT INTO pg_temp.tview_queue (tview, k) VALUES (6, ARRAY[v_lo::text, v_hi::text]);
            v_set := set_config((v_tag || 'p_6'), '1', true)
                     || set_config((v_tag || 'q_6'), '1', true);
        ELSE
            INSERT INTO pg_temp.tview_queue (tview, k)
            SELECT 6, ARRAY[d."pk_post"::text]
            FROM (SELECT DISTINCT * FROM (
                SELECT "p"."pk_post" AS "pk_post" FROM tview_old AS "p"
                        UNION ALL
                        SELECT "p"."pk_post" AS "pk_post" FROM tview_new AS "p"
            ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
            IF FOUND THEN  -- keys queued
                v_set := set_config((v_tag || 'p_6'), '1', true)
                         || set_config((v_tag || 'q_6'), '1', true);
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

-- function tview.d_7_<oid:public.tv_post>_added()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.tv_post>_added()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'pg_catalog', 'pg_temp'
AS $function$
DECLARE
    v_set text;
BEGIN
    v_set := pg_catalog.set_config('tview.i7_<oid:public.tv_post>', '1', true);
    RETURN NULL;
END
$function$;

-- function tview.d_7_<oid:public.tv_post>_del()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.tv_post>_del()
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
    IF current_setting((v_tag || 'p_7'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64, false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_7"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_old AS "p" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_7'), v_text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSE
            WITH r AS (
                SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_old AS "p" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_7"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_7'), v_rows[1], true)
                         || set_config((v_tag || 'p_7'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
                    PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_7_a7c78ce309"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_7" AS v) AS r;
                v_set := set_config((v_tag || 'p_7'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
            CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
            PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_7'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_7_a7c78ce309"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_7" AS v) AS r;
            v_set := set_config((v_tag || 'dl_7'), '', true);
        END IF;
        WITH r AS (
            SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_old AS "p" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_7_a7c78ce309"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_7'), '1', true);
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

-- function tview.d_7_<oid:public.tv_post>_ins()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.tv_post>_ins()
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
    IF current_setting((v_tag || 'p_7'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT count(*) = 0 OR COALESCE(count(*) <= 64, false),
               count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
               ROW((COALESCE(sum(r.sign), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                   (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_7"::text
        INTO v_one, v_zero, v_text
        FROM (
            SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_new AS "p" WHERE true
            LIMIT 65
        ) AS r;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_7'), v_text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_new AS "p" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_7"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_7'), v_rows[1], true)
                         || set_config((v_tag || 'p_7'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
                    PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_7_a7c78ce309"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_7" AS v) AS r;
                v_set := set_config((v_tag || 'p_7'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
            CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
            PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_7'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_7_a7c78ce309"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_7" AS v) AS r;
            v_set := set_config((v_tag || 'dl_7'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_new AS "p" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_7_a7c78ce309"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_7'), '1', true);
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

-- function tview.d_7_<oid:public.tv_post>_trunc()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.tv_post>_trunc()
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
    INSERT INTO pg_temp.tview_queue VALUES (7, NULL);
    v_set := set_config((v_tag || 'q_7'), '1', true);  -- (in the queue: see the flush)
    v_set := set_config((v_tag || 'p_7'), '1', true);  -- work for tview 7
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

-- function tview.d_7_<oid:public.tv_post>_upd()
CREATE OR REPLACE FUNCTION tview.d_7_<oid:public.tv_post>_upd()
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
    IF current_setting((v_tag || 'p_7'), true) IS DISTINCT FROM '1' THEN
        -- nothing pending for this tview: a statement that changes one group passes its delta
        -- in the private setting dl_N, not the table (see the flush)

        SELECT CASE WHEN EXISTS (SELECT FROM tview_new AS "p" WHERE true OFFSET 1) THEN NULL
                    ELSE COALESCE(true, false) END,
               true AND n.a0 IS NOT DISTINCT FROM o.a0 AND n.a1 IS NOT DISTINCT FROM o.a1,
               ROW((0)::bigint,
                   ((n.a0 IS NOT NULL)::int - (o.a0 IS NOT NULL)::int)::bigint,
                   ((n.a1 IS NOT NULL)::int - (o.a1 IS NOT NULL)::int)::bigint,
                   (COALESCE(n.a1::numeric, 0) - COALESCE(o.a1::numeric, 0))::numeric)::"tview"."dl_7"::text
        INTO v_one, v_zero, v_text
        FROM (SELECT (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_new AS "p" WHERE true LIMIT 1) AS n,
             (SELECT (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_old AS "p" WHERE true LIMIT 1) AS o;
        IF v_one IS NULL THEN  -- not one row on each side

            SELECT count(*) = 0 OR COALESCE(count(*) <= 64, false),
                   count(*) = 0 OR COALESCE(sum(r.sign) = 0 AND sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END) = 0 AND sum(r.sign * r.a1::numeric) IS NOT DISTINCT FROM 0, false),
                   ROW((COALESCE(sum(r.sign), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a0 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(CASE WHEN r.a1 IS NULL THEN 0 ELSE r.sign END), 0))::bigint,
                       (COALESCE(sum(r.sign * r.a1::numeric), 0))::numeric)::"tview"."dl_7"::text
            INTO v_one, v_zero, v_text
            FROM (
                SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_new AS "p" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_old AS "p" WHERE true
                LIMIT 65
            ) AS r;
        END IF;
        -- (the probe's cases are what the general statement below would find; v_n stays NULL
        -- when the one delta row is in v_text)
        IF v_one AND v_zero THEN
            v_n := 0;  -- a delta that changes nothing: nothing queued, nothing armed
        ELSIF v_one THEN
            v_set := set_config((v_tag || 'dl_7'), v_text, true)
                     || set_config((v_tag || 'p_7'), '1', true);
        ELSE
            WITH r AS (
                SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_new AS "p" WHERE true
                UNION ALL
                SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
                FROM tview_old AS "p" WHERE true
            ), w AS (
                SELECT r.*
                FROM r WINDOW wp AS ()
            )
            SELECT count(*), array_agg(ROW(d."__n"::bigint, d."__c0"::bigint, d."__c1"::bigint, d."__s1"::numeric)::"tview"."dl_7"::text) FROM (
                SELECT COALESCE(sum(w.sign), 0) AS "__n", COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c0", COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0) AS "__c1", COALESCE(sum(w.sign * w.a1::numeric), 0) AS "__s1"
                FROM w
            ) AS d INTO v_n, v_rows;
            IF v_n = 1 THEN
                v_set := set_config((v_tag || 'dl_7'), v_rows[1], true)
                         || set_config((v_tag || 'p_7'), '1', true);
            ELSIF v_n > 1 THEN
                IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
                    CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                    PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
                    PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
                ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
                      THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
                      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
                    RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                        USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
                END IF;
                INSERT INTO pg_temp."tview_d_7_a7c78ce309"
                SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM unnest(v_rows) AS u(x), LATERAL (SELECT u.x::"tview"."dl_7" AS v) AS r;
                v_set := set_config((v_tag || 'p_7'), '1', true);
            END IF;
        END IF;
    ELSE
        IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
            CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
            PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
            PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
        ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
              THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
              ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_text := current_setting((v_tag || 'dl_7'), true);
        IF COALESCE(v_text, '') <> '' THEN
            -- an earlier statement's lone delta joins the table, with this one's
            INSERT INTO pg_temp."tview_d_7_a7c78ce309"
            SELECT (r.v)."__n" AS "__n", (r.v)."__c0" AS "__c0", (r.v)."__c1" AS "__c1", (r.v)."__s1" AS "__s1" FROM (SELECT v_text::"tview"."dl_7" AS v) AS r;
            v_set := set_config((v_tag || 'dl_7'), '', true);
        END IF;
        WITH r AS (
            SELECT 1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_new AS "p" WHERE true
            UNION ALL
            SELECT -1::bigint AS sign, (CASE WHEN "p"."published" THEN 1 END) AS a0, "p"."comment_count" AS a1
            FROM tview_old AS "p" WHERE true
        ), w AS (
            SELECT r.*
            FROM r WINDOW wp AS ()
        )
        INSERT INTO pg_temp."tview_d_7_a7c78ce309"
        SELECT COALESCE(sum(w.sign), 0), COALESCE(sum(CASE WHEN w.a0 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(CASE WHEN w.a1 IS NULL THEN 0 ELSE w.sign END), 0), COALESCE(sum(w.sign * w.a1::numeric), 0)
        FROM w;
        IF FOUND THEN  -- not the first batch of deltas since the last flush: combine them
            v_set := set_config((v_tag || 'dm_7'), '1', true);
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
                UPDATE "public"."tv_company" AS t
                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                  FROM "public"."v_company" AS x
                 WHERE x."pk_company" = k1[1] AND t."pk_company" = x."pk_company"
                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
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
            SELECT t.ctid AS tid, ROW(t."pk_company", t."id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_company", t."id", t."data")::text) AS rn
            FROM "public"."tv_company" AS t WHERE true
        ), n AS (
            SELECT ROW(x."pk_company", x."id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_company" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_company" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_company" AS r, ROW(x."pk_company", x."id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_company", x."id", x."data")::text) AS rn
            FROM "public"."v_company" AS x WHERE true
        ), o AS (
            SELECT ROW(t."pk_company", t."id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_company" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
            SELECT (a.r)."pk_company", (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
            SELECT (a.r)."pk_company", (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_company"', v_dup, 'pk_company'
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
                UPDATE "public"."tv_company" AS t
                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                  FROM "public"."v_company" AS x
                 WHERE x."pk_company" BETWEEN v_lo AND v_hi AND t."pk_company" BETWEEN v_lo AND v_hi
                   AND t."pk_company" = x."pk_company"
                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_company" AS t
                       SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                      FROM "public"."v_company" AS x
                     WHERE x."pk_company" BETWEEN v_lo AND v_hi AND t."pk_company" BETWEEN v_lo AND v_hi
                       AND t."pk_company" = x."pk_company"
                       AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true)
                    RETURNING t."pk_company" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_company" AS t
                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                  FROM "public"."v_company" AS x
                 WHERE x."pk_company" = k1[1] AND t."pk_company" = x."pk_company"
                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_company" AS t
                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                  FROM "public"."v_company" AS x
                 WHERE x."pk_company" = ANY(k1) AND t."pk_company" = x."pk_company"
                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
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
                SELECT view_row."pk_company", view_row."id", view_row."data"
                FROM "public"."v_company" AS view_row WHERE view_row."pk_company" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."pk_company", t."id", t."data"
                FROM "public"."tv_company" AS t WHERE t."pk_company" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_company" AS t
                   SET ("pk_company", "id", "data") = ROW(n."pk_company", n."id", n."data")
                  FROM n JOIN o ON o."pk_company" = n."pk_company"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."pk_company", o."id", o."data")::record OPERATOR(pg_catalog.*<>) ROW(n."pk_company", n."id", n."data")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_company" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."pk_company" = o."pk_company")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."pk_company" = n."pk_company")
            ), ip AS (
                INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
                SELECT a."pk_company", a."id", a."data" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
                SELECT a."pk_company", a."id", a."data" FROM a
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
                '"public"."tv_company"', v_dup, 'pk_company'
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
            SELECT t.ctid AS tid, ROW(t."pk_company", t."id", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_company", t."id", t."data")::text) AS rn
            FROM "public"."tv_company" AS t WHERE (t."pk_company" IS NULL OR t."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."pk_company", x."id", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_company" AS x WHERE (x."pk_company" IS NULL OR x."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_company" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_company" AS x WHERE (x."pk_company" IS NULL OR x."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_company" AS r, ROW(x."pk_company", x."id", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_company", x."id", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_company", t."id", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_company" AS t WHERE (t."pk_company" IS NULL OR t."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
            SELECT (a.r)."pk_company", (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_company" ("pk_company", "id", "data")
            SELECT (a.r)."pk_company", (a.r)."id", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_company"', v_dup, 'pk_company'
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
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 2);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
        -- the buckets of the join values of the changed rows of "app"."tb_user", and of the
        -- rows of "app"."tb_company" of every key this transaction refreshes; -1: every row
        -- (another joined source changed, or a refresh too big for buckets)
        v_slots := ARRAY(SELECT DISTINCT u.b FROM (
            SELECT CASE WHEN j.rel = <oid:app.tb_user> THEN (64 + (hash_array(ARRAY[(jsonb_populate_record(NULL::"app"."tb_user", j.row))."fk_company"::integer]) % 256 + 256) % 256) ELSE -1 END AS b
              FROM pg_temp.tview_jd AS j
             WHERE j.tview = 2
            UNION ALL
            SELECT -1 FROM pg_temp.tview_queue AS q
             WHERE q.tview = 2 AND cardinality(q.k) IS DISTINCT FROM 1
            UNION ALL
            SELECT (64 + (hash_array(ARRAY[r."pk_company"::integer]) % 256 + 256) % 256) FROM "app"."tb_company" AS r
             WHERE r."pk_company" IN (
                 SELECT (q.k[1])::integer FROM pg_temp.tview_queue AS q
                  WHERE q.tview = 2 AND cardinality(q.k) = 1
                 UNION ALL
                 SELECT NULLIF(current_setting((v_tag || 'k_2'), true), '')::integer)
               AND current_setting((v_tag || 'wr_2'), true) = '1'  -- (rows of it moved)
        ) AS u ORDER BY 1);
        IF v_slots[1] = -1 OR cardinality(v_slots) > 64 THEN
            PERFORM pg_advisory_xact_lock(8391894964241432578);
            -- (in slot order, as every writer takes its buckets' rows)
            PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 2 ORDER BY w.slot FOR NO KEY UPDATE;
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 2 RETURNING w.n
            )
            SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        ELSE
            v_xmins := NULL;
            FOREACH v_h IN ARRAY COALESCE(v_slots, '{}') LOOP  -- (sorted)
                WITH l AS (
                    SELECT w.xmin AS x FROM "tview".witness AS w
                     WHERE w.tview_id = 2 AND w.slot = v_h FOR NO KEY UPDATE
                ), u AS (
                    UPDATE "tview".witness AS w SET n = w.n + 1 FROM l
                     WHERE w.tview_id = 2 AND w.slot = v_h RETURNING l.x
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
                    NULLIF(current_setting((v_tag || 'ws_2'), true), '')::pg_snapshot) IS NOT TRUE)) THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_post", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:app.tb_post> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_post", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:app.tb_post> AND NOT j.old
        )
        SELECT 2, ARRAY[d."pk_company"::text]
        FROM (
            SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_old AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" LEFT JOIN (SELECT "pk_user", "id", "fk_company", "email", "name", "created_at", "updated_at" FROM "app"."tb_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_user"), l.row) AS r WHERE l.rel = <oid:app.tb_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "u" ON "u"."fk_company" = "c"."pk_company" JOIN tview_new AS "p" ON "p"."fk_author" = "u"."pk_user") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_user", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:app.tb_user> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_user", j.row) AS r
            WHERE j.tview = 2 AND j.rel = <oid:app.tb_user> AND NOT j.old
        )
        SELECT 2, ARRAY[d."pk_company"::text]
        FROM (
            SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_old AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_company" FROM (SELECT "c"."pk_company" AS "pk_company" FROM "app"."tb_company" AS "c" JOIN tview_new AS "u" ON "u"."fk_company" = "c"."pk_company") AS "__d"
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
                   AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"app"."tb_company"')
                                              ELSE min((64 + (hash_array(ARRAY[r."pk_company"::integer]) % 256 + 256) % 256)) END
                                   FROM "app"."tb_company" AS r WHERE r."pk_company" = k1[1])
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 2)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465282)::text || pg_advisory_xact_lock(8391895030813425664 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_company_stats" AS t
                   SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                  FROM "public"."v_company_stats" AS x
                 WHERE x."pk_company" = k1[1] AND t."pk_company" = x."pk_company"
                   AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
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
        -- the keys' buckets, once the keys are all known, if rows of the source moved
        v_bump := NOT v_join AND current_setting((v_tag || 'wr_2'), true) = '1';
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
        -- (in slot order, as every writer takes its buckets' rows)
        PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 2 ORDER BY w.slot FOR NO KEY UPDATE;
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 2 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    ELSIF v_bump AND (v_keys > 64 OR v_nullkeys IS NOT NULL OR v_lazy) THEN
PERFORM pg_advisory_xact_lock(8391894964241432578);
        -- (in slot order, as every writer takes its buckets' rows)
        PERFORM 1 FROM "tview".witness AS w WHERE w.tview_id = 2 ORDER BY w.slot FOR NO KEY UPDATE;
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 2 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
    ELSIF v_bump AND v_keys > 0 THEN
        -- the buckets of the join values the keys' rows hold now (a row moved onto a value)
        v_slots := ARRAY(SELECT DISTINCT (64 + (hash_array(ARRAY[r."pk_company"::integer]) % 256 + 256) % 256) FROM "app"."tb_company" AS r
                          WHERE r."pk_company" = ANY(k1) ORDER BY 1);
        v_xmins := NULL;
        FOREACH v_h IN ARRAY COALESCE(v_slots, '{}') LOOP  -- (sorted)
            WITH l AS (
                SELECT w.xmin AS x FROM "tview".witness AS w
                 WHERE w.tview_id = 2 AND w.slot = v_h FOR NO KEY UPDATE
            ), u AS (
                UPDATE "tview".witness AS w SET n = w.n + 1 FROM l
                 WHERE w.tview_id = 2 AND w.slot = v_h RETURNING l.x
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
            SELECT t.ctid AS tid, ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text) AS rn
            FROM "public"."tv_company_stats" AS t WHERE true
        ), n AS (
            SELECT ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text AS img, count(*) AS cnt
            FROM "public"."v_company_stats" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_company_stats" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_company_stats" AS r, ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text) AS rn
            FROM "public"."v_company_stats" AS x WHERE true
        ), o AS (
            SELECT ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text AS img, count(*) AS cnt
            FROM "public"."tv_company_stats" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
            SELECT (a.r)."pk_company", (a.r)."name", (a.r)."user_count", (a.r)."post_count", (a.r)."published_post_count" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
            SELECT (a.r)."pk_company", (a.r)."name", (a.r)."user_count", (a.r)."post_count", (a.r)."published_post_count" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_company_stats"', v_dup, 'pk_company'
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
                UPDATE "public"."tv_company_stats" AS t
                   SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                  FROM "public"."v_company_stats" AS x
                 WHERE x."pk_company" BETWEEN v_lo AND v_hi AND t."pk_company" BETWEEN v_lo AND v_hi
                   AND t."pk_company" = x."pk_company"
                   AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_company_stats" AS t
                       SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                      FROM "public"."v_company_stats" AS x
                     WHERE x."pk_company" BETWEEN v_lo AND v_hi AND t."pk_company" BETWEEN v_lo AND v_hi
                       AND t."pk_company" = x."pk_company"
                       AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                    RETURNING t."pk_company" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_company_stats" AS t
                   SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                  FROM "public"."v_company_stats" AS x
                 WHERE x."pk_company" = k1[1] AND t."pk_company" = x."pk_company"
                   AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_company_stats" AS t
                   SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                  FROM "public"."v_company_stats" AS x
                 WHERE x."pk_company" = ANY(k1) AND t."pk_company" = x."pk_company"
                   AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
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
                SELECT view_row."pk_company", view_row."name", view_row."user_count", view_row."post_count", view_row."published_post_count"
                FROM "public"."v_company_stats" AS view_row WHERE view_row."pk_company" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count"
                FROM "public"."tv_company_stats" AS t WHERE t."pk_company" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_company_stats" AS t
                   SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(n."pk_company", n."name", n."user_count", n."post_count", n."published_post_count")
                  FROM n JOIN o ON o."pk_company" = n."pk_company"
                 WHERE t.ctid = o."tid" AND (o."pk_company", o."name", o."user_count", o."post_count", o."published_post_count") IS DISTINCT FROM (n."pk_company", n."name", n."user_count", n."post_count", n."published_post_count")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_company_stats" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."pk_company" = o."pk_company")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."pk_company" = n."pk_company")
            ), ip AS (
                INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
                SELECT a."pk_company", a."name", a."user_count", a."post_count", a."published_post_count" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
                SELECT a."pk_company", a."name", a."user_count", a."post_count", a."published_post_count" FROM a
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
                '"public"."tv_company_stats"', v_dup, 'pk_company'
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
            SELECT t.ctid AS tid, ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text) AS rn
            FROM "public"."tv_company_stats" AS t WHERE (t."pk_company" IS NULL OR t."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text AS img, count(*) AS cnt
            FROM "public"."v_company_stats" AS x WHERE (x."pk_company" IS NULL OR x."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_company_stats" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_company_stats" AS x WHERE (x."pk_company" IS NULL OR x."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_company_stats" AS r, ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count")::text AS img, count(*) AS cnt
            FROM "public"."tv_company_stats" AS t WHERE (t."pk_company" IS NULL OR t."pk_company" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_company" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
            SELECT (a.r)."pk_company", (a.r)."name", (a.r)."user_count", (a.r)."post_count", (a.r)."published_post_count" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_company_stats" ("pk_company", "name", "user_count", "post_count", "published_post_count")
            SELECT (a.r)."pk_company", (a.r)."name", (a.r)."user_count", (a.r)."post_count", (a.r)."published_post_count" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_company_stats"', v_dup, 'pk_company'
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
    v_multi boolean := false;
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
    v_rb jsonb;  -- the groups to rebuild (see agg_apply, rebuilt)
    v_rbnull jsonb;
    rk1 integer[];
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF to_regclass('pg_temp.tview_d_3_981193db45') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_3_981193db45', true) = to_regclass('pg_temp.tview_d_3_981193db45')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_3"') = to_regclass('pg_temp.tview_d_3_981193db45')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_3_981193db45'), 3) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_3_981193db45 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_3'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
        IF v_deltas THEN  -- the groups this transaction's deltas touch are locked like keys
            SELECT array_agg(DISTINCT hashtext(ARRAY[dd."fk_post"::text]::text) ORDER BY hashtext(ARRAY[dd."fk_post"::text]::text))
              INTO v_ghashes FROM pg_temp."tview_d_3_981193db45" AS dd;
        END IF;
    ELSE
        IF v_deltas THEN
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
                   -- the groups this transaction's deltas touch are locked like keys
                   (SELECT array_agg(DISTINCT hashtext(ARRAY[dd."fk_post"::text]::text) ORDER BY hashtext(ARRAY[dd."fk_post"::text]::text))
                      FROM pg_temp."tview_d_3_981193db45" AS dd),
                   -- the queue is past the compaction threshold (see _on_commit)
                   bool_or(d.ctid >= v_limit)
              FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
              INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ghashes, v_big;
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
        END IF;
        v_set := set_config((v_tag || 'q_3'), '', true);
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
            PERFORM pg_advisory_xact_lock(8391894959946465283);
        ELSE
            -- (assignments, not queries: evaluated without starting an executor)
            v_set := pg_advisory_xact_lock_shared(8391894959946465283)::text;
            FOREACH v_h IN ARRAY COALESCE(v_hashes, '{}') LOOP  -- sorted
                v_set := pg_advisory_xact_lock(8391895035108392960 + v_h)::text;
            END LOOP;
        END IF;
    END IF;
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_3'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_3'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 3)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 3, ARRAY[dd."fk_post"::text]::text[], NULL FROM pg_temp."tview_d_3_981193db45" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*, min(dd."__e0") OVER wp AS "__m0", min(dd."__de0") OVER wp AS "__md0", max(dd."__e1") OVER wp AS "__m1", max(dd."__de1") OVER wp AS "__md1"
            FROM pg_temp."tview_d_3_981193db45" AS dd WINDOW wp AS (PARTITION BY dd."fk_post")
        ), c AS (
            SELECT w."fk_post", sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", min(w."__m0") AS "__ie0", COALESCE(sum(w."__ec0") FILTER (WHERE w."__e0" = w."__m0"), 0)::bigint AS "__iec0", min(w."__md0") AS "__de0", COALESCE(sum(w."__dec0") FILTER (WHERE w."__de0" = w."__md0"), 0)::bigint AS "__dec0", min(w."__m1") AS "__ie1", COALESCE(sum(w."__ec1") FILTER (WHERE w."__e1" = w."__m1"), 0)::bigint AS "__iec1", min(w."__md1") AS "__de1", COALESCE(sum(w."__dec1") FILTER (WHERE w."__de1" = w."__md1"), 0)::bigint AS "__dec1"
            FROM w GROUP BY w."fk_post"
        ), o AS (
            SELECT c."fk_post", c."__n" AS "__dn", COALESCE(t."comment_count", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."long_comment_count", 0)::bigint AS "__c0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", c."__ie1", c."__iec1", c."__de1", c."__dec1", aux_row."__e1", COALESCE(aux_row."__ec1", 0) AS "__ec1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_post_activity" AS t ON (t."fk_post" = c."fk_post" OR (t."fk_post" IS NULL AND c."fk_post" IS NULL))
                   LEFT JOIN "tview"."agg_3" AS aux_row ON (aux_row."fk_post" = c."fk_post" OR (aux_row."fk_post" IS NULL AND c."fk_post" IS NULL))
        ), nx AS (
            SELECT old_state."fk_post", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0",
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
            INSERT INTO "tview"."agg_3" AS aux_row ("fk_post", "__e0", "__ec0", "__e1", "__ec1")
            SELECT nx."fk_post", nx."__e0", nx."__ec0", nx."__e1", nx."__ec1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed'
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0")
 OR (nx."__e1", nx."__ec1") IS DISTINCT FROM (nx."__oe1", nx."__oec1"))
            ORDER BY nx."fk_post"
            ON CONFLICT ("fk_post") DO UPDATE SET
                "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0", "__e1" = EXCLUDED."__e1", "__ec1" = EXCLUDED."__ec1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."fk_post")::integer AS "fk_post", (up."__n")::bigint AS "comment_count", (up."__c0")::bigint AS "long_comment_count", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::timestamp with time zone AS "first_comment_at", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::timestamp with time zone AS "last_comment_at"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_post_activity" AS t
               SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at")
              FROM nv
             WHERE (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL)) AND nv."__n" > 0
               AND ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::record OPERATOR(pg_catalog.*<>) ROW(nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_post_activity" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_3_981193db45" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0 OR nx."__ec1" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."fk_post"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        ELSE
        WITH c AS (
            SELECT dd."fk_post", dd."__n", dd."__c0", dd."__e0" AS "__ie0", dd."__ec0" AS "__iec0", dd."__de0", dd."__dec0", dd."__e1" AS "__ie1", dd."__ec1" AS "__iec1", dd."__de1", dd."__dec1"
            FROM pg_temp."tview_d_3_981193db45" AS dd
        ), o AS (
            SELECT c."fk_post", c."__n" AS "__dn", COALESCE(t."comment_count", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."long_comment_count", 0)::bigint AS "__c0", c."__ie0", c."__iec0", c."__de0", c."__dec0", aux_row."__e0", COALESCE(aux_row."__ec0", 0) AS "__ec0", c."__ie1", c."__iec1", c."__de1", c."__dec1", aux_row."__e1", COALESCE(aux_row."__ec1", 0) AS "__ec1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_post_activity" AS t ON (t."fk_post" = c."fk_post" OR (t."fk_post" IS NULL AND c."fk_post" IS NULL))
                   LEFT JOIN "tview"."agg_3" AS aux_row ON (aux_row."fk_post" = c."fk_post" OR (aux_row."fk_post" IS NULL AND c."fk_post" IS NULL))
        ), nx AS (
            SELECT old_state."fk_post", old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0",
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
            INSERT INTO "tview"."agg_3" AS aux_row ("fk_post", "__e0", "__ec0", "__e1", "__ec1")
            SELECT nx."fk_post", nx."__e0", nx."__ec0", nx."__e1", nx."__ec1"
            FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed'
 OR (nx."__e0", nx."__ec0") IS DISTINCT FROM (nx."__oe0", nx."__oec0")
 OR (nx."__e1", nx."__ec1") IS DISTINCT FROM (nx."__oe1", nx."__oec1"))
            ORDER BY nx."fk_post"
            ON CONFLICT ("fk_post") DO UPDATE SET
                "__e0" = EXCLUDED."__e0", "__ec0" = EXCLUDED."__ec0", "__e1" = EXCLUDED."__e1", "__ec1" = EXCLUDED."__ec1"
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."fk_post")::integer AS "fk_post", (up."__n")::bigint AS "comment_count", (up."__c0")::bigint AS "long_comment_count", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e0" END)::timestamp with time zone AS "first_comment_at", (CASE WHEN up."__n" = 0 THEN NULL ELSE up."__e1" END)::timestamp with time zone AS "last_comment_at"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_post_activity" AS t
               SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at")
              FROM nv
             WHERE (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL)) AND nv."__n" > 0
               AND ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::record OPERATOR(pg_catalog.*<>) ROW(nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at")::record
            RETURNING 1
        ), i AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT nv."fk_post", nv."comment_count", nv."long_comment_count", nv."first_comment_at", nv."last_comment_at" FROM nv
             WHERE nv."__n" > 0 AND NOT EXISTS (SELECT 1 FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL)))
            -- (READ COMMITTED: no conflict, the group is locked; above it, a row another
            -- transaction inserted after our snapshot conflicts, and that is a serialization
            -- failure, not a unique violation)
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), dl AS (
            DELETE FROM "public"."tv_post_activity" AS t USING nv
             WHERE (nv."__n" = 0) AND (t."fk_post" = nv."fk_post" OR (t."fk_post" IS NULL AND nv."fk_post" IS NULL))
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_3_981193db45" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false OR nx."__ec0" < 0 OR nx."__ec1" < 0)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins + (SELECT count(*) FROM i) AS ci, v_del + (SELECT count(*) FROM dl) AS cd,
                   (SELECT jsonb_agg(jsonb_build_array(nx."fk_post"::text)) FROM nx WHERE (pg_trigger_depth() > 1)) AS rb
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd, cnt.rb FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del, v_rb;
        END IF;
        IF v_fix > 0 THEN
            -- groups whose extreme left: rescan with this statement's (fresh) snapshot, which sees
            -- every transaction that changed the group before us (we hold its lock), and write
            -- the extremes to their tv rows (the statement above wrote the rest)
            WITH r AS (
                UPDATE "tview"."agg_3" AS aux_row SET
                    "__e0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT min("cm"."created_at") FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL))) ELSE aux_row."__e0" END,
                    "__ec0" = CASE WHEN aux_row."__ec0" < 0 THEN (SELECT count(*) FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL)) AND "cm"."created_at" = (SELECT min("cm"."created_at") FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL)))) ELSE aux_row."__ec0" END,
                    "__e1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT max("cm"."created_at") FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL))) ELSE aux_row."__e1" END,
                    "__ec1" = CASE WHEN aux_row."__ec1" < 0 THEN (SELECT count(*) FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL)) AND "cm"."created_at" = (SELECT max("cm"."created_at") FROM "app"."tb_comment" AS "cm" WHERE (true) AND ("cm"."fk_post" = aux_row."fk_post" OR ("cm"."fk_post" IS NULL AND aux_row."fk_post" IS NULL)))) ELSE aux_row."__ec1" END
                 WHERE "__ec0" < 0 OR "__ec1" < 0
                RETURNING aux_row.*
            ), u AS (
                UPDATE "public"."tv_post_activity" AS t
                   SET ("first_comment_at", "last_comment_at")
                     = ROW((r."__e0")::timestamp with time zone, (r."__e1")::timestamp with time zone)
                  FROM r
                 WHERE (t."fk_post" = r."fk_post" OR (t."fk_post" IS NULL AND r."fk_post" IS NULL))
                   AND ROW(t."first_comment_at", t."last_comment_at")::record
                       OPERATOR(pg_catalog.*<>) ROW((r."__e0")::timestamp with time zone, (r."__e1")::timestamp with time zone)::record
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
                PERFORM 1 FROM "public"."tv_post_activity" AS t WHERE t."fk_post" = ANY(rk1) FOR UPDATE;
                DELETE FROM "tview"."agg_3" AS aux_row WHERE aux_row."fk_post" = ANY(rk1);
                INSERT INTO "tview"."agg_3" ("fk_post", "__e0", "__ec0", "__e1", "__ec1") SELECT "cm"."fk_post", min("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w0"), max("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w1") FROM (SELECT "cm".*, min("cm"."created_at") OVER wp AS "__w0", max("cm"."created_at") OVER wp AS "__w1" FROM "app"."tb_comment" AS "cm" WHERE true AND "cm"."fk_post" = ANY(rk1) WINDOW wp AS (PARTITION BY "cm"."fk_post")) AS "cm" GROUP BY "cm"."fk_post";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text) AS rn
                    FROM "public"."tv_post_activity" AS t WHERE t."fk_post" = ANY(rk1)
                ), n AS (
                    SELECT ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img, count(*) AS cnt
                    FROM "public"."v_post_activity" AS x WHERE x."fk_post" = ANY(rk1) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_post_activity" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_post_activity" AS x WHERE x."fk_post" = ANY(rk1)
                ), n AS (
                    SELECT (x.*)::"public"."v_post_activity" AS r, ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img, count(*) AS cnt
                    FROM "public"."tv_post_activity" AS t WHERE t."fk_post" = ANY(rk1) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                    SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                    SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_post_activity"', v_dup, 'fk_post'
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
                PERFORM 1 FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" IS NULL OR t."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) FOR UPDATE;
                DELETE FROM "tview"."agg_3" AS aux_row WHERE (aux_row."fk_post" IS NULL OR aux_row."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND aux_row."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer);
                INSERT INTO "tview"."agg_3" ("fk_post", "__e0", "__ec0", "__e1", "__ec1") SELECT "cm"."fk_post", min("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w0"), max("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w1") FROM (SELECT "cm".*, min("cm"."created_at") OVER wp AS "__w0", max("cm"."created_at") OVER wp AS "__w1" FROM "app"."tb_comment" AS "cm" WHERE true AND ("cm"."fk_post" IS NULL OR "cm"."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e WHERE "cm"."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "cm"."fk_post")) AS "cm" GROUP BY "cm"."fk_post";
    -- multiset difference: delete surplus copies, insert missing ones
                WITH o AS (
                    SELECT t.ctid AS tid, ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img,
                           row_number() OVER (PARTITION BY ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text) AS rn
                    FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" IS NULL OR t."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img, count(*) AS cnt
                    FROM "public"."v_post_activity" AS x WHERE (x."fk_post" IS NULL OR x."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), d AS (
                    DELETE FROM "public"."tv_post_activity" WHERE ctid = ANY (ARRAY(
                        SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
                    RETURNING 1
                )
                SELECT v_del + count(*) INTO v_del FROM d;
                -- (the view's rows read once: n names each column twice, and a column of a flattened
                -- view would be computed at each)
                WITH x AS MATERIALIZED (
                    SELECT * FROM "public"."v_post_activity" AS x WHERE (x."fk_post" IS NULL OR x."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND x."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
                ), n AS (
                    SELECT (x.*)::"public"."v_post_activity" AS r, ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img,
                           row_number() OVER (PARTITION BY ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text) AS rn
                    FROM x
                ), o AS (
                    SELECT ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img, count(*) AS cnt
                    FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" IS NULL OR t."fk_post" = ANY(rk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_rbnull) AS e (e) WHERE true AND t."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
                ), a AS (
                    SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
                ), ip AS (
                    INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                    SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
                     WHERE current_setting('transaction_isolation') = 'read committed'
                    RETURNING 1
                ), ic AS (
                    INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                    SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
                     WHERE current_setting('transaction_isolation') <> 'read committed'
                    ON CONFLICT DO NOTHING
                    RETURNING 1
                ), i AS (
                    SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
                )
                SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
                IF v_dup > 0 THEN
                    RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                        '"public"."tv_post_activity"', v_dup, 'fk_post'
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
            DELETE FROM pg_temp."tview_d_3_981193db45";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465283);
        DELETE FROM "tview"."agg_3";
        INSERT INTO "tview"."agg_3" ("fk_post", "__e0", "__ec0", "__e1", "__ec1") SELECT "cm"."fk_post", min("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w0"), max("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w1") FROM (SELECT "cm".*, min("cm"."created_at") OVER wp AS "__w0", max("cm"."created_at") OVER wp AS "__w1" FROM "app"."tb_comment" AS "cm" WHERE true WINDOW wp AS (PARTITION BY "cm"."fk_post")) AS "cm" GROUP BY "cm"."fk_post";
    ELSE
        IF v_keys > 0 THEN
            DELETE FROM "tview"."agg_3" AS aux_row WHERE aux_row."fk_post" = ANY(k1);
            INSERT INTO "tview"."agg_3" ("fk_post", "__e0", "__ec0", "__e1", "__ec1") SELECT "cm"."fk_post", min("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w0"), max("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w1") FROM (SELECT "cm".*, min("cm"."created_at") OVER wp AS "__w0", max("cm"."created_at") OVER wp AS "__w1" FROM "app"."tb_comment" AS "cm" WHERE true AND "cm"."fk_post" = ANY(k1) WINDOW wp AS (PARTITION BY "cm"."fk_post")) AS "cm" GROUP BY "cm"."fk_post";
        END IF;
        IF v_nullkeys IS NOT NULL THEN  -- (groups with a NULL key: their state alone)
            SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
            DELETE FROM "tview"."agg_3" AS aux_row WHERE (aux_row."fk_post" IS NULL OR aux_row."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND aux_row."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer);
            INSERT INTO "tview"."agg_3" ("fk_post", "__e0", "__ec0", "__e1", "__ec1") SELECT "cm"."fk_post", min("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w0"), max("cm"."created_at"), count(*) FILTER (WHERE "cm"."created_at" = "cm"."__w1") FROM (SELECT "cm".*, min("cm"."created_at") OVER wp AS "__w0", max("cm"."created_at") OVER wp AS "__w1" FROM "app"."tb_comment" AS "cm" WHERE true AND ("cm"."fk_post" IS NULL OR "cm"."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e WHERE "cm"."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) WINDOW wp AS (PARTITION BY "cm"."fk_post")) AS "cm" GROUP BY "cm"."fk_post";
        END IF;
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465283);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text) AS rn
            FROM "public"."tv_post_activity" AS t WHERE true
        ), n AS (
            SELECT ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img, count(*) AS cnt
            FROM "public"."v_post_activity" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_post_activity" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_post_activity" AS r, ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text) AS rn
            FROM "public"."v_post_activity" AS x WHERE true
        ), o AS (
            SELECT ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img, count(*) AS cnt
            FROM "public"."tv_post_activity" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_post_activity"', v_dup, 'fk_post'
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
                UPDATE "public"."tv_post_activity" AS t
                   SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")
                  FROM "public"."v_post_activity" AS x
                 WHERE x."fk_post" BETWEEN v_lo AND v_hi AND t."fk_post" BETWEEN v_lo AND v_hi
                   AND t."fk_post" = x."fk_post"
                   AND (t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at") IS DISTINCT FROM (x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at");
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_post_activity" AS t
                       SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")
                      FROM "public"."v_post_activity" AS x
                     WHERE x."fk_post" BETWEEN v_lo AND v_hi AND t."fk_post" BETWEEN v_lo AND v_hi
                       AND t."fk_post" = x."fk_post"
                       AND (t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at") IS DISTINCT FROM (x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")
                    RETURNING t."fk_post" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_post_activity" AS t
                   SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")
                  FROM "public"."v_post_activity" AS x
                 WHERE x."fk_post" = k1[1] AND t."fk_post" = x."fk_post"
                   AND (t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at") IS DISTINCT FROM (x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at");
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_post_activity" AS t
                   SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")
                  FROM "public"."v_post_activity" AS x
                 WHERE x."fk_post" = ANY(k1) AND t."fk_post" = x."fk_post"
                   AND (t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at") IS DISTINCT FROM (x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at");
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
                SELECT view_row."fk_post", view_row."comment_count", view_row."long_comment_count", view_row."first_comment_at", view_row."last_comment_at"
                FROM "public"."v_post_activity" AS view_row WHERE view_row."fk_post" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at"
                FROM "public"."tv_post_activity" AS t WHERE t."fk_post" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_post_activity" AS t
                   SET ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at") = ROW(n."fk_post", n."comment_count", n."long_comment_count", n."first_comment_at", n."last_comment_at")
                  FROM n JOIN o ON o."fk_post" = n."fk_post"
                 WHERE t.ctid = o."tid" AND (o."fk_post", o."comment_count", o."long_comment_count", o."first_comment_at", o."last_comment_at") IS DISTINCT FROM (n."fk_post", n."comment_count", n."long_comment_count", n."first_comment_at", n."last_comment_at")
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_post_activity" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."fk_post" = o."fk_post")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."fk_post" = n."fk_post")
            ), ip AS (
                INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                SELECT a."fk_post", a."comment_count", a."long_comment_count", a."first_comment_at", a."last_comment_at" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
                SELECT a."fk_post", a."comment_count", a."long_comment_count", a."first_comment_at", a."last_comment_at" FROM a
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
                '"public"."tv_post_activity"', v_dup, 'fk_post'
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
            SELECT t.ctid AS tid, ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text) AS rn
            FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" IS NULL OR t."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img, count(*) AS cnt
            FROM "public"."v_post_activity" AS x WHERE (x."fk_post" IS NULL OR x."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_post_activity" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_post_activity" AS x WHERE (x."fk_post" IS NULL OR x."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_post_activity" AS r, ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."fk_post", x."comment_count", x."long_comment_count", x."first_comment_at", x."last_comment_at")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."fk_post", t."comment_count", t."long_comment_count", t."first_comment_at", t."last_comment_at")::text AS img, count(*) AS cnt
            FROM "public"."tv_post_activity" AS t WHERE (t."fk_post" IS NULL OR t."fk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."fk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_post_activity" ("fk_post", "comment_count", "long_comment_count", "first_comment_at", "last_comment_at")
            SELECT (a.r)."fk_post", (a.r)."comment_count", (a.r)."long_comment_count", (a.r)."first_comment_at", (a.r)."last_comment_at" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_post_activity"', v_dup, 'fk_post'
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
    v_tried boolean := false;  -- the lone key's fast path locked it and tried its refresh
    k1 integer[];
    nk1 integer[];  -- (see null_key_arrays)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    IF current_setting((v_tag || 'jd_pending'), true) = '1' AND to_regclass('pg_temp.tview_jd') IS NOT NULL THEN
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 4);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432580);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 4 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_4'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_company", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.tv_company> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_company", j.row) AS r
            WHERE j.tview = 4 AND j.rel = <oid:public.tv_company> AND NOT j.old
        )
        SELECT 4, ARRAY[d."pk_user"::text]
        FROM (
            SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_old AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_user" FROM (SELECT "u"."pk_user" AS "pk_user" FROM "app"."tb_user" AS "u" JOIN tview_new AS "c" ON "c"."pk_company" = "u"."fk_company") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 4;
        v_set := set_config((v_tag || 'ws_4'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_4'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_4'), true)::integer];
        v_set := set_config((v_tag || 'k_4'), '', true);
        IF current_setting((v_tag || 'lt_4'), true) = '1' THEN
            -- the commit trigger ran the fast path below already (commit_lone): witness row
            -- bumped, no backfill capturing, key locked, its row new, gone or unchanged
            v_set := set_config((v_tag || 'lt_4'), '', true);
            v_cap := false;
            v_tried := true;
        ELSIF current_setting((v_tag || 'lt_4'), true) = 'c' THEN
            -- the commit trigger locked the key and found a backfill capturing: capture it and
            -- refresh below. No witness row now: the commit trigger bumped it, before the key
            -- lock, if the writes asked for it; bumped after the key lock it inverts the order
            v_set := set_config((v_tag || 'lt_4'), '', true);
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        ELSE
            WITH w AS (
                UPDATE "tview".witness AS w SET n = w.n + 1
                 WHERE w.tview_id = 4
                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                  pg_backend_pid()) % 64 + 64) % 64)
                RETURNING 1
            )
            SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
            IF v_cap THEN
                v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
            ELSE
                v_set := pg_advisory_xact_lock_shared(8391894959946465284)::text || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[k1[1]::text]::text))::text;
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_user" AS t
                   SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                  FROM "public"."v_user" AS x
                 WHERE x."pk_user" = k1[1] AND t."pk_user" = x."pk_user"
                   AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                IF v_upd = 1 THEN
                    v_set := set_config('tview.sl_4', (COALESCE(NULLIF(current_setting('tview.sl_4', true), '')::bigint, 0) + 1)::text, false)
                         || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_4'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_4'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_4'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_4'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_4'), '', true);
    END IF;
    v_ins := 0;
    IF v_ranges IS NOT NULL THEN
        -- big statements queued key ranges (see the delta triggers): their keys join k1,
        -- which stays sorted and distinct
        IF k1 IS NULL AND array_length(v_ranges, 1) = 1 THEN
            -- one range and nothing else: its bounds are all the dense refresh below reads;
            -- k1 (100k keys: 12 ms) is built only if some key needs the per-key statement
            v_lazy := current_setting('transaction_isolation') = 'read committed'
                      AND NOT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4));
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
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465284);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."pk_user", t."id", t."fk_company", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_user", t."id", t."fk_company", t."data")::text) AS rn
            FROM "public"."tv_user" AS t WHERE true
        ), n AS (
            SELECT ROW(x."pk_user", x."id", x."fk_company", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_user" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_user" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_user" AS r, ROW(x."pk_user", x."id", x."fk_company", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_user", x."id", x."fk_company", x."data")::text) AS rn
            FROM "public"."v_user" AS x WHERE true
        ), o AS (
            SELECT ROW(t."pk_user", t."id", t."fk_company", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_user" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
            SELECT (a.r)."pk_user", (a.r)."id", (a.r)."fk_company", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
            SELECT (a.r)."pk_user", (a.r)."id", (a.r)."fk_company", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_user"', v_dup, 'pk_user'
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
                UPDATE "public"."tv_user" AS t
                   SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                  FROM "public"."v_user" AS x
                 WHERE x."pk_user" BETWEEN v_lo AND v_hi AND t."pk_user" BETWEEN v_lo AND v_hi
                   AND t."pk_user" = x."pk_user"
                   AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;
            ELSE
                WITH u AS (
                    UPDATE "public"."tv_user" AS t
                       SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                      FROM "public"."v_user" AS x
                     WHERE x."pk_user" BETWEEN v_lo AND v_hi AND t."pk_user" BETWEEN v_lo AND v_hi
                       AND t."pk_user" = x."pk_user"
                       AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true)
                    RETURNING t."pk_user" AS k
                )
                SELECT count(*) FROM u JOIN unnest(k1) AS p(k) ON p.k = u.k INTO v_upd;
            END IF;
        ELSE
            IF v_keys = 1 AND v_tried THEN
                v_upd := 0;  -- (the lone key's refresh above found its row new, gone or unchanged)
            ELSIF v_keys = 1 THEN
                -- one key (most transactions): a scalar, so the plan expects one row
                UPDATE "public"."tv_user" AS t
                   SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                  FROM "public"."v_user" AS x
                 WHERE x."pk_user" = k1[1] AND t."pk_user" = x."pk_user"
                   AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
                GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
            ELSE
                -- the common case in one statement: every key's row is in both the table and the view,
                -- and changed
                UPDATE "public"."tv_user" AS t
                   SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                  FROM "public"."v_user" AS x
                 WHERE x."pk_user" = ANY(k1) AND t."pk_user" = x."pk_user"
                   AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
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
                SELECT view_row."pk_user", view_row."id", view_row."fk_company", view_row."data"
                FROM "public"."v_user" AS view_row WHERE view_row."pk_user" = ANY(k1)
            ), o AS MATERIALIZED (
                SELECT t.ctid AS "tid", t."pk_user", t."id", t."fk_company", t."data"
                FROM "public"."tv_user" AS t WHERE t."pk_user" = ANY(k1)
            ), u AS (
                UPDATE "public"."tv_user" AS t
                   SET ("pk_user", "id", "fk_company", "data") = ROW(n."pk_user", n."id", n."fk_company", n."data")
                  FROM n JOIN o ON o."pk_user" = n."pk_user"
                 WHERE t.ctid = o."tid" AND pg_catalog.booleq(ROW(o."pk_user", o."id", o."fk_company", o."data")::record OPERATOR(pg_catalog.*<>) ROW(n."pk_user", n."id", n."fk_company", n."data")::record, true)
                RETURNING 1
            ), d AS (
                DELETE FROM "public"."tv_user" AS t
                 WHERE t.ctid = ANY (ARRAY(
                     SELECT o."tid" FROM o
                      WHERE NOT EXISTS (SELECT 1 FROM n WHERE n."pk_user" = o."pk_user")))
                RETURNING 1
            ), a AS (
                SELECT n.* FROM n
                 WHERE NOT EXISTS (SELECT 1 FROM o WHERE o."pk_user" = n."pk_user")
            ), ip AS (
                INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
                SELECT a."pk_user", a."id", a."fk_company", a."data" FROM a
                 WHERE current_setting('transaction_isolation') = 'read committed'
                RETURNING 1
            ), ic AS (
                INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
                SELECT a."pk_user", a."id", a."fk_company", a."data" FROM a
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
                '"public"."tv_user"', v_dup, 'pk_user'
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
            SELECT t.ctid AS tid, ROW(t."pk_user", t."id", t."fk_company", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_user", t."id", t."fk_company", t."data")::text) AS rn
            FROM "public"."tv_user" AS t WHERE (t."pk_user" IS NULL OR t."pk_user" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_user" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."pk_user", x."id", x."fk_company", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_user" AS x WHERE (x."pk_user" IS NULL OR x."pk_user" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_user" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_user" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_user" AS x WHERE (x."pk_user" IS NULL OR x."pk_user" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_user" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_user" AS r, ROW(x."pk_user", x."id", x."fk_company", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_user", x."id", x."fk_company", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_user", t."id", t."fk_company", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_user" AS t WHERE (t."pk_user" IS NULL OR t."pk_user" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_user" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), ip AS (
            INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
            SELECT (a.r)."pk_user", (a.r)."id", (a.r)."fk_company", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') = 'read committed'
            RETURNING 1
        ), ic AS (
            INSERT INTO "public"."tv_user" ("pk_user", "id", "fk_company", "data")
            SELECT (a.r)."pk_user", (a.r)."id", (a.r)."fk_company", (a.r)."data" FROM a
             WHERE current_setting('transaction_isolation') <> 'read committed'
            ON CONFLICT DO NOTHING
            RETURNING 1
        ), i AS (
            SELECT 1 FROM ip UNION ALL SELECT 1 FROM ic
        )
        SELECT v_ins + count(*), (SELECT count(*) FROM a) - count(*) INTO v_ins, v_dup FROM i;
        IF v_dup > 0 THEN
            RAISE EXCEPTION 'tview %: % row(s) of the view repeat a key of the table (%)',
                '"public"."tv_user"', v_dup, 'pk_user'
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
        v_join := EXISTS (SELECT 1 FROM pg_temp.tview_jd AS j WHERE j.tview = 5);
    END IF;
    IF v_join THEN
        -- a joined source changed: wait for the transactions that recompute keys of this tview
        -- right now, then derive the keys again with a snapshot that sees their commits
PERFORM pg_advisory_xact_lock(8391894964241432581);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1 WHERE w.tview_id = 5 RETURNING w.n
        )
        SELECT (sum(w.n) - count(*))::text INTO v_wsum FROM w;
        -- unchanged since the statements derived their keys: nobody committed in between, and
        -- REPEATABLE READ sees nothing new (a conflicting writer made the UPDATE above fail)
        IF current_setting('transaction_isolation') = 'read committed'
           AND v_wsum IS DISTINCT FROM NULLIF(current_setting((v_tag || 'ws_5'), true), '') THEN
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_comment", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:app.tb_comment> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_comment", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:app.tb_comment> AND NOT j.old
        )
        SELECT 5, ARRAY[d."pk_post"::text]
        FROM (
            SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_old AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" JOIN tview_new AS "cm" ON "cm"."fk_post" = "p"."pk_post") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_user", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:app.tb_user> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"app"."tb_user", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:app.tb_user> AND NOT j.old
        )
        SELECT 5, ARRAY[d."pk_post"::text]
        FROM (
            SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_old AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN (SELECT "pk_user", "id", "fk_company", "data" FROM "public"."tv_user" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "public"."tv_user"), l.row) AS r WHERE l.rel = <oid:public.tv_user> AND l.stmt = STATEMENT_TIMESTAMP()) AS "a" ON "a"."pk_user" = "p"."fk_author" LEFT JOIN (SELECT "pk_comment", "id", "fk_post", "fk_author", "body", "created_at" FROM "app"."tb_comment" UNION ALL SELECT r.* FROM pg_temp.tview_log AS l, JSONB_POPULATE_RECORD(CAST(NULL AS "app"."tb_comment"), l.row) AS r WHERE l.rel = <oid:app.tb_comment> AND l.stmt = STATEMENT_TIMESTAMP()) AS "cm" ON "cm"."fk_post" = "p"."pk_post" JOIN tview_new AS "cu" ON "cu"."pk_user" = "cm"."fk_author") AS "__d"
        ) AS d;
        INSERT INTO pg_temp.tview_queue (tview, k)
        WITH tview_old AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_user", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.tv_user> AND j.old
        ), tview_new AS (
            SELECT r.* FROM pg_temp.tview_jd AS j, jsonb_populate_record(NULL::"public"."tv_user", j.row) AS r
            WHERE j.tview = 5 AND j.rel = <oid:public.tv_user> AND NOT j.old
        )
        SELECT 5, ARRAY[d."pk_post"::text]
        FROM (
            SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_old AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
                        UNION ALL
                        SELECT "__d"."pk_post" FROM (SELECT "p"."pk_post" AS "pk_post" FROM "app"."tb_post" AS "p" JOIN tview_new AS "a" ON "a"."pk_user" = "p"."fk_author") AS "__d"
        ) AS d;
        END IF;
        DELETE FROM pg_temp.tview_jd AS j WHERE j.tview = 5;
        v_set := set_config((v_tag || 'ws_5'), '', true);
    END IF;
    IF NOT v_join AND current_setting((v_tag || 'q_5'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_5'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_5'), true)::integer];
        v_set := set_config((v_tag || 'k_5'), '', true);
        WITH w AS (
            UPDATE "tview".witness AS w SET n = w.n + 1
             WHERE w.tview_id = 5
               AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                              pg_backend_pid()) % 64 + 64) % 64)
            RETURNING 1
        )
        SELECT COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) FROM (SELECT count(*) FROM w) AS x INTO v_cap;
        IF v_cap THEN
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        END IF;
    ELSE
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
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5))),
               (SELECT count(*) FROM w),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_ins, v_big;
        IF COALESCE(current_setting((v_tag || 'k_5'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_5'), true)::integer) AS u(x) ORDER BY u.x);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) THEN
                v_capture := COALESCE(v_capture, '[]') || jsonb_build_array(jsonb_build_array(current_setting((v_tag || 'k_5'), true)));
            END IF;
            v_set := set_config((v_tag || 'k_5'), '', true);
        END IF;
        v_set := set_config((v_tag || 'q_5'), '', true);
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
        IF NOT v_lazy AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 5)) THEN
            v_capture := COALESCE(v_capture, '[]')
                         || (SELECT jsonb_agg(jsonb_build_array(g::text)) FROM generate_subscripts(v_ranges, 1) AS i, generate_series(v_ranges[i][1]::bigint, v_ranges[i][2]::bigint) AS g);
        END IF;
    END IF;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 5, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
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
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text) AS rn
            FROM "public"."tv_post" AS t WHERE true
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_post" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_post" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_post" AS r, ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text) AS rn
            FROM "public"."v_post" AS x WHERE true
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_post" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_post" ("pk_post", "id", "fk_author", "published", "created_at", "comment_count", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."fk_author", (a.r)."published", (a.r)."created_at", (a.r)."comment_count", (a.r)."data" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
    IF v_keys > 0 THEN
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 5, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[u.c1::text]::text) AS h
              FROM unnest(k1) AS u (c1)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text) AS rn
            FROM "public"."tv_post" AS t WHERE t."pk_post" = ANY(k1)
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_post" AS x WHERE x."pk_post" = ANY(k1) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_post" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_post" AS x WHERE x."pk_post" = ANY(k1)
        ), n AS (
            SELECT (x.*)::"public"."v_post" AS r, ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_post" AS t WHERE t."pk_post" = ANY(k1) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_post" ("pk_post", "id", "fk_author", "published", "created_at", "comment_count", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."fk_author", (a.r)."published", (a.r)."created_at", (a.r)."comment_count", (a.r)."data" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 5, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text) AS rn
            FROM "public"."tv_post" AS t WHERE (t."pk_post" IS NULL OR t."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_post" AS x WHERE (x."pk_post" IS NULL OR x."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_post" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_post" AS x WHERE (x."pk_post" IS NULL OR x."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_post" AS r, ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."fk_author", x."published", x."created_at", x."comment_count", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."fk_author", t."published", t."created_at", t."comment_count", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_post" AS t WHERE (t."pk_post" IS NULL OR t."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_post" ("pk_post", "id", "fk_author", "published", "created_at", "comment_count", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."fk_author", (a.r)."published", (a.r)."created_at", (a.r)."comment_count", (a.r)."data" FROM a
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
    IF NOT v_join AND current_setting((v_tag || 'q_6'), true) IS DISTINCT FROM '1'
       AND COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN
        -- one key and nothing queued: no take statement
        k1 := ARRAY[current_setting((v_tag || 'k_6'), true)::integer];
        v_set := set_config((v_tag || 'k_6'), '', true);
        v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6));
        IF v_cap THEN
            v_capture := jsonb_build_array(jsonb_build_array(k1[1]::text));
        END IF;
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 6 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               array_agg(DISTINCT (d.k[1])::integer) FILTER (WHERE cardinality(d.k) = 1 AND array_position(d.k, NULL) IS NULL),
               array_agg(d.k) FILTER (WHERE cardinality(d.k) = 2),  -- key ranges (see the delta triggers)
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(cardinality(d.k), 0) <> 2 AND COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 6))),
               -- the queue is past the compaction threshold (see _on_commit)
               bool_or(d.ctid >= v_limit)
          FROM taken AS d  -- (one key column: deduplicated as typed values by array_agg)
          INTO v_full, v_nullkeys, k1, v_ranges, v_capture, v_big;
        IF COALESCE(current_setting((v_tag || 'k_6'), true), '') <> '' THEN  -- a lone key as well
            k1 := ARRAY(SELECT DISTINCT u.x FROM unnest(k1 || current_setting((v_tag || 'k_6'), true)::integer) AS u(x) ORDER BY u.x);
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
    IF NOT COALESCE(v_full, false) THEN
        IF v_nullkeys IS NOT NULL THEN  -- (a key with a NULL value is locked by its hash too)
            SELECT array_agg(DISTINCT x.h ORDER BY x.h) INTO v_hashes
              FROM (SELECT u.h FROM unnest(v_hashes) AS u (h) UNION ALL
                    SELECT hashtext(ARRAY[(e.e ->> 0)::integer::text]::text)
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
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."published_at", t."data")::text) AS rn
            FROM "public"."tv_feed" AS t WHERE true
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_feed" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_feed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_feed" AS r, ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."published_at", x."data")::text) AS rn
            FROM "public"."v_feed" AS x WHERE true
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_feed" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_feed" ("pk_post", "id", "published_at", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."published_at", (a.r)."data" FROM a
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
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."published_at", t."data")::text) AS rn
            FROM "public"."tv_feed" AS t WHERE t."pk_post" = ANY(k1)
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_feed" AS x WHERE x."pk_post" = ANY(k1) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_feed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_feed" AS x WHERE x."pk_post" = ANY(k1)
        ), n AS (
            SELECT (x.*)::"public"."v_feed" AS r, ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."published_at", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_feed" AS t WHERE t."pk_post" = ANY(k1) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_feed" ("pk_post", "id", "published_at", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."published_at", (a.r)."data" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    END IF;
    IF v_nullkeys IS NOT NULL THEN
        SELECT array_agg((e ->> 0)::integer) FILTER (WHERE e ->> 0 IS NOT NULL)
          FROM jsonb_array_elements(v_nullkeys) AS e INTO nk1;
        INSERT INTO "tview".partition_witness AS p (tview_id, h)
        SELECT 6, x.h FROM (
            SELECT DISTINCT hashtext(ARRAY[(e.e ->> 0)::text]::text) AS h
              FROM jsonb_array_elements(v_nullkeys) AS e (e)
        ) AS x ORDER BY x.h
        ON CONFLICT (tview_id, h) DO UPDATE SET n = p.n + 1;
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."pk_post", t."id", t."published_at", t."data")::text) AS rn
            FROM "public"."tv_feed" AS t WHERE (t."pk_post" IS NULL OR t."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img, count(*) AS cnt
            FROM "public"."v_feed" AS x WHERE (x."pk_post" IS NULL OR x."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_feed" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        -- (the view's rows read once: n names each column twice, and a column of a flattened
        -- view would be computed at each)
        WITH x AS MATERIALIZED (
            SELECT * FROM "public"."v_feed" AS x WHERE (x."pk_post" IS NULL OR x."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND x."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer)
        ), n AS (
            SELECT (x.*)::"public"."v_feed" AS r, ROW(x."pk_post", x."id", x."published_at", x."data")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."pk_post", x."id", x."published_at", x."data")::text) AS rn
            FROM x
        ), o AS (
            SELECT ROW(t."pk_post", t."id", t."published_at", t."data")::text AS img, count(*) AS cnt
            FROM "public"."tv_feed" AS t WHERE (t."pk_post" IS NULL OR t."pk_post" = ANY(nk1)) AND EXISTS (SELECT 1 FROM jsonb_array_elements(v_nullkeys) AS e (e) WHERE true AND t."pk_post" IS NOT DISTINCT FROM (e ->> 0)::integer) GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_feed" ("pk_post", "id", "published_at", "data")
            SELECT (a.r)."pk_post", (a.r)."id", (a.r)."published_at", (a.r)."data" FROM a
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
    v_cap boolean;
    v_multi boolean := false;
    v_lone record;  -- one statement's delta of one group, of the type dl_N (see the delta triggers)
    v_done bigint;  -- (its group's tv row alone was written: see agg_apply)
    v_lonet text;  -- (as written in the setting dl_N)
BEGIN
    v_tag := 'tview.s' || currval('"tview".session_key') || '_';
    v_lonet := NULLIF(current_setting((v_tag || 'dl_7'), true), '');
    IF v_lonet IS NOT NULL THEN  -- a lone delta (see the delta triggers): nothing else pending
        v_lone := v_lonet::"tview"."dl_7";
        v_set := set_config((v_tag || 'dl_7'), '', true);
        IF current_setting((v_tag || 'q_7'), true) = '1' THEN
            -- keys are queued as well: the delta joins the table the general path reads
            IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NULL THEN
                CREATE TEMP TABLE "tview_d_7_a7c78ce309" ("__n" bigint, "__c0" bigint, "__c1" bigint, "__s1" numeric);
                PERFORM setval('"tview"."dcheck_7"', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint);
                PERFORM set_config('tview.tview_d_7_a7c78ce309', to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text, false);
            ELSIF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
                  THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
                  ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
                RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                    USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
            END IF;
            INSERT INTO pg_temp."tview_d_7_a7c78ce309"
            SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1";
            v_lonet := NULL;
        END IF;
    END IF;
    IF v_lonet IS NOT NULL THEN  -- (not v_lone: a row IS NOT NULL only when no field is NULL)
        -- one statement's delta of one group and nothing else pending (a 1-row transaction):
        -- lock the group, apply, done
        v_set := pg_advisory_xact_lock(8391894959946465287)::text;

        -- one statement's delta of one group, from its setting (v_lone). Most often it changes
        -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
        -- the stored counts stay, and one statement finds the group's rows by its key and
        -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
        -- above READ COMMITTED the stored state is written: see changed()). In the commit
        -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
        -- tv row holds the extremes and counts (g.bare), it reads that row alone
        v_done := 0;
        IF current_setting((v_tag || 'lt_7'), true) = '1' THEN
            -- the commit trigger ran the statement below, which wrote nothing (commit_lone_delta)
            v_set := set_config((v_tag || 'lt_7'), '', true);
        ELSIF current_setting('transaction_isolation') = 'read committed'
           AND v_lone."__c1" = 0
           AND v_lone."__s1" = 0 THEN
            UPDATE "public"."tv_totals" AS t
               SET ("post_count", "published_post_count", "comment_count")
                 = ROW(((COALESCE(t."post_count", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."published_post_count", 0)::bigint + v_lone."__c0"))::bigint, (COALESCE((CAST((CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(aux_row."__s1", 0) + v_lone."__s1") END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric)
              FROM "tview"."agg_7" AS aux_row
             WHERE true
            -- (no test that the row changes, which would start the outputs' expressions twice:
            -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
            -- in an output rewrites the row with its values)
            RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) INTO v_cap;
            GET DIAGNOSTICS v_done = ROW_COUNT;
            v_upd := v_upd + v_done;
        END IF;
        v_fix := 0;
        IF v_done = 0 THEN
            -- stored state changes, or the group's tv row is new or gone
            v_cap := COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7));
            WITH c AS (
                SELECT dd."__n", dd."__c0", dd."__c1", dd."__s1"
                FROM (SELECT v_lone."__n" AS "__n", v_lone."__c0" AS "__c0", v_lone."__c1" AS "__c1", v_lone."__s1" AS "__s1") AS dd
            ), o AS (
                SELECT c."__n" AS "__dn", COALESCE(t."post_count", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."published_post_count", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(aux_row."__s1", 0) AS "__s1", 
                       aux_row.ctid IS NULL AS "__fresh"
                FROM c LEFT JOIN "public"."tv_totals" AS t ON true
                       LEFT JOIN "tview"."agg_7" AS aux_row ON true
            ), nx AS (
                SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
                FROM o AS old_state
            ), sw AS (
                UPDATE "tview"."agg_7" AS aux_row SET
                    "__c1" = nx."__c1", "__s1" = nx."__s1"
                  FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc1" <> 0 OR nx."__ds1" <> 0)
                RETURNING 1
            ),
            nv AS (
                SELECT up."__n", (up."__n")::bigint AS "post_count", (up."__c0")::bigint AS "published_post_count", (COALESCE((CAST((CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric AS "comment_count"
                FROM nx AS up WHERE true
            ), u AS (
                UPDATE "public"."tv_totals" AS t
                   SET ("post_count", "published_post_count", "comment_count") = ROW(nv."post_count", nv."published_post_count", nv."comment_count")
                  FROM nv
                 WHERE true
                   AND ROW(t."post_count", t."published_post_count", t."comment_count")::record OPERATOR(pg_catalog.*<>) ROW(nv."post_count", nv."published_post_count", nv."comment_count")::record
                RETURNING 1
            ), cnt AS (
                SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                       false AS big,
                       v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd
            )
            SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
            INSERT INTO "tview".capture (tview_id, k, d) SELECT 7, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_7"::text;
        END IF;
        IF v_upd = 1 AND v_ins = 0 AND v_del = 0 THEN  -- (the group's row alone was updated)
            v_set := set_config('tview.sg_7', (COALESCE(NULLIF(current_setting('tview.sg_7', true), '')::bigint, 0) + 1)::text, false)
                 || set_config('tview.slt_7', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false);
        ELSE
            v_st := COALESCE(NULLIF(current_setting('tview.st_7', true), ''), '{0,0,0,0,0,0,0}')::bigint[];
            v_set := set_config('tview.st_7', ARRAY[v_st[1] + 1, v_st[2] + v_keys, v_st[3] + v_ins,
                v_st[4] + v_upd, v_st[5] + v_del, v_st[6] + CASE WHEN v_full THEN 1 ELSE 0 END,
                (extract(epoch FROM clock_timestamp()) * 1000000)::bigint]::text, false);
        END IF;
        RETURN;
    END IF;
    IF to_regclass('pg_temp.tview_d_7_a7c78ce309') IS NOT NULL THEN
        IF NOT (CASE WHEN current_setting('tview.tview_d_7_a7c78ce309', true) = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::text
      THEN COALESCE(currval('"tview"."dcheck_7"') = to_regclass('pg_temp.tview_d_7_a7c78ce309')::oid::bigint, false)
      ELSE "tview"._owned(to_regclass('pg_temp.tview_d_7_a7c78ce309'), 7) END) THEN
            RAISE EXCEPTION 'tview: session table pg_temp.tview_d_7_a7c78ce309 was not created by tview'
                USING ERRCODE = 'insufficient_privilege', HINT = 'Drop it; tview creates its own.';
        END IF;
        v_deltas := true;
    END IF;
    IF current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1' THEN
        -- only deltas, nothing queued (whoever queues sets q_N): no take statement
    ELSE
        -- take this tview's pending keys (one statement: read, dedup, type; the
        -- keys to capture only while a Spark backfill runs)
        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;
        WITH taken AS (
            DELETE FROM pg_temp.tview_queue AS q WHERE q.tview = 7 RETURNING q.k, q.ctid
        )
        SELECT bool_or(d.k IS NULL),
               jsonb_agg(DISTINCT to_jsonb(d.k)) FILTER (WHERE array_position(d.k, NULL) IS NOT NULL),
               jsonb_agg(to_jsonb(d.k))
                 FILTER (WHERE COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7))),
               -- the queue is past the compaction threshold (see _on_commit)
               (SELECT bool_or(taken.ctid >= v_limit) FROM taken)
          FROM (SELECT DISTINCT taken.k FROM taken) AS d  -- (the key columns stay aligned)
          INTO v_full, v_nullkeys, v_capture, v_big;
        v_set := set_config((v_tag || 'q_7'), '', true);
    END IF;
    v_ins := 0;
    IF v_big THEN  -- compact the session tables at commit (see _on_commit)
        v_set := set_config('tview.compact', '1', true);
    END IF;
    IF v_capture IS NOT NULL THEN
        -- a backfill of this tview is running: it replays these keys after its swap
        INSERT INTO "tview".capture (tview_id, k) SELECT DISTINCT 7, CASE WHEN jsonb_typeof(e) = 'array' THEN ARRAY(SELECT jsonb_array_elements_text(e)) END FROM jsonb_array_elements(v_capture) AS e;
    END IF;
    IF v_deltas THEN
        -- set by the delta triggers when a second statement queued deltas (see agg_apply)
        IF current_setting((v_tag || 'dm_7'), true) = '1' THEN
            v_multi := true;
            v_set := set_config((v_tag || 'dm_7'), '', true);
        END IF;
        IF NOT COALESCE(v_full, false) THEN
            PERFORM pg_advisory_xact_lock(8391894959946465287);
            IF COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) THEN
                -- a backfill of this tview is running: it replays these groups after its swap
                INSERT INTO "tview".capture (tview_id, k, d) SELECT 7, ARRAY[]::text[], ROW(dd."__n"::bigint, dd."__c0"::bigint, dd."__c1"::bigint, dd."__s1"::numeric)::"tview"."dl_7"::text FROM pg_temp."tview_d_7_a7c78ce309" AS dd;
            END IF;

        v_limit := ('(' || least(COALESCE(NULLIF(current_setting('tview.compact_bytes', true), '')::bigint, 262144) / current_setting('block_size')::bigint, 4294967294) || ',0)')::tid;  -- (see _on_commit)
        IF v_multi THEN  -- several statements queued deltas: combine them per group
        WITH w AS (
            SELECT dd.*
            FROM pg_temp."tview_d_7_a7c78ce309" AS dd WINDOW wp AS ()
        ), c AS (
            SELECT sum(w."__n")::bigint AS "__n", sum(w."__c0")::bigint AS "__c0", sum(w."__c1")::bigint AS "__c1", sum(w."__s1") AS "__s1"
            FROM w
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."post_count", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."published_post_count", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(aux_row."__s1", 0) AS "__s1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_totals" AS t ON true
                   LEFT JOIN "tview"."agg_7" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_7" AS aux_row SET
                "__c1" = nx."__c1", "__s1" = nx."__s1"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc1" <> 0 OR nx."__ds1" <> 0)
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."__n")::bigint AS "post_count", (up."__c0")::bigint AS "published_post_count", (COALESCE((CAST((CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric AS "comment_count"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_totals" AS t
               SET ("post_count", "published_post_count", "comment_count") = ROW(nv."post_count", nv."published_post_count", nv."comment_count")
              FROM nv
             WHERE true
               AND ROW(t."post_count", t."published_post_count", t."comment_count")::record OPERATOR(pg_catalog.*<>) ROW(nv."post_count", nv."published_post_count", nv."comment_count")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_7_a7c78ce309" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        ELSE
        WITH c AS (
            SELECT dd."__n", dd."__c0", dd."__c1", dd."__s1"
            FROM pg_temp."tview_d_7_a7c78ce309" AS dd
        ), o AS (
            SELECT c."__n" AS "__dn", COALESCE(t."post_count", 0)::bigint AS "__n", c."__c0" AS "__dc0", COALESCE(t."published_post_count", 0)::bigint AS "__c0", c."__c1" AS "__dc1", COALESCE(aux_row."__c1", 0) AS "__c1", c."__s1" AS "__ds1", COALESCE(aux_row."__s1", 0) AS "__s1", 
                   aux_row.ctid IS NULL AS "__fresh"
            FROM c LEFT JOIN "public"."tv_totals" AS t ON true
                   LEFT JOIN "tview"."agg_7" AS aux_row ON true
        ), nx AS (
            SELECT old_state."__fresh", old_state."__n" + old_state."__dn" AS "__n", old_state."__dn", old_state."__c0" + old_state."__dc0" AS "__c0", old_state."__dc0", old_state."__c1" + old_state."__dc1" AS "__c1", old_state."__dc1", old_state."__s1" + old_state."__ds1" AS "__s1", old_state."__ds1"
            FROM o AS old_state
        ), sw AS (
            UPDATE "tview"."agg_7" AS aux_row SET
                "__c1" = nx."__c1", "__s1" = nx."__s1"
              FROM nx WHERE (nx."__fresh" OR current_setting('transaction_isolation') <> 'read committed' OR nx."__dc1" <> 0 OR nx."__ds1" <> 0)
            RETURNING 1
        ),
        nv AS (
            SELECT up."__n", (up."__n")::bigint AS "post_count", (up."__c0")::bigint AS "published_post_count", (COALESCE((CAST((CASE WHEN up."__c1" = 0 THEN NULL ELSE up."__s1" END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric AS "comment_count"
            FROM nx AS up WHERE true
        ), u AS (
            UPDATE "public"."tv_totals" AS t
               SET ("post_count", "published_post_count", "comment_count") = ROW(nv."post_count", nv."published_post_count", nv."comment_count")
              FROM nv
             WHERE true
               AND ROW(t."post_count", t."published_post_count", t."comment_count")::record OPERATOR(pg_catalog.*<>) ROW(nv."post_count", nv."published_post_count", nv."comment_count")::record
            RETURNING 1
        ), gone AS (
            DELETE FROM pg_temp."tview_d_7_a7c78ce309" RETURNING ctid  -- applied
        ), cnt AS (
            SELECT (SELECT count(*) FROM nx WHERE (false)) AS fix,
                   (SELECT bool_or(gone.ctid >= v_limit) FROM gone) AS big,
                   v_upd + (SELECT count(*) FROM u) AS cu, v_ins AS ci, v_del AS cd
        )
        SELECT cnt.fix, cnt.big, cnt.cu, cnt.ci, cnt.cd FROM cnt INTO v_fix, v_big, v_upd, v_ins, v_del;
        END IF;
        IF v_big THEN  -- the delta table is past the compaction threshold (see _on_commit)
            v_set := set_config('tview.compact', '1', true);
        END IF;

        ELSE
            DELETE FROM pg_temp."tview_d_7_a7c78ce309";  -- the full refresh below covers them
        END IF;
    END IF;
    -- algebraic tview: rebuild the per-group state of what is recomputed
    IF COALESCE(v_full, false) OR v_nullkeys IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(8391894959946465287);
        DELETE FROM "tview"."agg_7";
        INSERT INTO "tview"."agg_7" ("__c1", "__s1") SELECT count("p"."comment_count"), COALESCE(sum("p"."comment_count"::numeric), 0) FROM (SELECT "p".* FROM "public"."tv_post" AS "p" WHERE true) AS "p";
    END IF;
    IF COALESCE(v_full, false) THEN
        PERFORM pg_advisory_xact_lock(8391894959946465287);
-- multiset difference: delete surplus copies, insert missing ones
        WITH o AS (
            SELECT t.ctid AS tid, ROW(t."post_count", t."published_post_count", t."comment_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(t."post_count", t."published_post_count", t."comment_count")::text) AS rn
            FROM "public"."tv_totals" AS t WHERE true
        ), n AS (
            SELECT ROW(x."post_count", x."published_post_count", x."comment_count")::text AS img, count(*) AS cnt
            FROM "public"."v_totals" AS x WHERE true GROUP BY 1
        ), d AS (
            DELETE FROM "public"."tv_totals" WHERE ctid = ANY (ARRAY(
                SELECT o.tid FROM o LEFT JOIN n ON n.img = o.img WHERE o.rn > COALESCE(n.cnt, 0)))
            RETURNING 1
        )
        SELECT v_del + count(*) INTO v_del FROM d;
        WITH n AS (
            SELECT (x.*)::"public"."v_totals" AS r, ROW(x."post_count", x."published_post_count", x."comment_count")::text AS img,
                   row_number() OVER (PARTITION BY ROW(x."post_count", x."published_post_count", x."comment_count")::text) AS rn
            FROM "public"."v_totals" AS x WHERE true
        ), o AS (
            SELECT ROW(t."post_count", t."published_post_count", t."comment_count")::text AS img, count(*) AS cnt
            FROM "public"."tv_totals" AS t WHERE true GROUP BY 1
        ), a AS (
            SELECT n.r FROM n LEFT JOIN o ON o.img = n.img WHERE n.rn > COALESCE(o.cnt, 0)
        ), i AS (
            INSERT INTO "public"."tv_totals" ("post_count", "published_post_count", "comment_count")
            SELECT (a.r)."post_count", (a.r)."published_post_count", (a.r)."comment_count" FROM a
            RETURNING 1
        )
        SELECT v_ins + count(*) INTO v_ins FROM i;
    ELSE
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
                                UPDATE "public"."tv_company" AS t
                                   SET ("pk_company", "id", "data") = ROW(x."pk_company", x."id", x."data")
                                  FROM "public"."v_company" AS x
                                 WHERE x."pk_company" = k1 AND t."pk_company" = x."pk_company"
                                   AND pg_catalog.booleq(ROW(t."pk_company", t."id", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_company", x."id", x."data")::record, true);
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
                                       AND w.slot = (SELECT CASE WHEN count(*) > 1 THEN "tview"._serialization_failure('"app"."tb_company"')
                                                                  ELSE min((64 + (hash_array(ARRAY[r."pk_company"::integer]) % 256 + 256) % 256)) END
                                                       FROM "app"."tb_company" AS r WHERE r."pk_company" = k1)
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
                                    UPDATE "public"."tv_company_stats" AS t
                                       SET ("pk_company", "name", "user_count", "post_count", "published_post_count") = ROW(x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count")
                                      FROM "public"."v_company_stats" AS x
                                     WHERE x."pk_company" = k1 AND t."pk_company" = x."pk_company"
                                       AND (t."pk_company", t."name", t."user_count", t."post_count", t."published_post_count") IS DISTINCT FROM (x."pk_company", x."name", x."user_count", x."post_count", x."published_post_count");
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
                        -- tview 3
                        v_set := set_config((v_tag || 'p_3'), '', true);
                        v_set := "tview"."f_3"(NULL)::text;  -- (an assignment: no query)
                    END IF;
                END IF;
            ELSE
                IF v_next <= 5 THEN
                    IF v_next <= 4 THEN
                        -- tview 4: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_upd bigint;
                            k1 integer;  -- (a scalar: an array's element costs a subscript at each use)
                        BEGIN
                            k1 := NULLIF(current_setting((v_tag || 'k_4'), true), '')::integer;  -- (the setting read once)
                            IF k1 IS NOT NULL
                               AND current_setting((v_tag || 'q_4'), true) IS DISTINCT FROM '1'
                               AND current_setting((v_tag || 'jd_pending'), true) IS DISTINCT FROM '1' THEN
                                UPDATE "tview".witness AS w SET n = w.n + 1
                                 WHERE w.tview_id = 4
                                   AND w.slot = (SELECT (COALESCE(NULLIF(current_setting('tview.slot', true), '')::integer,
                                                                  pg_backend_pid()) % 64 + 64) % 64)
                                RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 4)),
                                       pg_advisory_xact_lock_shared(8391894959946465284)::text || pg_advisory_xact_lock(8391895039403360256 + hashtext(ARRAY[k1::text]::text))::text || set_config((v_tag || 'p_4'), '', true)
                                  INTO v_cap, v_set;
                                IF v_cap IS DISTINCT FROM false THEN
                                    v_set := set_config((v_tag || 'p_4'), '', true)  -- (again: no witness row may have returned)
                                             || CASE WHEN v_cap THEN set_config((v_tag || 'lt_4'), 'c', true) ELSE '' END;  -- (locked: f_N captures the key)
                                    v_set := "tview"."f_4"(NULL)::text;
                                ELSE
                                    -- one key (most transactions): a scalar, so the plan expects one row
                                    UPDATE "public"."tv_user" AS t
                                       SET ("pk_user", "id", "fk_company", "data") = ROW(x."pk_user", x."id", x."fk_company", x."data")
                                      FROM "public"."v_user" AS x
                                     WHERE x."pk_user" = k1 AND t."pk_user" = x."pk_user"
                                       AND pg_catalog.booleq(ROW(t."pk_user", t."id", t."fk_company", t."data")::record OPERATOR(pg_catalog.*<>) ROW(x."pk_user", x."id", x."fk_company", x."data")::record, true);
                                    GET DIAGNOSTICS v_upd = ROW_COUNT;  -- (a count of RETURNING rows costs a tuplestore)
                                    IF v_upd = 1 THEN
                                        v_set := set_config('tview.sl_4', (COALESCE(NULLIF(current_setting('tview.sl_4', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_4', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'k_4'), '', true);
                                    ELSE
                                        v_set := set_config((v_tag || 'lt_4'), '1', true);
                                        v_set := "tview"."f_4"(NULL)::text;
                                    END IF;
                                END IF;
                            ELSE  -- not done here
                                v_set := set_config((v_tag || 'p_4'), '', true);
                                v_set := "tview"."f_4"(NULL)::text;
                            END IF;
                        END;

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
                        -- tview 7: f_N's fast path (a lone key or group delta), inlined: most transactions
                        -- call no f_N (the block resets p_N, before it writes anything)
                        DECLARE
                            p_capturing boolean;  -- (NULL: the catalog tells, as in f_N(NULL))
                            v_cap boolean;
                            v_lone record;  -- (of the type dl_N: see _agg.row_text)
                            v_done bigint;  -- (NULL or 0: not applied here)
                        BEGIN
                            IF current_setting((v_tag || 'q_7'), true) IS DISTINCT FROM '1'
                               AND COALESCE(current_setting((v_tag || 'dl_7'), true), '') <> '' THEN
                                v_lone := current_setting((v_tag || 'dl_7'), true)::"tview"."dl_7";
                                v_set := pg_advisory_xact_lock(8391894959946465287)::text || set_config((v_tag || 'p_7'), '', true);

                                -- one statement's delta of one group, from its setting (v_lone). Most often it changes
                                -- only mirrored state (a 1-row UPDATE of a value that is no extreme): the extremes and
                                -- the stored counts stay, and one statement finds the group's rows by its key and
                                -- updates the tv row, nothing else. v_done: it did (a NULL key goes the general way;
                                -- above READ COMMITTED the stored state is written: see changed()). In the commit
                                -- trigger's block (lone_first) v_done starts NULL, which counts as 0 there. Where the
                                -- tv row holds the extremes and counts (g.bare), it reads that row alone
                                IF current_setting('transaction_isolation') = 'read committed'
                                   AND v_lone."__c1" = 0
                                   AND v_lone."__s1" = 0 THEN
                                    UPDATE "public"."tv_totals" AS t
                                       SET ("post_count", "published_post_count", "comment_count")
                                         = ROW(((COALESCE(t."post_count", 0)::bigint + v_lone."__n"))::bigint, ((COALESCE(t."published_post_count", 0)::bigint + v_lone."__c0"))::bigint, (COALESCE((CAST((CASE WHEN (COALESCE(aux_row."__c1", 0) + v_lone."__c1") = 0 THEN NULL ELSE (COALESCE(aux_row."__s1", 0) + v_lone."__s1") END) AS DECIMAL)), CAST(0 AS DECIMAL)))::numeric)
                                      FROM "tview"."agg_7" AS aux_row
                                     WHERE true
                                    -- (no test that the row changes, which would start the outputs' expressions twice:
                                    -- the delta trigger queues no delta that changes nothing, and one whose sums cancel
                                    -- in an output rewrites the row with its values)
                                    RETURNING COALESCE(p_capturing, (SELECT c.capturing FROM "tview".tview AS c WHERE c.id = 7)) INTO v_cap;
                                    GET DIAGNOSTICS v_done = ROW_COUNT;
                                END IF;

                                IF v_done > 0 THEN  -- applied here
                                    IF v_cap THEN  -- a backfill of this tview is running: it replays this group after its swap
                                        INSERT INTO "tview".capture (tview_id, k, d) SELECT 7, ARRAY[]::text[], ROW(v_lone."__n"::bigint, v_lone."__c0"::bigint, v_lone."__c1"::bigint, v_lone."__s1"::numeric)::"tview"."dl_7"::text;
                                    END IF;
                                    -- (the group's row alone was updated)
                                    v_set := set_config('tview.sg_7', (COALESCE(NULLIF(current_setting('tview.sg_7', true), '')::bigint, 0) + 1)::text, false)
                                             || set_config('tview.slt_7', (pg_catalog.date_part('epoch', clock_timestamp()) * 1000000)::bigint::text, false)
                                             || set_config((v_tag || 'dl_7'), '', true);
                                ELSE  -- (f_N need not run that statement again)
                                    v_set := set_config((v_tag || 'lt_7'), '1', true);
                                    v_set := "tview"."f_7"(NULL)::text;
                                END IF;
                            ELSE  -- not applied here (the delta is still in dl_N)
                                v_set := set_config((v_tag || 'p_7'), '', true);
                                v_set := "tview"."f_7"(NULL)::text;
                            END IF;
                        END;

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

-- function tview.u_<oid:app.tb_company>()
CREATE OR REPLACE FUNCTION tview.u_<oid:app.tb_company>()
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
    v_gates CONSTANT text[] := '{"tview.g1_<oid:app.tb_company>_","tview.g2_<oid:app.tb_company>_"}';
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
    FOR v_b IN 1..2 LOOP
        CONTINUE WHEN v_gates[v_b] <> ''
                      AND current_setting(pg_catalog.concat(v_gates[v_b], pg_catalog.pg_trigger_depth()), true)
                          IS DISTINCT FROM '1';
        IF v_b <= 1 THEN

    -- tview 1: its UPDATE function's work (leaving the block where it returns)
    <<t_1>>
    DECLARE
        v_lo bigint;
        v_hi bigint;
        v_n bigint;
        v_nn bigint;
        v_keys integer[];
    BEGIN
        -- the gate (tview_1_gate, UPDATE OF the columns the view reads) flagged this statement
        IF current_setting(pg_catalog.concat('tview.g1_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_1;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g1_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku1_<oid:app.tb_company>', true) = '1'
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
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."pk_company" FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
            EXIT t_1;
        ELSE
            IF current_setting((v_tag || 'ku_1'), true) = '1' THEN
                SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
                            UNION ALL
                            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                    SELECT 1, ARRAY[d."pk_company"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
                                UNION ALL
                                SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_1'), '1', true)
                                 || set_config((v_tag || 'q_1'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                    SELECT 1, ARRAY[d."pk_company"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_1'), '1', true)
                                 || set_config((v_tag || 'q_1'), '1', true);
                    END IF;
                END IF;
            END IF;
        END IF;
        EXIT t_1;
    END t_1;

        ELSE

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
        IF current_setting(pg_catalog.concat('tview.g2_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), true) IS DISTINCT FROM '1' THEN
            EXIT t_2;  -- it named none of them (see _session.done)
        END IF;
        v_set := set_config(pg_catalog.concat('tview.g2_<oid:app.tb_company>_', pg_catalog.pg_trigger_depth()), '', true);
        v_tag := CASE WHEN current_setting('tview.checked', true) = to_regclass('pg_temp.tview_queue')::oid::text
                      THEN 'tview.s' || currval('"tview".session_key') || '_' END;
        IF v_tag IS NULL OR current_setting((v_tag || 'checked'), true) IS DISTINCT FROM current_setting('tview.checked', true) THEN
            PERFORM "tview"._arm();  -- first use in this session: check and create session tables
            v_tag := 'tview.s' || currval('"tview".session_key') || '_';
        END IF;
        IF current_setting('tview.ku2_<oid:app.tb_company>', true) = '1'
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
        IF current_setting('tview.wr2_<oid:app.tb_company>', true) = '1' THEN
            -- a statement named a witness column (tview_2_reads, which may not have fired)
            v_set := set_config((v_tag || 'wr_2'), '1', true)
                     || set_config('tview.wr2_<oid:app.tb_company>', '', true);
        END IF;
        -- a direct source: a statement of one row passes its key in a setting (see below); any
        -- other gets one aggregate pass over its rows, which reads its key bounds, then passes its
        -- one key in the setting, queues its dense key range as one row, or queues its keys
        -- first the statement's keys up to 2 rows, without an aggregate: a
        -- statement of one row that kept its key passes it in the setting
        v_keys := ARRAY(SELECT d."pk_company" FROM (
            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
                            UNION ALL
                            SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                    SELECT 2, ARRAY[d."pk_company"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "c"."pk_company" AS "pk_company" FROM tview_old AS "c"
                                UNION ALL
                                SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
                    ) AS d0) AS d;  -- (deduplicated as typed values: cheaper than as text arrays)
                    IF FOUND THEN  -- keys queued
                        v_set := set_config((v_tag || 'p_2'), '1', true)
                                 || set_config((v_tag || 'q_2'), '1', true);
                    END IF;
                END IF;
            ELSE
                SELECT min(d."pk_company"), max(d."pk_company"), count(*), count(d."pk_company") INTO v_lo, v_hi, v_n, v_nn
                FROM (
                    SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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
                    SELECT 2, ARRAY[d."pk_company"::text]
                    FROM (SELECT DISTINCT * FROM (
                        SELECT "c"."pk_company" AS "pk_company" FROM tview_new AS "c"
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

-- trigger tview_3_added on app.tb_comment
CREATE TRIGGER tview_3_added AFTER INSERT ON app.tb_comment FOR EACH ROW WHEN ((('tv_post_activity'::regclass IS NOT NULL) AND ('v_post_activity'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i3_<oid:app.tb_comment>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i3_<oid:app.tb_comment>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_3_<oid:app.tb_comment>_added();

-- trigger tview_3_del on app.tb_comment
CREATE TRIGGER tview_3_del AFTER DELETE ON app.tb_comment REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_post_activity'::regclass IS NOT NULL) AND ('v_post_activity'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:app.tb_comment>_del();

-- trigger tview_3_ins on app.tb_comment
CREATE TRIGGER tview_3_ins AFTER INSERT ON app.tb_comment REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post_activity'::regclass IS NOT NULL) AND ('v_post_activity'::regclass IS NOT NULL) AND (current_setting('tview.i3_<oid:app.tb_comment>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_3_<oid:app.tb_comment>_ins();

-- trigger tview_3_replica on app.tb_comment
CREATE TRIGGER tview_3_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_comment FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('3');

-- trigger tview_3_trunc on app.tb_comment
CREATE TRIGGER tview_3_trunc AFTER TRUNCATE ON app.tb_comment FOR EACH STATEMENT WHEN ((('tv_post_activity'::regclass IS NOT NULL) AND ('v_post_activity'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:app.tb_comment>_trunc();

-- trigger tview_3_upd on app.tb_comment
CREATE TRIGGER tview_3_upd AFTER UPDATE ON app.tb_comment REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post_activity'::regclass IS NOT NULL) AND ('v_post_activity'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_3_<oid:app.tb_comment>_upd();

-- trigger tview_5_added on app.tb_comment
CREATE TRIGGER tview_5_added AFTER INSERT ON app.tb_comment FOR EACH ROW WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:app.tb_comment>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:app.tb_comment>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_comment>_added();

-- trigger tview_5_del on app.tb_comment
CREATE TRIGGER tview_5_del AFTER DELETE ON app.tb_comment REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_comment>_del();

-- trigger tview_5_ins on app.tb_comment
CREATE TRIGGER tview_5_ins AFTER INSERT ON app.tb_comment REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:app.tb_comment>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_comment>_ins();

-- trigger tview_5_replica on app.tb_comment
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_comment FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on app.tb_comment
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON app.tb_comment FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_comment>_trunc();

-- trigger tview_5_upd on app.tb_comment
CREATE TRIGGER tview_5_upd AFTER UPDATE ON app.tb_comment REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_comment>_upd();

-- trigger tview_1_added on app.tb_company
CREATE TRIGGER tview_1_added AFTER INSERT ON app.tb_company FOR EACH ROW WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i1_<oid:app.tb_company>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i1_<oid:app.tb_company>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_added();

-- trigger tview_1_changed on app.tb_company
CREATE TRIGGER tview_1_changed AFTER UPDATE OF created_at, id, industry, name, pk_company ON app.tb_company FOR EACH ROW WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c1_<oid:app.tb_company>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.created_at, old.id, old.industry, old.name, old.pk_company), ROW(new.created_at, new.id, new.industry, new.name, new.pk_company)) AND (set_config('tview.c1_<oid:app.tb_company>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_changed();

-- trigger tview_1_del on app.tb_company
CREATE TRIGGER tview_1_del AFTER DELETE ON app.tb_company REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_del();

-- trigger tview_1_gate on app.tb_company
CREATE TRIGGER tview_1_gate AFTER UPDATE OF created_at, id, industry, name, pk_company ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL) AND (current_setting('tview.c1_<oid:app.tb_company>'::text, true) = '1'::text) AND (set_config(concat('tview.g1_<oid:app.tb_company>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:app.tb_company>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('app.tb_company'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_gate();

-- trigger tview_1_ins on app.tb_company
CREATE TRIGGER tview_1_ins AFTER INSERT ON app.tb_company REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL) AND (current_setting('tview.i1_<oid:app.tb_company>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_ins();

-- trigger tview_1_key on app.tb_company
CREATE TRIGGER tview_1_key AFTER UPDATE OF pk_company ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL) AND (set_config('tview.ku1_<oid:app.tb_company>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_key();

-- trigger tview_1_replica on app.tb_company
CREATE TRIGGER tview_1_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_company FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('1');

-- trigger tview_1_trunc on app.tb_company
CREATE TRIGGER tview_1_trunc AFTER TRUNCATE ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company'::regclass IS NOT NULL) AND ('v_company'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_1_<oid:app.tb_company>_trunc();

-- trigger tview_2_added on app.tb_company
CREATE TRIGGER tview_2_added AFTER INSERT ON app.tb_company FOR EACH ROW WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:app.tb_company>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:app.tb_company>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_added();

-- trigger tview_2_changed on app.tb_company
CREATE TRIGGER tview_2_changed AFTER UPDATE OF name, pk_company ON app.tb_company FOR EACH ROW WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.c2_<oid:app.tb_company>'::text, true), ''::text) <> '1'::text) AND record_image_ne(ROW(old.name, old.pk_company), ROW(new.name, new.pk_company)) AND (set_config('tview.c2_<oid:app.tb_company>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_changed();

-- trigger tview_2_del on app.tb_company
CREATE TRIGGER tview_2_del AFTER DELETE ON app.tb_company REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_del();

-- trigger tview_2_gate on app.tb_company
CREATE TRIGGER tview_2_gate AFTER UPDATE OF name, pk_company ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (current_setting('tview.c2_<oid:app.tb_company>'::text, true) = '1'::text) AND (set_config(concat('tview.g2_<oid:app.tb_company>_', (pg_trigger_depth() + 1)), '1'::text, true) IS NOT NULL) AND (set_config('tview.q_<oid:app.tb_company>'::text, '1'::text, true) IS NOT NULL) AND (set_config(concat('tview.g_', ('app.tb_company'::regclass)::oid, '_', (pg_trigger_depth() + 1)), '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_gate();

-- trigger tview_2_ins on app.tb_company
CREATE TRIGGER tview_2_ins AFTER INSERT ON app.tb_company REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:app.tb_company>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_ins();

-- trigger tview_2_key on app.tb_company
CREATE TRIGGER tview_2_key AFTER UPDATE OF pk_company ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (set_config('tview.ku2_<oid:app.tb_company>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_key();

-- trigger tview_2_reads on app.tb_company
CREATE TRIGGER tview_2_reads AFTER UPDATE OF pk_company ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (set_config('tview.wr2_<oid:app.tb_company>'::text, '1'::text, true) IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_wr();

-- trigger tview_2_replica on app.tb_company
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_company FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on app.tb_company
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON app.tb_company FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_company>_trunc();

-- trigger tview_upd on app.tb_company
CREATE TRIGGER tview_upd AFTER UPDATE ON app.tb_company REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((current_setting('tview.q_<oid:app.tb_company>'::text, true) = '1'::text)) EXECUTE FUNCTION tview.u_<oid:app.tb_company>();

-- trigger tview_2_added on app.tb_post
CREATE TRIGGER tview_2_added AFTER INSERT ON app.tb_post FOR EACH ROW WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:app.tb_post>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:app.tb_post>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_post>_added();

-- trigger tview_2_del on app.tb_post
CREATE TRIGGER tview_2_del AFTER DELETE ON app.tb_post REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_post>_del();

-- trigger tview_2_ins on app.tb_post
CREATE TRIGGER tview_2_ins AFTER INSERT ON app.tb_post REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:app.tb_post>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_post>_ins();

-- trigger tview_2_replica on app.tb_post
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_post FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on app.tb_post
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON app.tb_post FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_post>_trunc();

-- trigger tview_2_upd on app.tb_post
CREATE TRIGGER tview_2_upd AFTER UPDATE ON app.tb_post REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_post>_upd();

-- trigger tview_5_added on app.tb_post
CREATE TRIGGER tview_5_added AFTER INSERT ON app.tb_post FOR EACH ROW WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:app.tb_post>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:app.tb_post>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_post>_added();

-- trigger tview_5_del on app.tb_post
CREATE TRIGGER tview_5_del AFTER DELETE ON app.tb_post REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_post>_del();

-- trigger tview_5_ins on app.tb_post
CREATE TRIGGER tview_5_ins AFTER INSERT ON app.tb_post REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:app.tb_post>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_post>_ins();

-- trigger tview_5_replica on app.tb_post
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_post FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on app.tb_post
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON app.tb_post FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_post>_trunc();

-- trigger tview_5_upd on app.tb_post
CREATE TRIGGER tview_5_upd AFTER UPDATE ON app.tb_post REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_post>_upd();

-- trigger tview_2_added on app.tb_user
CREATE TRIGGER tview_2_added AFTER INSERT ON app.tb_user FOR EACH ROW WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i2_<oid:app.tb_user>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i2_<oid:app.tb_user>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_user>_added();

-- trigger tview_2_del on app.tb_user
CREATE TRIGGER tview_2_del AFTER DELETE ON app.tb_user REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_user>_del();

-- trigger tview_2_ins on app.tb_user
CREATE TRIGGER tview_2_ins AFTER INSERT ON app.tb_user REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL) AND (current_setting('tview.i2_<oid:app.tb_user>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_user>_ins();

-- trigger tview_2_replica on app.tb_user
CREATE TRIGGER tview_2_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_user FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('2');

-- trigger tview_2_trunc on app.tb_user
CREATE TRIGGER tview_2_trunc AFTER TRUNCATE ON app.tb_user FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_user>_trunc();

-- trigger tview_2_upd on app.tb_user
CREATE TRIGGER tview_2_upd AFTER UPDATE ON app.tb_user REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_company_stats'::regclass IS NOT NULL) AND ('v_company_stats'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_2_<oid:app.tb_user>_upd();

-- trigger tview_4_added on app.tb_user
CREATE TRIGGER tview_4_added AFTER INSERT ON app.tb_user FOR EACH ROW WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:app.tb_user>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:app.tb_user>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:app.tb_user>_added();

-- trigger tview_4_del on app.tb_user
CREATE TRIGGER tview_4_del AFTER DELETE ON app.tb_user REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:app.tb_user>_del();

-- trigger tview_4_ins on app.tb_user
CREATE TRIGGER tview_4_ins AFTER INSERT ON app.tb_user REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:app.tb_user>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:app.tb_user>_ins();

-- trigger tview_4_replica on app.tb_user
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_user FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on app.tb_user
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON app.tb_user FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:app.tb_user>_trunc();

-- trigger tview_4_upd on app.tb_user
CREATE TRIGGER tview_4_upd AFTER UPDATE ON app.tb_user REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:app.tb_user>_upd();

-- trigger tview_5_added on app.tb_user
CREATE TRIGGER tview_5_added AFTER INSERT ON app.tb_user FOR EACH ROW WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:app.tb_user>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:app.tb_user>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_user>_added();

-- trigger tview_5_del on app.tb_user
CREATE TRIGGER tview_5_del AFTER DELETE ON app.tb_user REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_user>_del();

-- trigger tview_5_ins on app.tb_user
CREATE TRIGGER tview_5_ins AFTER INSERT ON app.tb_user REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:app.tb_user>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_user>_ins();

-- trigger tview_5_replica on app.tb_user
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON app.tb_user FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on app.tb_user
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON app.tb_user FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_user>_trunc();

-- trigger tview_5_upd on app.tb_user
CREATE TRIGGER tview_5_upd AFTER UPDATE ON app.tb_user REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:app.tb_user>_upd();

-- trigger tview_4_added on tv_company
CREATE TRIGGER tview_4_added AFTER INSERT ON public.tv_company FOR EACH ROW WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i4_<oid:public.tv_company>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i4_<oid:public.tv_company>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.tv_company>_added();

-- trigger tview_4_del on tv_company
CREATE TRIGGER tview_4_del AFTER DELETE ON public.tv_company REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.tv_company>_del();

-- trigger tview_4_ins on tv_company
CREATE TRIGGER tview_4_ins AFTER INSERT ON public.tv_company REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL) AND (current_setting('tview.i4_<oid:public.tv_company>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_4_<oid:public.tv_company>_ins();

-- trigger tview_4_replica on tv_company
CREATE TRIGGER tview_4_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_company FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('4');

-- trigger tview_4_trunc on tv_company
CREATE TRIGGER tview_4_trunc AFTER TRUNCATE ON public.tv_company FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.tv_company>_trunc();

-- trigger tview_4_upd on tv_company
CREATE TRIGGER tview_4_upd AFTER UPDATE ON public.tv_company REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_user'::regclass IS NOT NULL) AND ('v_user'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_4_<oid:public.tv_company>_upd();

-- trigger tview_6_added on tv_post
CREATE TRIGGER tview_6_added AFTER INSERT ON public.tv_post FOR EACH ROW WHEN ((('tv_feed'::regclass IS NOT NULL) AND ('v_feed'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i6_<oid:public.tv_post>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i6_<oid:public.tv_post>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.tv_post>_added();

-- trigger tview_6_del on tv_post
CREATE TRIGGER tview_6_del AFTER DELETE ON public.tv_post REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_feed'::regclass IS NOT NULL) AND ('v_feed'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.tv_post>_del();

-- trigger tview_6_ins on tv_post
CREATE TRIGGER tview_6_ins AFTER INSERT ON public.tv_post REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_feed'::regclass IS NOT NULL) AND ('v_feed'::regclass IS NOT NULL) AND (current_setting('tview.i6_<oid:public.tv_post>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_6_<oid:public.tv_post>_ins();

-- trigger tview_6_replica on tv_post
CREATE TRIGGER tview_6_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_post FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('6');

-- trigger tview_6_trunc on tv_post
CREATE TRIGGER tview_6_trunc AFTER TRUNCATE ON public.tv_post FOR EACH STATEMENT WHEN ((('tv_feed'::regclass IS NOT NULL) AND ('v_feed'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.tv_post>_trunc();

-- trigger tview_6_upd on tv_post
CREATE TRIGGER tview_6_upd AFTER UPDATE ON public.tv_post REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_feed'::regclass IS NOT NULL) AND ('v_feed'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_6_<oid:public.tv_post>_upd();

-- trigger tview_7_added on tv_post
CREATE TRIGGER tview_7_added AFTER INSERT ON public.tv_post FOR EACH ROW WHEN ((('tv_totals'::regclass IS NOT NULL) AND ('v_totals'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i7_<oid:public.tv_post>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i7_<oid:public.tv_post>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.tv_post>_added();

-- trigger tview_7_del on tv_post
CREATE TRIGGER tview_7_del AFTER DELETE ON public.tv_post REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_totals'::regclass IS NOT NULL) AND ('v_totals'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.tv_post>_del();

-- trigger tview_7_ins on tv_post
CREATE TRIGGER tview_7_ins AFTER INSERT ON public.tv_post REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_totals'::regclass IS NOT NULL) AND ('v_totals'::regclass IS NOT NULL) AND (current_setting('tview.i7_<oid:public.tv_post>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_7_<oid:public.tv_post>_ins();

-- trigger tview_7_replica on tv_post
CREATE TRIGGER tview_7_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_post FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('7');

-- trigger tview_7_trunc on tv_post
CREATE TRIGGER tview_7_trunc AFTER TRUNCATE ON public.tv_post FOR EACH STATEMENT WHEN ((('tv_totals'::regclass IS NOT NULL) AND ('v_totals'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.tv_post>_trunc();

-- trigger tview_7_upd on tv_post
CREATE TRIGGER tview_7_upd AFTER UPDATE ON public.tv_post REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_totals'::regclass IS NOT NULL) AND ('v_totals'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_7_<oid:public.tv_post>_upd();

-- trigger tview_5_added on tv_user
CREATE TRIGGER tview_5_added AFTER INSERT ON public.tv_user FOR EACH ROW WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (COALESCE(current_setting('tview.i5_<oid:public.tv_user>'::text, true), ''::text) <> '1'::text) AND (set_config('tview.i5_<oid:public.tv_user>'::text, '1'::text, true) IS NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.tv_user>_added();

-- trigger tview_5_del on tv_user
CREATE TRIGGER tview_5_del AFTER DELETE ON public.tv_user REFERENCING OLD TABLE AS tview_old FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.tv_user>_del();

-- trigger tview_5_ins on tv_user
CREATE TRIGGER tview_5_ins AFTER INSERT ON public.tv_user REFERENCING NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL) AND (current_setting('tview.i5_<oid:public.tv_user>'::text, true) = '1'::text))) EXECUTE FUNCTION tview.d_5_<oid:public.tv_user>_ins();

-- trigger tview_5_replica on tv_user
CREATE TRIGGER tview_5_replica AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.tv_user FOR EACH STATEMENT EXECUTE FUNCTION tview._replica_write('5');

-- trigger tview_5_trunc on tv_user
CREATE TRIGGER tview_5_trunc AFTER TRUNCATE ON public.tv_user FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.tv_user>_trunc();

-- trigger tview_5_upd on tv_user
CREATE TRIGGER tview_5_upd AFTER UPDATE ON public.tv_user REFERENCING OLD TABLE AS tview_old NEW TABLE AS tview_new FOR EACH STATEMENT WHEN ((('tv_post'::regclass IS NOT NULL) AND ('v_post'::regclass IS NOT NULL))) EXECUTE FUNCTION tview.d_5_<oid:public.tv_user>_upd();

-- table public.tv_company
TABLE public.tv_company (
    pk_company integer,
    id uuid,
    data jsonb
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_company_tview_key ON public.tv_company USING btree (pk_company) NULLS NOT DISTINCT;

-- table public.tv_company_stats
TABLE public.tv_company_stats (
    pk_company integer,
    name text,
    user_count bigint,
    post_count bigint,
    published_post_count bigint
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_company_stats_tview_key ON public.tv_company_stats USING btree (pk_company) NULLS NOT DISTINCT;

-- table public.tv_feed
TABLE public.tv_feed (
    pk_post integer,
    id uuid,
    published_at timestamp with time zone,
    data jsonb
) WITH (fillfactor=50);

CREATE INDEX tv_feed_tview_key ON public.tv_feed USING btree (pk_post);

-- table public.tv_post
TABLE public.tv_post (
    pk_post integer,
    id uuid,
    fk_author integer,
    published boolean,
    created_at timestamp with time zone,
    comment_count bigint,
    data jsonb
) WITH (fillfactor=90);

CREATE INDEX tv_post_tview_key ON public.tv_post USING btree (pk_post);

-- table public.tv_post_activity
TABLE public.tv_post_activity (
    fk_post integer,
    comment_count bigint,
    long_comment_count bigint,
    first_comment_at timestamp with time zone,
    last_comment_at timestamp with time zone
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_post_activity_tview_key ON public.tv_post_activity USING btree (fk_post) NULLS NOT DISTINCT;

-- table public.tv_totals
TABLE public.tv_totals (
    post_count bigint,
    published_post_count bigint,
    comment_count numeric
) WITH (fillfactor=50);

-- table public.tv_user
TABLE public.tv_user (
    pk_user integer,
    id uuid,
    fk_company integer,
    data jsonb
) WITH (fillfactor=50);

CREATE UNIQUE INDEX tv_user_tview_key ON public.tv_user USING btree (pk_user) NULLS NOT DISTINCT;

-- table tview.agg_3
TABLE tview.agg_3 (
    fk_post integer,
    __e0 timestamp with time zone,
    __ec0 bigint NOT NULL,
    __e1 timestamp with time zone,
    __ec1 bigint NOT NULL
);

CREATE INDEX agg_3_expr_idx ON tview.agg_3 USING btree ((1)) WHERE ((__ec0 < 0) OR (__ec1 < 0));

CREATE UNIQUE INDEX agg_3_fk_post_idx ON tview.agg_3 USING btree (fk_post) NULLS NOT DISTINCT;

-- table tview.agg_7
TABLE tview.agg_7 (
    __c1 bigint NOT NULL,
    __s1 numeric NOT NULL
);

-- type tview.dl_7
TYPE tview.dl_7 (
    __n bigint,
    __c0 bigint,
    __c1 bigint,
    __s1 numeric
);
