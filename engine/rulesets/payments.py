"""Points and payments: pure functions of han, fu, yakuman units, seat, win kind, honba,
riichi sticks and the rule set.

No table is stored: every figure is computed from the base points ``fu * 2**(2 + han)``
with the limits on top, and each payment is rounded up to a multiple of 100 on its own.
The tests check every cell of the published score tables against this.

Seats. The winner's seat wind is ``"E"``, ``"S"``, ``"W"`` or ``"N"``; the winner is the dealer
exactly when it is ``"E"``. The other players are named relative to the winner as in a hand
file: ``left`` is the player before the winner in turn order (kamicha, whose discards the winner
can chi; seat wind minus one), ``across`` is two seats on, ``right`` is the player after
(shimocha, seat wind plus one). So a South winner has the dealer on the left, a West winner
across, a North winner on the right.

Three players (``rules.players == 3``, RULES.md "Three-player"): the seats are East, South and West and
nobody sits ``across``; ``left`` is still the player before the winner and ``right`` the one after, now
counted round three seats (a West winner has the dealer on the right). Each figure below says how the
payments of a three-player game differ.
"""

from __future__ import annotations

from dataclasses import dataclass
from ..basics.frozen import frozen_value
from ..messages import Message, say
from .rules import RuleSet

__all__ = [
    "LIMITS",
    "MANGAN_BASE",
    "RENHOU_FLOOR",
    "Payment",
    "POSITIONS",
    "SEAT_WINDS",
    "honba_value",
    "positions",
    "seats",
    "YAKUMAN_BASE",
    "base_points",
    "counted_limit",
    "limited_base",
    "dealer_position",
    "nagashi_payment",
    "han_counted",
    "LIMIT_HAN",
    "position_of",
    "round_up_100",
    "score_payment",
    "settle",
    "seat_at",
    "tsumo_shares",
    "yakuman_limit",
]

SEAT_WINDS: tuple[str, ...] = ("E", "S", "W", "N")
#: The other players, relative to the winner (RULES.md hand file: ``from``, ``discarder``, ``pao``).
POSITIONS: tuple[str, ...] = ("left", "across", "right")
_POSITION_OFFSET = {"left": -1, "across": 2, "right": 1}
#: The seats and the other players' positions by the number of players: three players sit East, South, West,
#: and nobody sits across (RULES.md "Three-player").
_SEATS_BY_PLAYERS = {4: SEAT_WINDS, 3: SEAT_WINDS[:3]}
_POSITIONS_BY_PLAYERS = {4: POSITIONS, 3: ("left", "right")}

MANGAN_BASE = 2000
HANEMAN_BASE = 3000
BAIMAN_BASE = 4000
SANBAIMAN_BASE = 6000
YAKUMAN_BASE = 8000
#: The renhou minimum of rule sets where renhou is worth at least a mangan or a baiman: (han, base, limit).
RENHOU_FLOOR = {"mangan": (5, MANGAN_BASE, "mangan"), "baiman": (8, BAIMAN_BASE, "baiman")}
#: The han a limit is written with where a result lists han (a nagashi mangan's 5, as Tenhou writes it).
LIMIT_HAN = {limit: han for han, _, limit in RENHOU_FLOOR.values()}
#: Base points of kiriage mangan: 4 han 30 fu and 3 han 60 fu (no other legal fu gives 1920).
KIRIAGE_BASE = 1920

#: Limit names of RULES.md "The result", lowest first; several yakuman are ``"N_yakuman"``
#: (N >= 2, see :func:`yakuman_limit`), whether they are yakuman yaku or counted (kazoe) ones.
LIMITS: tuple[str | None, ...] = (
    None, "mangan", "haneman", "baiman", "sanbaiman", "kazoe_yakuman", "yakuman",
)
#: Han per counted yakuman: 13+ han of ordinary yaku and dora is a kazoe yakuman.
KAZOE_HAN = 13


def han_counted(han: int, yakuman: int) -> int:
    """The han a value counts as where han are listed or averaged: a yakuman unit is KAZOE_HAN (13)."""
    return KAZOE_HAN * yakuman if yakuman else han


def yakuman_limit(units: int) -> str:
    """The limit name of a hand worth ``units`` yakuman: ``"yakuman"``, ``"2_yakuman"``, ..."""
    _check_count("yakuman", units, 1)
    return _units_limit(units)


def _units_limit(units: int) -> str:
    return "yakuman" if units == 1 else f"{units}_yakuman"


def round_up_100(points: int) -> int:
    """Round up to a multiple of 100 (every single payment is rounded this way)."""
    return -(-points // 100) * 100


def seats(players: int = 4) -> tuple[str, ...]:
    """The seat winds of a game of ``players`` (4 or 3), East first."""
    _check_players(players)
    return _SEATS_BY_PLAYERS[players]


def positions(players: int = 4) -> tuple[str, ...]:
    """The other players, relative to a winner, in a game of ``players``: left, across, right; or left, right."""
    _check_players(players)
    return _POSITIONS_BY_PLAYERS[players]


def seat_at(winner_seat: str, position: str, players: int = 4) -> str:
    """The seat wind of the player at ``position`` (left / across / right) of ``winner_seat``, with ``players``
    at the table (three players: left and right only, counted round East, South, West)."""
    _check_players(players)
    _check_seat(winner_seat, players)
    _check_position("position", position, players)
    order = _SEATS_BY_PLAYERS[players]
    return order[(order.index(winner_seat) + _POSITION_OFFSET[position]) % players]


def position_of(winner_seat: str, seat: str, players: int = 4) -> str | None:
    """Where the player with seat wind ``seat`` sits from ``winner_seat`` (None: the winner)."""
    _check_players(players)
    _check_seat(winner_seat, players)
    _check_seat(seat, players)
    for position in _POSITIONS_BY_PLAYERS[players]:
        if seat_at(winner_seat, position, players) == seat:
            return position
    return None


def dealer_position(winner_seat: str, players: int = 4) -> str | None:
    """Where the dealer (East) sits from the winner; None when the winner is the dealer."""
    return position_of(winner_seat, "E", players)


def _check_players(players: object) -> None:
    if players not in _SEATS_BY_PLAYERS:
        raise ValueError(f"players: {players!r} is not allowed; allowed: 4, 3")


def _check_seat(seat: object, players: int = 4) -> None:
    allowed = _SEATS_BY_PLAYERS[players]
    if seat not in allowed:
        raise ValueError(f"winner_seat: {seat!r} is not a seat wind of {players} players; allowed: "
                         + ", ".join(repr(s) for s in allowed))


def _check_position(name: str, position: object, players: int = 4) -> None:
    allowed = _POSITIONS_BY_PLAYERS[players]
    if position not in allowed:
        raise ValueError(f"{name}: {position!r} is not allowed with {players} players; allowed: "
                         + ", ".join(repr(p) for p in allowed))


def _check_count(name: str, value: object, minimum: int = 0) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < minimum:
        raise ValueError(f"{name}: {value!r} is not allowed; allowed: an integer >= {minimum}")


# --------------------------------------------------------------------------- base points


def base_points(han: int, fu: int, yakuman: int, rules: RuleSet) -> tuple[int, str | None]:
    """Base points and limit name of a hand.

    ``yakuman`` is the number of yakuman units the scorer settled on (double forms and
    stacking already applied under ``rules``); any units > 0 give ``8000 * units`` and the limit
    ``"yakuman"`` or ``"N_yakuman"``. Otherwise ``fu * 2**(2 + han)`` with the limits:

    * mangan (2000) from 5 han, or when the base reaches 2000;
    * kiriage (``rules.kiriage``): a base of 1920 (4 han 30 fu, 3 han 60 fu) pays as mangan
      ([8] ``roundedMangan``; WRC [17][31], M.League [26][30]);
    * haneman 6-7 han (3000), baiman 8-10 (4000), sanbaiman 11-12 (6000);
    * 13+ han: see :func:`counted_limit`.
    """
    _check_count("yakuman", yakuman)
    if not yakuman:
        _check_count("han", han, 1)
        _check_count("fu", fu, 1 if han < 5 else 0)
    return limited_base(han, fu, yakuman, rules)


def limited_base(han: int, fu: int, yakuman: int, rules: RuleSet) -> tuple[int, str | None]:
    """:func:`base_points` for values already known to be sound (the scorer's own han and fu): no checks."""
    if yakuman:
        return YAKUMAN_BASE * yakuman, _units_limit(yakuman)
    if han >= KAZOE_HAN:
        return counted_limit(han, rules)
    if han >= 11:
        return SANBAIMAN_BASE, "sanbaiman"
    if han >= 8:
        return BAIMAN_BASE, "baiman"
    if han >= 6:
        return HANEMAN_BASE, "haneman"
    base = fu << (2 + han)   # fu * 2 ** (2 + han)
    if han == 5 or base >= MANGAN_BASE or (rules.kiriage and base == KIRIAGE_BASE):
        return MANGAN_BASE, "mangan"
    return base, None


def counted_limit(han: int, rules: RuleSet) -> tuple[int, str]:
    """Base points and limit name of 13 or more han of ordinary yaku and dora, by ``rules.kazoe_yakuman``:

    * ``"yakuman"``: one yakuman, limit ``"kazoe_yakuman"``, never more, even at 26 han (Tenhou [2][12]);
    * ``"sanbaiman"``: capped at sanbaiman (M.League, WRC, EMA);
    * ``"multiple"``: one yakuman per full 13 han (13-25 one, 26-38 two, ...; the ``mahjong`` package's
      ``KAZOE_NO_LIMIT`` without its 6x cap). One counted yakuman keeps the limit ``"kazoe_yakuman"``;
      two or more are ``"N_yakuman"``, the one RULES.md name for a hand worth N yakuman (the result's
      ``han`` and its ``yakuman`` of 0 still say the yakuman were counted).
    """
    if rules.kazoe_yakuman == "sanbaiman":
        return SANBAIMAN_BASE, "sanbaiman"
    units = han // KAZOE_HAN if rules.kazoe_yakuman == "multiple" else 1
    return YAKUMAN_BASE * units, ("kazoe_yakuman" if units == 1 else _units_limit(units))


# --------------------------------------------------------------------------- payments


@dataclass(frozen=True)
class Payment:
    """Who pays what for one win. All figures are points, honba included.

    * ron: ``from_discarder`` is everything the discarder pays;
    * tsumo: ``from_dealer`` (None when the winner is the dealer) and ``from_each_nondealer``
      are the ordinary shares of the payers;
    * pao: ``from_liable`` is what the liable player pays *on top of* any ordinary share
      (None without pao, and on a ron by the liable player himself, who then simply pays as
      the discarder). On a whole-hand pao tsumo the ordinary shares are 0. On a pao ron whose
      discarder is unknown (``discarder`` None) both amounts are known, not who pays the
      ``from_discarder`` part: should it be the liable player himself, he pays both, which is
      exactly the whole ron.
    * ``points``: everything the other players pay together; ``riichi_sticks``: the point value
      (1000 each) of the sticks on the table that the winner also takes. The sticks are not in
      ``points`` and are not charged to anyone in :meth:`deltas`: they were paid to the table
      when riichi was declared.
    * ``players``: 4, or 3 in a three-player game, where the winner has two payers (``left`` and ``right``) and
      a non-dealer's tsumo has one ``from_each_nondealer`` payer beside the dealer.
    * ``honba_share``: the honba inside each ordinary payment: all of them in ``from_discarder`` on a ron, an
      equal part in each payer's share on a tsumo (none there under pao: the liable player pays them all, in
      ``from_liable``).
    """

    tsumo: bool
    winner_seat: str
    base: int
    honba: int
    from_discarder: int | None
    from_dealer: int | None
    from_each_nondealer: int | None
    from_liable: int | None
    points: int
    riichi_sticks: int
    discarder: str | None = None
    liable: str | None = None
    players: int = 4
    honba_share: int = 0

    @classmethod
    def _of(cls, tsumo: bool, winner_seat: str, base: int, honba: int, from_discarder: int | None,
            from_dealer: int | None, from_each_nondealer: int | None, from_liable: int | None, points: int,
            riichi_sticks: int, discarder: str | None, liable: str | None, players: int,
            honba_share: int) -> "Payment":
        """The same value as ``Payment(...)`` with every field given, built fast (engine.basics.frozen; the scorer
        builds one payment per win)."""
        return frozen_value(cls, {
            "tsumo": tsumo, "winner_seat": winner_seat, "base": base, "honba": honba,
            "from_discarder": from_discarder, "from_dealer": from_dealer, "from_each_nondealer": from_each_nondealer,
            "from_liable": from_liable, "points": points, "riichi_sticks": riichi_sticks, "discarder": discarder,
            "liable": liable, "players": players, "honba_share": honba_share})

    @property
    def dealer(self) -> bool:
        """Whether the winner is the dealer (East)."""
        return self.winner_seat == "E"

    def as_json(self) -> dict[str, int | None]:
        """The ``payments`` object of RULES.md "The result" (plus ``from_liable`` under pao)."""
        if self.tsumo:
            out: dict[str, int | None] = {
                "from_dealer": self.from_dealer,
                "from_each_nondealer": self.from_each_nondealer,
            }
        else:
            out = {"from_discarder": self.from_discarder}
        if self.from_liable is not None:
            out["from_liable"] = self.from_liable
        return out

    def paid_by(self, position: str) -> int | None:
        """What the player at ``position`` pays (None on a ron whose discarder is unknown: nobody's
        share is certain then, not even the liable player's, who may be the discarder too)."""
        _check_position("position", position, self.players)
        if not self.tsumo and self.discarder is None:
            return None
        return self._paid(position, self.discarder)

    def _paid(self, position: str, discarder: str | None) -> int:
        """What the player at ``position`` pays when ``discarder`` dealt in (None on a tsumo)."""
        if self.tsumo:
            if position == dealer_position(self.winner_seat, self.players):
                amount = self.from_dealer or 0
            else:
                amount = self.from_each_nondealer or 0
        else:
            amount = self.from_discarder if position == discarder else 0
        if position == self.liable and self.from_liable is not None:
            amount += self.from_liable
        return amount

    def payers(self) -> tuple[tuple[str, int], ...]:
        """Who pays each ordinary share (honba included), by who they are to the winner: on a ron
        ("discarder" or the discarder's position, its payment); on a tsumo ("each", n) from the dealer's
        opponents and ("dealer", n) and ("each_nondealer", n) with four players; with three players the two
        payers by position ("left", "right"). A liable player's part (`from_liable`) is not among them."""
        if not self.tsumo:
            return ((self.discarder or "discarder", self.from_discarder),)
        if self.players == 3:   # each of the two payers by where it sits (the dealer's share from the dealer)
            dealer = dealer_position(self.winner_seat, 3)
            return tuple((p, self.from_dealer if p == dealer else self.from_each_nondealer) for p in ("left", "right"))
        if self.from_dealer is None:
            return (("each", self.from_each_nondealer),)
        return (("dealer", self.from_dealer), ("each_nondealer", self.from_each_nondealer))

    @property
    def shares_said(self) -> Message:
        """Who pays what, honba included, as a sentence: the discarder; on a tsumo each payer (three players:
        one non-dealer beside the dealer; a dealer's tsumo: all alike)."""
        if not self.tsumo:
            return say("payment.ron", n=self.from_discarder)
        if self.from_dealer is None:
            return say("payment.tsumo_all", n=self.from_each_nondealer)
        key = "payment.tsumo_three" if self.players == 3 else "payment.tsumo"
        return say(key, each=self.from_each_nondealer, dealer=self.from_dealer)

    @property
    def said(self) -> Message:
        """`shares_said` after the way the hand was won ("Ron: the discarder pays 3900")."""
        return say("payment.on_tsumo" if self.tsumo else "payment.on_ron", what=self.shares_said)

    def deltas(self, discarder: str | None = None) -> dict[str, int] | None:
        """The change of each seat's score: ``{"self", "left", "across", "right"}`` (three players: ``{"self",
        "left", "right"}``).

        ``discarder`` may name the dealer-in of a ron whose payment was computed without one;
        None is returned while a ron's discarder is unknown. The winner gains ``points`` and
        the riichi sticks; the payers lose exactly what they pay (sticks cost no one here).
        """
        if discarder is not None:
            _check_position("discarder", discarder, self.players)
            if self.tsumo:
                raise ValueError("discarder: a tsumo has no discarder")
            if self.discarder is not None and discarder != self.discarder:
                raise ValueError(
                    f"discarder: {discarder!r} contradicts the payment's discarder {self.discarder!r}"
                )
        else:
            discarder = self.discarder
        if not self.tsumo and discarder is None:
            return None
        others = _POSITIONS_BY_PLAYERS[self.players]
        return {"self": self.points + self.riichi_sticks, **{p: -self._paid(p, discarder) for p in others}}


def score_payment(
    base: int,
    *,
    tsumo: bool,
    winner_seat: str,
    rules: RuleSet,
    honba: int = 0,
    riichi_sticks: int = 0,
    discarder: str | None = None,
    pao: str | None = None,
    pao_base: int | None = None,
    dealer: bool | None = None,
) -> Payment:
    """The payment for a win worth ``base`` points (from :func:`base_points`).

    Ordinary payments (each rounded up to 100): ron 4 x base from the discarder, 6 x base if
    the winner is the dealer; tsumo by a non-dealer: the dealer pays 2 x base, the others
    1 x base; tsumo by the dealer: each pays 2 x base. Honba: :func:`honba_value` per counter
    (300 with four players), all from the discarder on a ron, an equal part (100) from each payer
    on a tsumo (PRESETS.md last row, [3][22]). ``riichi_sticks`` is the number of 1000-point sticks
    on the table; the winner takes them.

    Three players (``rules.players == 3``): two payers; the tsumo shares are :func:`tsumo_shares`'s
    (tsumo loss or North bisection by ``rules.sanma_tsumo``) and the honba ``rules.sanma_honba`` per
    counter (200: all of it on a ron, 100 from each of the two payers on a tsumo).

    Pao (liability, ``pao`` = the liable player's position). The caller decides whether a
    yakuman in ``rules.pao`` makes someone liable; this function only splits the money.
    ``rules.pao_scope`` says how much the liability covers (PRESETS.md note b, D15):

    * ``"whole_hand"`` (Tenhou [3], quoting the Tenhou manual; EMA [38]): the whole base;
    * ``"pao_yakuman"`` (Mahjong Soul [9][19]): only ``pao_base`` (the pao yakuman's own
      share, e.g. 8000 for a single daisangen); the rest of the hand is paid normally.

    The covered part is worth its ron value (4 x or 6 x). On a tsumo the liable player pays
    all of it, and all the honba [3]. On a ron by another player the liable player pays half
    of it and the discarder the rest of the ron: the other half, the rest of the hand and the
    honba, "the discarder pays the counters" (EMA 2016 §3.3.9 [38]; PRESETS.md [3] has the liable
    player paying the honba too, but does not say for a ron, so the EMA wording decides). On a
    ron by the liable player himself he pays everything as the discarder. A pao ron without
    ``discarder`` is split as if by another player: the two amounts are right whoever dealt in
    (a liable discarder pays both, which is the whole ron), but nobody's total is claimed
    (:meth:`Payment.paid_by` and :meth:`Payment.deltas` give None).

    ``dealer`` is optional: it follows from ``winner_seat`` and may only repeat it.
    """
    _check_seat(winner_seat, rules.players)
    if dealer is not None and bool(dealer) != (winner_seat == "E"):
        raise ValueError(f"dealer: {dealer!r} contradicts winner_seat {winner_seat!r} (the dealer is East)")
    _check_count("base", base, 1)
    _check_count("honba", honba)
    _check_count("riichi_sticks", riichi_sticks)
    if discarder is not None:
        _check_position("discarder", discarder, rules.players)
        if tsumo:
            raise ValueError("discarder: a tsumo has no discarder")
    _check_pao(base, rules, pao, pao_base)
    return settle(base, tsumo, winner_seat, rules, honba, riichi_sticks, discarder, pao, pao_base)


def _check_pao(base: int, rules: RuleSet, pao: str | None, pao_base: int | None) -> None:
    """The liable player and the share it covers, as `score_payment` takes them."""
    if pao is None:
        if pao_base is not None:
            raise ValueError("pao_base: given without a liable player (pao)")
        return
    _check_position("pao", pao, rules.players)
    if rules.pao_scope != "whole_hand":
        if pao_base is None:
            raise ValueError('pao_base: needed when rules.pao_scope is "pao_yakuman"')
        _check_count("pao_base", pao_base, 1)
        if pao_base > base:
            raise ValueError(f"pao_base: {pao_base} is more than the hand's base {base}")


def honba_value(rules: RuleSet) -> int:
    """Points per honba counter in all: ``rules.honba_per_counter`` (300) with four players, ``rules.sanma_honba``
    (200 on Tenhou and Mahjong Soul) with three. A ron pays all of it, a tsumo an equal part from each payer."""
    return rules.sanma_honba if rules.players == 3 else rules.honba_per_counter


def tsumo_shares(base: int, dealer: bool, rules: RuleSet) -> tuple[int | None, int]:
    """What the dealer and each non-dealer pay on a tsumo worth ``base`` points, honba aside: ``(from the
    dealer, from each non-dealer)``, the first None when the winner is the ``dealer``.

    Four players, and three under tsumo loss (``sanma_tsumo: "loss"``, Tenhou and Mahjong Soul, PRESETS.md
    [S1][S5]): the dealer pays 2 x base and each non-dealer 1 x base; a dealer's tsumo 2 x base from each, each
    rounded up to 100. With three players the absent North's share is simply not paid (a non-dealer mangan
    4,000 / 2,000, a dealer mangan 4,000 from each). North bisection (``"bisection"``, a Mahjong Soul
    friendly-room option [S6]): each of the two payers adds half of what the absent North would have paid,
    rounded up to 100 (a non-dealer mangan 5,000 / 3,000, a dealer mangan 6,000 from each; the rounding of the
    halves is weakly sourced, PRESETS.md "Three-player").
    """
    each = round_up_100(2 * base if dealer else base)
    from_dealer = None if dealer else round_up_100(2 * base)
    if rules.players == 3 and rules.sanma_tsumo == "bisection":
        half_north = round_up_100(each // 2)   # North, a non-dealer, would have paid `each`
        each += half_north
        if from_dealer is not None:
            from_dealer += half_north
    return from_dealer, each


def settle(base: int, tsumo: bool, winner_seat: str, rules: RuleSet, honba: int, riichi_sticks: int,
           discarder: str | None, pao: str | None, pao_base: int | None) -> Payment:
    """:func:`score_payment` for arguments already known to be sound (the scorer's own): no checks."""
    is_dealer = winner_seat == "E"
    players = rules.players
    if pao is None:
        covered = 0
    elif rules.pao_scope == "whole_hand":
        covered = base
    else:
        covered = pao_base
    rest = base - covered
    honba_points = honba * honba_value(rules)
    ron_factor = 6 if is_dealer else 4
    covered_value = round_up_100(ron_factor * covered)
    sticks = 1000 * riichi_sticks

    if not tsumo:
        total = round_up_100(ron_factor * base) + honba_points
        if pao is None or pao == discarder:
            return Payment._of(False, winner_seat, base, honba, total, None, None, None, total, sticks,
                               discarder, pao, players, honba_points)
        liable_half = round_up_100(covered_value // 2)
        return Payment._of(False, winner_seat, base, honba, total - liable_half, None, None, liable_half,
                           total, sticks, discarder, pao, players, honba_points)

    payers = players - 1
    # The honba split evenly between the payers; under pao the liable player pays them all [3].
    per_payer_honba = honba_points // payers if pao is None else 0
    from_dealer, each = tsumo_shares(rest, is_dealer, rules)
    each += per_payer_honba
    if from_dealer is None:
        points = payers * each
    else:
        from_dealer += per_payer_honba
        points = from_dealer + (payers - 1) * each
    from_liable = None
    if pao is not None:
        from_liable = covered_value + honba_points
        points += from_liable
    return Payment._of(True, winner_seat, base, honba, None, from_dealer, each, from_liable, points, sticks,
                       None, pao, players, per_payer_honba)


def nagashi_payment(
    *,
    winner_seat: str,
    rules: RuleSet,
    honba: int = 0,
    dealer: bool | None = None,
) -> Payment:
    """Nagashi mangan: paid like a mangan tsumo (dealer 4000 from each; otherwise 4000 from
    the dealer and 2000 from each other player).

    It is settled at the exhaustive draw in place of the tenpai payments (Tenhou, PRESETS.md
    [3]), so it is not a win: no honba are paid (``honba`` is accepted and recorded as 0
    paid), and the riichi sticks stay on the table. Raises ``ValueError`` when
    ``rules.nagashi_mangan`` is off.
    """
    _check_seat(winner_seat, rules.players)
    if dealer is not None and bool(dealer) != (winner_seat == "E"):
        raise ValueError(f"dealer: {dealer!r} contradicts winner_seat {winner_seat!r} (the dealer is East)")
    _check_count("honba", honba)
    if not rules.nagashi_mangan:
        raise ValueError(f"nagashi_mangan: not part of the rule set {rules.name!r}")
    return score_payment(MANGAN_BASE, tsumo=True, winner_seat=winner_seat, rules=rules)
