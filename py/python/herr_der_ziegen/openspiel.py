"""Herr der Ziegen, Ziegen Kriegen and Le Baron as OpenSpiel games (``pip install ./py[openspiel]``).

Importing this module registers the games with OpenSpiel's ``pyspiel`` under the short names
``"herr_der_ziegen"``, ``"ziegen_kriegen"`` and ``"le_baron"``, all through one adapter
(:class:`SpielGame`, :class:`SpielState`, :class:`SpielObserver`); afterwards ``pyspiel.load_game("herr_der_ziegen")`` (or with parameters,
``pyspiel.load_game("herr_der_ziegen", {"players": 2})``) works like for any OpenSpiel game, and
OpenSpiel's algorithms written against the ``pyspiel.State`` API can play it.

>>> import pyspiel
>>> import herr_der_ziegen.openspiel
>>> game = pyspiel.load_game("herr_der_ziegen", {"players": 3})
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True

The model:

* **Sequential, explicit stochastic, imperfect information, general-sum, terminal rewards.**
* **Chance**: the deal. The first node of every game is a chance node with ``deals`` equally
  likely outcomes (default 10,000); outcome ``i`` sets the game up as
  ``Game(players, first_seed + i)``. Everything random in a game (removal, pasture, hands, pile
  order) follows from that seed, so there are no later chance nodes.
* **Actions** are the engine's action ids: ``num_distinct_actions() == NUM_ACTIONS`` (810).
  ``legal_actions()`` are those of ``Game.legal_actions()``, sorted.
* **Returns**: +1 for each winner (ties share the win) and -1 for every other seat, at the end
  only (0 before). The game is general-sum: the returns do not add up to a constant.
* **Observation** (``observation_tensor`` / ``observation_string``): the seat's
  ``PlayerView`` as ``view.observation()`` (``OBSERVATION_SIZE`` floats, see
  docs/observation.md) and as ``view.to_json()``. Before the deal both are empty (zeros, ``""``).
* **Information state** (``information_state_string``): the seat's view (``view.to_json()``)
  followed by the public list of all decisions taken so far. Every decision is public and the
  view keeps, by perfect recall, the opponents' hand cards the seat saw, so this string tells
  apart everything the seat could tell apart. There is no information-state *tensor*: use the
  observation tensor (which holds the same view, without the order of past moves).
* ``resample_from_infostate(player, sampler)`` returns a state with a full game consistent with
  that seat's view (``PlayerView.determinize``), which is what OpenSpiel's ``ISMCTSBot`` needs.
  The seed of the determinization comes from ``sampler()``. The resampled state keeps the
  original's ``history()``; its first (chance) entry is then no longer the deal that produced
  the sampled cards.

Game parameters: ``players`` (2 to 5, default 4), ``deals`` (number of chance outcomes at the
start, 1 to 1,000,000, default 10,000) and ``first_seed`` (seed of deal 0, 0 to 2**31 - 1,
default 0).

Ziegen Kriegen (``"ziegen_kriegen"``, 3 to 6 players) and Le Baron (``"le_baron"``, 2 to 10
players) follow the same model with their default options (one round of Ziegen Kriegen, Le
Baron's base game) and the same parameters. Ziegen Kriegen's returns are -1 for every seat when
everybody is over the limit (nobody wins).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, cast

import numpy as np

try:
    import pyspiel  # type: ignore[import-not-found, import-untyped, unused-ignore]
except ImportError as _missing:  # pragma: no cover - depends on the installation
    raise ImportError(
        "herr_der_ziegen.openspiel needs OpenSpiel: pip install 'herr-der-ziegen[openspiel]' "
        "(from a checkout: pip install './py[openspiel]')"
    ) from _missing

from . import _core, le_baron, ziegen_kriegen
from ._outcome import final

__all__ = [
    "GAME_TYPE",
    "GameSpec",
    "HerrDerZiegenGame",
    "HerrDerZiegenObserver",
    "HerrDerZiegenState",
    "LeBaronGame",
    "LeBaronState",
    "SpielGame",
    "SpielObserver",
    "SpielState",
    "ZiegenKriegenGame",
    "ZiegenKriegenState",
]

SHORT_NAME = "herr_der_ziegen"
DEFAULT_PLAYERS = 4
DEFAULT_DEALS = 10_000

# A bound on the number of decisions of a game. Every turn plays a card from a hand to a display
# or the box, so a game has at most 121 turns; a turn holds one play, one take, at most 5 marks,
# one dog decision per refused swap plus one (at most 14 lines x 21 pairs of cells can be refused)
# and an answer per swap request. Random games take about 100 to 200 decisions.
MAX_GAME_LENGTH = 121 * (1 + 1 + 5 + 2 * (14 * 21 + 1))



@dataclass(frozen=True)
class GameSpec:
    """What the adapter needs of one game: its module (``Game``, ``Move``, ``NUM_ACTIONS``,
    ``OBSERVATION_SIZE``), names, player range and a bound on the number of decisions."""

    module: ModuleType
    short_name: str
    long_name: str
    min_players: int
    max_players: int
    max_game_length: int

    def game_type(self) -> Any:
        """The ``pyspiel.GameType`` of the game."""
        return pyspiel.GameType(
            short_name=self.short_name,
            long_name=self.long_name,
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.GENERAL_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=self.max_players,
            min_num_players=self.min_players,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification={"players": DEFAULT_PLAYERS, "deals": DEFAULT_DEALS, "first_seed": 0},
        )


HERR_DER_ZIEGEN = GameSpec(_core, SHORT_NAME, "Herr der Ziegen", 2, 5, MAX_GAME_LENGTH)
# Ziegen Kriegen: at most 6 rounds of 8 tricks of 6 cards and 4 hill choices (one round with the
# default options). Le Baron's base game: one choice per card dealt (at most 96) and at most one
# placing decision for each.
ZIEGEN_KRIEGEN = GameSpec(ziegen_kriegen, "ziegen_kriegen", "Ziegen Kriegen", 3, 6, 6 * (8 * 6 + 4))
LE_BARON = GameSpec(le_baron, "le_baron", "Le Baron", 2, 10, 2 * 96)
_DEFAULTS = {"players": DEFAULT_PLAYERS, "deals": DEFAULT_DEALS, "first_seed": 0}
#: The most deals a game takes: ``chance_outcomes()`` lists every one of them.
MAX_DEALS = 1_000_000
_MAX_PARAMETER = 2**31 - 1


if TYPE_CHECKING:

    class _SpielType(type):
        """Statically: the metaclass of pyspiel's classes (pyspiel has no type information)."""

else:
    _SpielType = type(pyspiel.Game)


def _param(params: dict[str, Any], name: str) -> int:
    value = params.get(name, _DEFAULTS[name])
    return int(value)


class SpielGame(pyspiel.Game, metaclass=_SpielType):  # type: ignore[misc]
    """The OpenSpiel game of ``spec``: parameters ``players``, ``deals`` and ``first_seed``."""

    spec: ClassVar[GameSpec]
    game_type: ClassVar[Any]
    state_class: ClassVar[type[SpielState]]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        spec = self.spec
        params = dict(params or {})
        players = _param(params, "players")
        deals = _param(params, "deals")
        first_seed = _param(params, "first_seed")
        if not spec.min_players <= players <= spec.max_players:
            raise ValueError(f"players must be {spec.min_players} to {spec.max_players}, not {players}")
        if not 1 <= deals <= MAX_DEALS:
            raise ValueError(f"deals must be 1 to {MAX_DEALS:,}, not {deals}")
        # OpenSpiel keeps integer game parameters as 32-bit ints.
        if not 0 <= first_seed <= _MAX_PARAMETER:
            raise ValueError(f"first_seed must be 0 to {_MAX_PARAMETER:,}, not {first_seed}")
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.module.NUM_ACTIONS,
            max_chance_outcomes=deals,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=spec.max_game_length,
        )
        super().__init__(self.game_type, info, params)
        self.players = players
        self.deals = deals
        self.first_seed = first_seed

    def new_initial_state(self) -> SpielState:
        """The chance node of the deal."""
        return self.state_class(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpielObserver:
        """The observer OpenSpiel uses for observations and information states."""
        return SpielObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False),
            params,
            self.spec.module.OBSERVATION_SIZE,
        )


class SpielState(pyspiel.State, metaclass=_SpielType):  # type: ignore[misc]
    """A state: before the deal (a chance node) or a ``Game`` of the engine."""

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self._new_game = game.spec.module.Game
        self._move = game.spec.module.Move
        self._players = game.players
        self._deals = game.deals
        self._first_seed = game.first_seed
        self.game: Any = None
        """The engine's full game once dealt (the god view), ``None`` at the chance node."""

    # The pyspiel.State API.

    def current_player(self) -> int:
        """The seat to decide, ``PlayerId.CHANCE`` before the deal, ``PlayerId.TERMINAL`` after."""
        if self.game is None:
            return int(pyspiel.PlayerId.CHANCE)
        player = self.game.current_player
        return int(pyspiel.PlayerId.TERMINAL) if player is None else player

    def _legal_actions(self, player: int) -> list[int]:
        if self.game is None or player != self.game.current_player:
            return []
        return sorted(self.game.legal_actions())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The ``deals`` equally likely deals."""
        assert self.game is None, "only the deal is a chance node"
        p = 1.0 / self._deals
        return [(deal, p) for deal in range(self._deals)]

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            if not 0 <= action < self._deals:
                raise ValueError(f"no deal {action}: the chance outcomes are 0 to {self._deals - 1}")
            self.game = self._new_game(self._players, self._first_seed + action)
        else:
            self.game.apply(action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action} (seed {self._first_seed + action})"
        return str(self._move.from_action_id(action))

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_over

    def returns(self) -> list[float]:
        """+1 for each winner and -1 for the others at the end, zeros before."""
        if self.game is None or not self.game.is_over:
            return [0.0] * self._players
        _, winners = final(self.game)
        return [1.0 if p in winners else -1.0 for p in range(self._players)]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> SpielState:
        """A state with a full game drawn from those consistent with ``player_id``'s view.

        The determinization seed is drawn with ``probability_sampler()`` (a callable returning
        floats in ``[0, 1)``, such as ``pyspiel.UniformProbabilitySampler(0.0, 1.0)``).
        """
        state: SpielState = self.clone()
        if self.game is not None:
            seed = int(float(probability_sampler()) * 2.0**53)
            state.game = self.game.view(player_id).determinize(seed)
        return state

    def __str__(self) -> str:
        if self.game is None:
            return "(deal pending)"
        return str(self.game)


class SpielObserver:
    """OpenSpiel's Python observer: what a seat sees, from the engine's ``PlayerView``.

    With ``perfect_recall`` (information states) it gives only strings: the view's JSON and the
    list of decisions so far. Otherwise ``tensor`` is the view's observation (also available as
    ``dict["observation"]``) and the string is the view's JSON.
    """

    def __init__(
        self, iig_obs_type: Any, params: dict[str, Any] | None, size: int = _core.OBSERVATION_SIZE
    ) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError("only the observations of a single seat (its public and private information) are supported")
        self.perfect_recall: bool = bool(iig_obs_type.perfect_recall)
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None
        self.dict: dict[str, np.ndarray[Any, np.dtype[np.float32]]]
        if self.perfect_recall:
            self.tensor = None
            self.dict = {}
        else:
            self.tensor = np.zeros(size, np.float32)
            self.dict = {"observation": self.tensor}

    def set_from(self, state: SpielState, player: int) -> None:
        """Writes ``player``'s observation of ``state`` into ``tensor``."""
        if self.tensor is None:
            return
        if state.game is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.game.observation(player)

    def string_from(self, state: SpielState, player: int) -> str:
        """``player``'s view as JSON (with the decisions so far for information states)."""
        if state.game is None:
            return ""
        view: str = state.game.view(player).to_json()
        if not self.perfect_recall:
            return view
        decisions = " ".join(str(a) for a in state.history()[1:])
        return f"{view}\ndecisions: {decisions}"


def _adapter(spec: GameSpec, prefix: str) -> tuple[type[SpielGame], type[SpielState]]:
    """The game and state classes of ``spec`` (named ``{prefix}Game`` and ``{prefix}State``),
    registered with pyspiel."""
    doc = f"A state of {spec.long_name}: before the deal (a chance node) or a ``Game`` of the engine."
    state_namespace = {"__module__": __name__, "__doc__": doc}
    state_class = cast(type[SpielState], _SpielType(f"{prefix}State", (SpielState,), state_namespace))
    namespace = {
        "__module__": __name__,
        "__doc__": f"{spec.long_name} as an OpenSpiel game (parameters ``players``, ``deals``, ``first_seed``).",
        "spec": spec,
        "game_type": spec.game_type(),
        "state_class": state_class,
    }
    game_class = cast(type[SpielGame], _SpielType(f"{prefix}Game", (SpielGame,), namespace))
    pyspiel.register_game(game_class.game_type, game_class)
    return game_class, state_class


HerrDerZiegenGame, HerrDerZiegenState = _adapter(HERR_DER_ZIEGEN, "HerrDerZiegen")
ZiegenKriegenGame, ZiegenKriegenState = _adapter(ZIEGEN_KRIEGEN, "ZiegenKriegen")
LeBaronGame, LeBaronState = _adapter(LE_BARON, "LeBaron")
HerrDerZiegenObserver = SpielObserver
GAME_TYPE = HerrDerZiegenGame.game_type
