# Read by dbt (dbt.adapters.factory._adapter_version) when the adapter is registered.
version = "0.1.0"
