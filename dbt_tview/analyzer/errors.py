"""Errors raised when a model cannot be maintained as a tview."""

from __future__ import annotations


class TviewError(Exception):
    """Base class: every message names the model so dbt output points at the file to fix."""


class UnsupportedSQL(TviewError):
    """The model's SQL uses a construct that cannot be maintained incrementally.

    The message always says which model, which construct, why, and what to do instead.
    """

    def __init__(self, model: str, construct: str, reason: str, hint: str = "") -> None:
        self.model = model
        self.construct = construct
        self.reason = reason
        self.hint = hint
        text = f"tview model '{model}': {construct} is not supported: {reason}."
        if hint:
            text += f" {hint}"
        super().__init__(text)


class KeyError_(TviewError):
    """The configured key does not fit the model's output."""

    def __init__(self, model: str, reason: str) -> None:
        self.model = model
        super().__init__(f"tview model '{model}': invalid key: {reason}")
