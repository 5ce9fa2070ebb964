"""A subset of dbt's adapter conformance suite (dbt-tests-adapter, pinned in [dev]) run with
`type: tview`: each class below is one dbt-postgres runs, chosen so that every macro family the
adapter dispatches (materializations, seeds, snapshots, tests, unit tests, docs and catalog,
grants, hooks, persist_docs, caching, relations, the cross-database utils) is exercised once.

Classes whose models test `target.type == 'postgres'` by name are run as dbt runs them and
then checked for the tview type, or skipped with that reason (see README, target.type).
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from dbt.tests.adapter.aliases.test_aliases import BaseAliases
from dbt.tests.adapter.basic.test_adapter_methods import BaseAdapterMethod
from dbt.tests.adapter.basic.test_base import BaseSimpleMaterializations
from dbt.tests.adapter.basic.test_docs_generate import BaseDocsGenReferences
from dbt.tests.adapter.basic.test_empty import BaseEmpty
from dbt.tests.adapter.basic.test_ephemeral import BaseEphemeral
from dbt.tests.adapter.basic.test_generic_tests import BaseGenericTests
from dbt.tests.adapter.basic.test_incremental import BaseIncremental
from dbt.tests.adapter.basic.test_singular_tests import BaseSingularTests
from dbt.tests.adapter.basic.test_snapshot_timestamp import BaseSnapshotTimestamp
from dbt.tests.adapter.basic.test_table_materialization import BaseTableMaterialization
from dbt.tests.adapter.basic.test_validate_connection import BaseValidateConnection
from dbt.tests.adapter.caching.test_caching import BaseCachingLowercaseModel
from dbt.tests.adapter.dbt_show.test_dbt_show import BaseShowSqlHeader
from dbt.tests.adapter.grants.test_model_grants import BaseModelGrants
from dbt.tests.adapter.hooks import test_model_hooks as hooks_module
from dbt.tests.adapter.hooks.test_model_hooks import BasePrePostModelHooks
from dbt.tests.adapter.persist_docs.test_persist_docs import BasePersistDocs
from dbt.tests.adapter.simple_seed.test_seed import BaseBasicSeedTests
from dbt.tests.adapter.unit_testing.test_invalid_input import BaseUnitTestInvalidInput
from dbt.tests.adapter.utils.test_any_value import BaseAnyValue
from dbt.tests.adapter.utils.test_array_construct import BaseArrayConstruct
from dbt.tests.adapter.utils.test_cast_bool_to_text import BaseCastBoolToText
from dbt.tests.adapter.utils.test_concat import BaseConcat
from dbt.tests.adapter.utils.test_date_spine import BaseDateSpine
from dbt.tests.adapter.utils.test_date_trunc import BaseDateTrunc
from dbt.tests.adapter.utils.test_dateadd import BaseDateAdd
from dbt.tests.adapter.utils.test_datediff import BaseDateDiff
from dbt.tests.adapter.utils.test_generate_series import BaseGenerateSeries
from dbt.tests.adapter.utils.test_get_intervals_between import BaseGetIntervalsBetween
from dbt.tests.adapter.utils.test_hash import BaseHash
from dbt.tests.adapter.utils.test_last_day import BaseLastDay
from dbt.tests.adapter.utils.test_split_part import BaseSplitPart

pytestmark = pytest.mark.dbt

ADAPTER_TYPE = os.environ.get("TVIEW_CONFORMANCE_TYPE", "tview")  # (as conftest.py reads it)

# What a class asserts by type name: its `target.type == 'postgres'` branch is not taken
NAMES_POSTGRES = (
    "its model takes its PostgreSQL branch only when target.type == 'postgres' (under "
    "type: tview, target.type is 'tview'; see README, Profile)"
)


class TestSimpleMaterializations(BaseSimpleMaterializations):
    pass


class TestTableMaterialization(BaseTableMaterialization):
    pass


class TestIncremental(BaseIncremental):
    pass


class TestEphemeral(BaseEphemeral):
    pass


class TestEmpty(BaseEmpty):
    pass


class TestSingularTests(BaseSingularTests):
    pass


class TestGenericTests(BaseGenericTests):
    pass


class TestSnapshotTimestamp(BaseSnapshotTimestamp):
    pass


class TestBasicSeed(BaseBasicSeedTests):
    pass


class TestAdapterMethods(BaseAdapterMethod):
    pass


class TestValidateConnection(BaseValidateConnection):
    pass


class TestDocsGenReferences(BaseDocsGenReferences):
    pass


class TestAliases(BaseAliases):
    pass


class TestCachingLowercaseModel(BaseCachingLowercaseModel):
    pass


class TestShowSqlHeader(BaseShowSqlHeader):
    pass


class TestModelGrants(BaseModelGrants):
    pass


class TestPersistDocs(BasePersistDocs):
    pass


class TestUnitTestInvalidInput(BaseUnitTestInvalidInput):
    pass


class TestPrePostModelHooks(BasePrePostModelHooks):
    """The hooks record `target.type`; dbt's check expects 'postgres': the recorded type is
    checked to be the adapter's, then the rest of dbt's checks run unchanged."""

    @pytest.fixture(scope="module")
    def test_data_dir(self) -> str:  # (the SQL files next to dbt's hooks tests)
        return str(Path(hooks_module.__file__).parent / "data")

    def get_ctx_vars(self, state, count, project):  # type: ignore[no-untyped-def]
        ctxs = super().get_ctx_vars(state, count, project)
        for ctx in ctxs:
            assert ctx["target_type"] == ADAPTER_TYPE
            ctx["target_type"] = "postgres"
        return ctxs


class TestAnyValue(BaseAnyValue):
    pass


class TestArrayConstruct(BaseArrayConstruct):
    pass


class TestCastBoolToText(BaseCastBoolToText):
    pass


class TestConcat(BaseConcat):
    pass


class TestDateAdd(BaseDateAdd):
    pass


class TestDateDiff(BaseDateDiff):
    pass


class TestDateTrunc(BaseDateTrunc):
    pass


class TestGenerateSeries(BaseGenerateSeries):
    pass


class TestHash(BaseHash):
    pass


class TestLastDay(BaseLastDay):
    pass


class TestSplitPart(BaseSplitPart):
    pass


@pytest.mark.skipif(ADAPTER_TYPE != "postgres", reason=NAMES_POSTGRES)
class TestDateSpine(BaseDateSpine):
    pass


@pytest.mark.skipif(ADAPTER_TYPE != "postgres", reason=NAMES_POSTGRES)
class TestGetIntervalsBetween(BaseGetIntervalsBetween):
    pass
