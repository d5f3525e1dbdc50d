"""The reason of a verdict or a fu line as a Message, each distinct one rendered once per process.

A reason is a message key and its arguments (engine.messages); a Message renders its English when it is built.
The same reasons come back hand after hand ("20 base", "closed ron", "triplet of East"), so the Message of a
key and arguments already seen is kept and given again: the same value, not another rule. Arguments are
compared with their types (a Message argument by its key and arguments), so that two reasons that would say
themselves differently in any language are never taken for one. Arguments that cannot be kept (a list) are
rendered each time.
"""
from __future__ import annotations

from typing import Any

from ..messages import Message

_KEPT: dict[tuple, Message] = {}
#: At most this many reasons are kept; a run that meets more starts again.
_MOST_KEPT = 20_000


def reason(key: str, args: dict[str, Any]) -> Message:
    """The Message of `key` with `args`."""
    try:
        found_key = (key, *[(name, _comparable(value)) for name, value in args.items()])
        found = _KEPT.get(found_key)
    except TypeError:   # an argument that cannot be kept
        return Message(key, args)
    if found is None:
        if len(_KEPT) >= _MOST_KEPT:
            _KEPT.clear()
        found = _KEPT[found_key] = Message(key, args)
    return found


def _comparable(value: Any) -> tuple:
    """`value` with what tells it apart from an equal value that is said otherwise: its type, a Message's key
    and arguments, a tuple's items each so."""
    kind = type(value)
    if kind is Message:
        return (kind, value.key, *[(name, _comparable(item)) for name, item in value.args.items()])
    if kind is tuple:
        return (kind, *[_comparable(item) for item in value])
    return (kind, value)


__all__ = ["reason"]
