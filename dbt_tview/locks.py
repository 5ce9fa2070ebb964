"""The advisory locks the runtime takes: one key space, defined here and nowhere else.

Every lock is PostgreSQL's single-bigint form, laid out as

    [namespace: 16 bits][space: 16 bits][value: 32 bits]

The namespace (dbt var `tview_lock_namespace`, stored in the runtime's `meta` table) fills the
high bits, so no lock of an application that uses bigints below 2**48 in absolute value (ids,
counters, a `hashtext` promoted to bigint, epoch microseconds) can equal one of ours, and the
two-integer form `pg_advisory_lock(int, int)` is another key space altogether (its lock tag
says so: `objsubid` 2 in pg_locks, against 1 for a bigint). The space says what is locked, the
value which one. Generated SQL and the Spark backfill render the ids from the functions below.
"""

from __future__ import annotations

DEFAULT_NAMESPACE = 0x7476  # 'tv'

INSTALL = 0  # value 1: one install at a time (the runtime, dispatcher and catalog are shared)
WIDE = 1  # value: tview id; the whole tview (shared by key-lock flushes, exclusive otherwise)
WITNESS = 2  # value: tview id; orders transactions that changed a joined source
SLOT = 3  # value: witness slot; claimed by a session for its lifetime
BACKFILL = 4  # value: OID of the tv table; one Spark backfill of a tview at a time
KEYS = 16  # 16 + tview id modulo KEY_SPACES: the key locks of a tview, value: the key's hash
KEY_SPACES = 0x10000 - KEYS

_HASH_OFFSET = 1 << 31  # hashtext() is a signed int4: shifted into 0 .. 2**32 - 1


def check_namespace(value: object) -> int:
    """The namespace as an int in 1 .. 0xFFFE (an int, or a string such as '0x7476').

    0 and 0xFFFF are refused: they are the high bits of small non-negative and negative
    bigints, where applications' locks live."""
    try:
        ns = int(value, 0) if isinstance(value, str) else int(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        ns = -1
    if not 1 <= ns <= 0xFFFE:
        raise ValueError(
            f"tview_lock_namespace must be an integer from 1 to 65534 (0xFFFE), got {value!r}: "
            "it fills the high 16 bits of every advisory lock tview takes"
        )
    return ns


def lock_id(namespace: int, space: int, value: int) -> int:
    """The bigint of a lock (two's complement when the namespace has its top bit set)."""
    raw = (namespace << 48) | (space << 32) | (value & 0xFFFFFFFF)
    return raw - (1 << 64) if raw >= 1 << 63 else raw


def install_lock(namespace: int) -> int:
    return lock_id(namespace, INSTALL, 1)


def wide_lock(namespace: int, tview_id: int) -> int:
    return lock_id(namespace, WIDE, tview_id)


def witness_lock(namespace: int, tview_id: int) -> int:
    return lock_id(namespace, WITNESS, tview_id)


def slot_base(namespace: int) -> int:
    """The lock of witness slot i is slot_base + i."""
    return lock_id(namespace, SLOT, 0)


def backfill_lock(namespace: int, table_oid: int) -> int:
    return lock_id(namespace, BACKFILL, table_oid)


def key_lock_base(namespace: int, tview_id: int) -> int:
    """The lock of a key whose hash is h (hashtext, int4) is key_lock_base + h: one addition in
    the generated SQL. Tviews whose ids are KEY_SPACES apart share a space; two of their keys
    then share a lock only when their hashes are equal too (waiting, never a wrong result)."""
    space = KEYS + (tview_id - 1) % KEY_SPACES
    return lock_id(namespace, space, 0) + _HASH_OFFSET
