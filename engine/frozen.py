"""Building frozen dataclass values fast, for the few the scorer makes on every win."""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def frozen_value(cls: type[T], fields: dict[str, object]) -> T:
    """The value `cls(**fields)` of a frozen dataclass without slots, `fields` naming every field (those its
    `__post_init__` would set included: it is not run). The generated `__init__` stores each field through
    `object.__setattr__`, which costs about twice as much as filling the new value's `__dict__` at once."""
    new = object.__new__(cls)
    new.__dict__.update(fields)
    return new
