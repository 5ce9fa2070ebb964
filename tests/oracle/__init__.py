"""Generative correctness oracle for dbt-tview.

* ``schema``    - the fixed source schema (tb_a, tb_b, tb_c, tb_d) and value domains
* ``shapes``    - the catalog of query shapes (SQL, key, sources, stacked dependencies)
* ``txgen``     - hypothesis strategies producing random transactions over small domains
* ``runner``    - installs a shape once per database and replays examples against it,
                  asserting ``api.diff`` is empty after every COMMIT / ROLLBACK / flush
* ``reference`` - a trivially-correct full-refresh stand-in for the core, used to
                  validate the oracle itself (``TVIEW_ORACLE_API=reference``)
"""
