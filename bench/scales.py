"""Sizes and repetition counts per ``--scale``. ``small`` is 1/20 of ``full``."""

from __future__ import annotations

SCALES: dict[str, dict] = {
    "full": {
        "accounts": 1_000_000,
        "companies": 100, "users_per_company": 100, "posts_per_user": 10,
        "w1a_rounds": 1500, "w1b_rounds": 400, "w2_rounds": 1000, "w3_rounds": 40,
        "w1c_seconds": 3.0, "w1c_rounds": 3,
        "w4_sizes": [10_000, 100_000], "w4_rounds": [8, 4],
        "build_rounds": 2, "refresh_rounds": 3, "group_rounds": 5, "warmup": 50,
        "budget_s": 60,
    },
    "small": {
        "accounts": 50_000,
        "companies": 5, "users_per_company": 100, "posts_per_user": 10,
        "w1a_rounds": 600, "w1b_rounds": 200, "w2_rounds": 400, "w3_rounds": 20,
        "w1c_seconds": 2.0, "w1c_rounds": 2,
        "w4_sizes": [500, 5_000], "w4_rounds": [10, 6],
        "build_rounds": 2, "refresh_rounds": 3, "group_rounds": 5, "warmup": 20,
        "budget_s": 30,
    },
    "tiny": {
        "accounts": 5_000,
        "companies": 3, "users_per_company": 10, "posts_per_user": 5,
        "w1a_rounds": 30, "w1b_rounds": 10, "w2_rounds": 30, "w3_rounds": 4,
        "w1c_seconds": 0.5, "w1c_rounds": 1,
        "w4_sizes": [100, 1_000], "w4_rounds": [3, 2],
        "build_rounds": 1, "refresh_rounds": 1, "group_rounds": 2, "warmup": 3,
        "budget_s": 5, "dbt_parse_reference": False,
    },
}
