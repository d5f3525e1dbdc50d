"""Hand strings people paste from other tools, read into the project's own position notation.

`read_pasted(text)` recognises three foreign spellings of a hand (docs/notation.md, "Hand strings of other
tools") and gives the canonical position text (`engine.formats.position_text.format_position`),
or None when `text` is none of them (it is then the project's own notation, or nothing at all):

* a tenhou.net/2 link, ``https://tenhou.net/2/?q=123m456p789s1122z`` (or ``?p=``): 13 or 14 concealed tiles in
  mpsz, digits then their suit, ``0`` a red five. tenhou.net/2 analyses the hand as it is, so 14 tiles stay 14
  concealed tiles (the hand to discard from), never a win;
* the mahjong-helper command line, ``34068m 5678p 23567s # 6666P 234p + 3m``: the concealed tiles, after ``#``
  the melds (each group of digits and a suit letter is one meld: three of a kind a pon, a run a chi, four of
  a kind an open kan, four with an upper-case suit letter a closed kan; the caller is not written, so every
  open meld is said to come from the left), after ``+`` the tile being considered, which becomes the winning
  tile (a ron);
* the majiang (電脳麻将) string, ``m406p456s789z11*,z222=,m3-45``: the suit letter first, then its digits; ``*``
  riichi; melds after commas, the called tile followed by ``-`` (left), ``=`` (across) or ``+`` (right): a chi
  ``m3-45``, a pon ``z222=``, an open kan ``p5555+``, an added kan ``s555=5``, a closed kan ``m5555``. A drawn
  14th tile stays among the concealed tiles; a ``_`` (a hidden tile) is an error.

Text that is one of them but cannot be read raises `NotationError` naming the problem and its position
(1-based, in the text with its surrounding blanks taken away).
"""
from __future__ import annotations

import re

from ..basics.notation import NotationError, parse_tiles
from ..basics.tiles import TileCopy
from ..hands.hand import Hand, Meld, MeldKind
from ..hands.situation import Situation
from ..messages import say
from .position_text import format_position
from .tenhou import TENHOU2_TILE_COUNTS

_TENHOU2 = re.compile(r"(?:https?://)?(?:www\.)?tenhou\.net/2/?\?", re.IGNORECASE)
#: An address: a scheme, or a host name followed by a path (``tenhou.net/0/?log=…``).
_ADDRESS = re.compile(r"[a-z][a-z0-9+.-]*://|(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+/", re.IGNORECASE)
_HELPER_CHARACTERS = frozenset("0123456789mpszMPSZ#+ \t")
_MAJIANG_CHARACTERS = frozenset("0123456789mpsz_*,+=-")
#: Who a majiang meld's mark says the called tile came from.
_MAJIANG_FROM = {"-": "left", "=": "across", "+": "right"}


def read_pasted(text: str) -> str | None:
    """The canonical position text of a pasted tenhou.net/2 link, mahjong-helper string or majiang string, or
    None when `text` is none of them. Raises NotationError (problem and position) for one that cannot be
    read."""
    text = text.strip()
    if _TENHOU2.match(text):
        return _tenhou2(text)
    if _ADDRESS.match(text):   # an address of something else (a tenhou.net/0 log, a replay page …)
        raise NotationError(text, 1, say("notation.pasted_unknown_link"))
    if _is_majiang(text):
        return _majiang(text)
    if _is_mahjong_helper(text):
        return _mahjong_helper(text)
    return None


def _is_majiang(text: str) -> bool:
    """A majiang string starts with a lower-case suit letter (or a hidden tile) and holds a digit; the project's
    notation never starts so."""
    return (text[:1] in ("m", "p", "s", "z", "_") and set(text) <= _MAJIANG_CHARACTERS
            and any(c.isdigit() for c in text))


def _is_mahjong_helper(text: str) -> bool:
    """mahjong-helper's characters, with a ``#`` (melds) or a ``+`` set apart by a blank (the tile considered);
    the project's notation writes neither."""
    return set(text) <= _HELPER_CHARACTERS and ("#" in text or re.search(r"\+\s|\s\+$", text) is not None)


def _position(closed, melds=(), win: TileCopy | None = None, riichi: bool = False) -> str:
    return format_position(Hand(tuple(closed), tuple(melds), win), Situation(riichi=riichi))


# ---------------------------------------------------------------------------------------------- tenhou.net/2
def _tenhou2(text: str) -> str:
    query = _TENHOU2.match(text).end()
    if text[query:query + 2].lower() not in ("q=", "p="):
        raise NotationError(text, query + 1, say("notation.pasted_no_hand"))
    start = query + 2
    end = len(text)
    for stop in "&#":   # other parameters of the address
        if stop in text[start:]:
            end = min(end, text.index(stop, start))
    for i in range(start, end):
        if not (text[i].isascii() and text[i].isdigit()) and text[i] not in "mpsz":
            raise NotationError(text, i + 1, say("notation.unexpected_character", char=text[i]))
    tiles = parse_tiles(text[start:end], offset=start, whole=text)
    if len(tiles) not in TENHOU2_TILE_COUNTS:
        raise NotationError(text, start + 1, say("notation.pasted_tile_count", count=len(tiles)))
    return _position(tiles)


# ---------------------------------------------------------------------------------------------- mahjong-helper
def _mahjong_helper(text: str) -> str:
    melds_at, tile_at = _helper_marks(text)
    hand_end = min(i for i in (melds_at, tile_at, len(text)) if i is not None)
    for i in range(hand_end):
        if text[i] in "MPSZ":
            raise NotationError(text, i + 1, say("notation.pasted_upper_case_before_melds", letter=text[i]))
    closed = parse_tiles(text[:hand_end], whole=text)
    melds = []
    if melds_at is not None:
        melds_end = tile_at if tile_at is not None else len(text)
        melds = [_helper_meld(text, start, group) for start, group in _groups(text, melds_at + 1, melds_end)]
    win = None
    if tile_at is not None:
        tiles = parse_tiles(text[tile_at + 1:], offset=tile_at + 1, whole=text)
        if len(tiles) != 1:
            raise NotationError(text, tile_at + 1, say("notation.win_tile_not_one_tile", count=len(tiles)))
        win = tiles[0]
    return _position(closed, melds, win)


def _helper_marks(text: str) -> tuple[int | None, int | None]:
    """Where the ``#`` (melds) and the ``+`` (tile considered) stand, each at most once, ``#`` first."""
    found: dict[str, int] = {}
    for i, c in enumerate(text):
        if c not in "#+":
            continue
        if c in found:
            twice = say("notation.second_win_tile") if c == "+" else say("notation.pasted_mark_twice", mark=c)
            raise NotationError(text, i + 1, twice)
        if c == "#" and "+" in found:
            raise NotationError(text, i + 1, say("notation.pasted_melds_after_tile"))
        found[c] = i
    return found.get("#"), found.get("+")


def _groups(text: str, start: int, end: int):
    """Each group of digits and its suit letter in text[start:end], with where it starts; blanks between."""
    for match in re.finditer(r"\S+", text[start:end]):
        at = start + match.start()
        for piece in re.findall(r"\d+[mpszMPSZ]|\d+|\D", match.group()):
            if piece.isdigit():
                raise NotationError(text, at + 1, say("notation.digits_without_suit", digits=piece))
            if not piece[0].isdigit():
                raise NotationError(text, at + 1, say("notation.suit_without_digits", letter=piece))
            yield at, piece
            at += len(piece)


def _helper_meld(text: str, start: int, group: str) -> Meld:
    """One meld of mahjong-helper: four of a kind with an upper-case suit letter a closed kan; otherwise three
    of a kind a pon, four an open kan, a run a chi, each from the left (the caller is not written)."""
    tiles = parse_tiles(group[:-1] + group[-1].lower(), offset=start, whole=text)
    same = len({t.kind for t in tiles}) == 1
    if group[-1].isupper():
        if len(tiles) == 4 and same:
            return Meld(MeldKind.ANKAN, tiles)
        raise NotationError(text, start + 1, say("notation.pasted_closed_kan", meld=group))
    if same and len(tiles) in (3, 4):
        return Meld(MeldKind.PON if len(tiles) == 3 else MeldKind.MINKAN, tiles, "left")
    if len(tiles) == 3 and _is_run(tiles):
        return Meld(MeldKind.CHI, tiles, "left")
    raise NotationError(text, start + 1, say("notation.pasted_meld_shape", meld=group))


def _is_run(tiles) -> bool:
    kinds = sorted(t.kind for t in tiles)
    return (not kinds[0].is_honor and kinds[0].suit == kinds[-1].suit
            and [k - kinds[0] for k in kinds] == [0, 1, 2])


# ---------------------------------------------------------------------------------------------- majiang
def _majiang(text: str) -> str:
    hand_text, *meld_texts = text.split(",")
    closed, riichi = _majiang_hand(text, hand_text)
    melds = []
    at = len(hand_text) + 1
    for i, meld_text in enumerate(meld_texts):
        if meld_text or i + 1 < len(meld_texts):   # a trailing comma: a kan just made
            melds.append(_majiang_meld(text, at, meld_text))
        at += len(meld_text) + 1
    return _position(closed, melds, riichi=riichi)


def _majiang_hand(text: str, hand_text: str) -> tuple[list[TileCopy], bool]:
    """The concealed tiles of a majiang string (its part before the first comma) and whether ``*`` (riichi)
    ends it."""
    tiles: list[TileCopy] = []
    suit = ""
    for i, c in enumerate(hand_text):
        if c == "_":
            raise NotationError(text, i + 1, say("notation.pasted_hidden_tile"))
        if c == "*":
            if i + 1 < len(hand_text):
                raise NotationError(text, i + 1, say("notation.pasted_riichi_mark"))
            return tiles, True
        if c in "mpsz":
            suit = c
        elif c.isdigit():
            tiles += parse_tiles(c + suit, offset=i, whole=text)
        else:
            raise NotationError(text, i + 1, say("notation.unexpected_character", char=c))
    return tiles, False


def _majiang_meld(text: str, at: int, meld_text: str) -> Meld:
    """One meld of a majiang string: suit letter, digits, the called tile followed by its seat's mark."""
    match = re.fullmatch(r"([mpsz])((?:\d[-+=]?)+)", meld_text)
    if match is None:
        raise NotationError(text, at + 1, say("notation.pasted_majiang_meld", meld=meld_text))
    suit, body = match.groups()
    tiles: tuple[TileCopy, ...] = ()
    for digit in re.finditer(r"\d", body):   # each tile read where it stands (an honor 0z, 8z, 9z is named)
        tiles += parse_tiles(digit.group() + suit, offset=at + 1 + digit.start(), whole=text)
    marked = [(i, mark) for i, (_, mark) in enumerate(re.findall(r"(\d)([-+=]?)", body)) if mark]
    kind = _majiang_kind(tiles, marked)
    if kind is None:
        raise NotationError(text, at + 1, say("notation.pasted_majiang_meld", meld=meld_text))
    if not marked:
        return Meld(kind, tiles)
    place, mark = marked[0]
    return Meld(kind, tiles, _MAJIANG_FROM[mark], tiles[place])


def _majiang_kind(tiles: tuple[TileCopy, ...], marked: list[tuple[int, str]]) -> MeldKind | None:
    """The kind of a majiang meld from its tiles and its marks (place of the marked tile, mark), or None."""
    same = len({t.kind for t in tiles}) == 1
    places = [place for place, _ in marked]
    if len(tiles) == 4 and same:
        return {(): MeldKind.ANKAN, (3,): MeldKind.MINKAN, (2,): MeldKind.SHOUMINKAN}.get(tuple(places))
    if len(tiles) == 3 and same and places == [2]:
        return MeldKind.PON
    if len(tiles) == 3 and _is_run(tiles) and [mark for _, mark in marked] == ["-"]:
        return MeldKind.CHI
    return None
