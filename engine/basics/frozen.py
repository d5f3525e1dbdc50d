"""Building frozen dataclass values fast, and keeping worked-out facts on them, without slowing their reads.

CPython 3.11 reads an instance attribute fast (a specialised instruction) when the instance keeps its
attributes in its slots, inline (as a new instance of a class without slots does), or in a dict of its own
that it was given whole. Asking an instance with inline attributes for its `__dict__` moves them into a
dict that shares its keys with the class, for good, and every later read of any of its attributes takes the
slow, generic path (about twice as long); a scorer reads the fields of its hands and situations hundreds of
times per ready hand. So these values never ask for their `__dict__`: what they keep beside their fields (a
hash, a summary) is set with `keep`, with a class attribute or a field (None) as the default until then; a
copy of a value without slots is built with a dict of its own (`frozen_value`), one with slots (a hand) by
setting its slots.
"""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")

#: ``keep(value, name, fact)`` keeps a worked-out fact on a frozen value (its hash, a summary ...).
keep = object.__setattr__


def frozen_value(cls: type[T], fields: dict[str, object]) -> T:
    """The value `cls(**fields)` of a frozen dataclass without slots, `fields` naming every field (those its
    `__post_init__` would set included: it is not run), built with `fields` (a new dict, taken over) as its
    instance dict: the generated `__init__` stores each field through `object.__setattr__`, which costs
    several times as much."""
    new = object.__new__(cls)
    keep(new, "__dict__", fields)
    return new
