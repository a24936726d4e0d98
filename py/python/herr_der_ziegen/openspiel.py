"""Herr der Ziegen, Ziegen Kriegen and Le Baron as OpenSpiel games (``pip install ./py[openspiel]``).

Importing this module registers every game of the package (:data:`herr_der_ziegen.GAMES`) with
OpenSpiel's ``pyspiel``, all through one adapter (:class:`SpielGame`, :class:`SpielState`,
:class:`SpielObserver`), twice: as ``"python_herr_der_ziegen"``, ``"python_ziegen_kriegen"``,
``"python_le_baron"`` (OpenSpiel's names for Python games), whose parameters are ``players``,
``deals``, ``first_seed`` and the game's options, and under the short names
``"herr_der_ziegen"``, ``"ziegen_kriegen"`` and ``"le_baron"`` with ``players``, ``deals`` and
``first_seed`` only (the games' default options). Afterwards
``pyspiel.load_game("python_le_baron(players=5,sixth_card_rule=False)")`` (or
``pyspiel.load_game("python_le_baron", {"players": 5, "sixth_card_rule": False})``) works like for
any OpenSpiel game, and OpenSpiel's Python algorithms written against the ``pyspiel.State`` API
can play it.

>>> import pyspiel
>>> import herr_der_ziegen.openspiel
>>> game = pyspiel.load_game("herr_der_ziegen", {"players": 3})
>>> state = game.new_initial_state()
>>> state.is_chance_node()
True

The model:

* **Sequential, explicit stochastic, imperfect information, general-sum, terminal rewards.**
* **Chance**: the deal, **sampled**. The first node of every game is a chance node with
  ``deals`` equally likely outcomes (default 10,000); outcome ``i`` sets the game up as
  ``Game(players, first_seed + i, **options)``. Everything random in a game (removal, pasture,
  hands, pile order) follows from that seed, so there are no later chance nodes. The outcomes are
  exact and uniform over these ``deals`` seeds, not over every deal the rules allow (far too many
  to list): what an algorithm computes over chance (expected returns, exploitability, CFR's
  chance sums) holds for the game restricted to these deals, a sample of the real ones that
  grows more faithful with ``deals``; playing (MCTS, IS-MCTS, learning) is unaffected.
* **Actions** are the engine's action ids: ``num_distinct_actions() == NUM_ACTIONS`` (810 in
  Herr der Ziegen).
  ``legal_actions()`` are those of ``Game.legal_actions()``, sorted.
* **Returns**: +1 for each winner (ties share the win) and -1 for every other seat, at the end
  only (0 before). The game is general-sum: the returns do not add up to a constant.
* **Observation** (``observation_tensor`` / ``observation_string``): the seat's
  ``PlayerView`` as ``view.observation()`` (``OBSERVATION_SIZE`` floats, see
  docs/observation.md) and as ``view.to_json()``. Before the deal both are empty (zeros, ``""``).
* **Information state** (perfect recall): the string is the seat's view (``view.to_json()``)
  followed by one token per decision so far, ``"{seat}:{action}/{digest}"``: who decided, the
  action id (``?`` for a decision the seat does not see, Le Baron's hidden choices of other
  seats) and a 48-bit BLAKE2b digest of the seat's view right after it. The tokens record
  everything the seat observed, in order, so two histories that the seat can tell apart at any
  point give different strings. The tensor (``information_state_tensor_shape()``) is the
  observation followed by the decisions the seat saw, one row each (see :func:`history_rows`
  and docs/python.md for the layout), as many rows as the longest game of the default options
  takes (the engine's ``Game.max_game_length``), at most 512.
* **Public and private observations**: observers made with
  ``pyspiel.IIGObservationType(public_info=True, private_info=PrivateInfoType.NONE)`` give
  the public part of the view as JSON (the same for every seat), and with
  ``public_info=False, private_info=SINGLE_PLAYER`` the seat's private part (its hidden cards);
  ``ALL_PLAYERS`` gives every seat's private part. These observers give strings only. What is
  private, and which decisions the other seats do not see, each game declares in the engine
  (``PlayerView.split()``, ``Move.is_public``): the adapter keeps no table of its own.
* ``resample_from_infostate(player, sampler)`` returns a state with a full game consistent with
  that seat's view (``PlayerView.determinize``), which is what OpenSpiel's Python ``ISMCTSBot``
  needs. The seed of the determinization comes from ``sampler()``. The resampled state keeps the
  original's ``history()`` and information-state tokens; its first (chance) entry is then no
  longer the deal that produced the sampled cards.
* OpenSpiel's C++ ``pyspiel.MCTSBot`` and ``pyspiel.ISMCTSBot`` crash the interpreter on Python
  games (an upstream limit). After this import, giving them one of these games or states raises
  ``TypeError``; use ``open_spiel.python.algorithms.mcts.MCTSBot`` and
  ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` instead.

Game parameters: ``players`` (the game's range, default 4), ``deals`` (number of chance
outcomes at the start, 1 to 1,000,000, default 10,000) and ``first_seed`` (seed of deal 0, 0 to
2**31 - 1, default 0); the ``python_`` names also take the game's options whose values are
single numbers, bools or strings (:func:`option_parameters`: Herr der Ziegen's ``start_player``
and ``milk_ones``, Ziegen Kriegen's ``start_player`` and ``rounds``, Le Baron's
``sixth_card_rule`` and ``heads_are_positive``, and the deck ids); an int option whose default
depends on the player count takes -1 for that default. ``max_game_length()`` is the engine's
bound for the players and options (``Game.max_game_length``). Ziegen Kriegen's returns are -1
for every seat when everybody is over the limit (nobody wins).
"""

from __future__ import annotations

import hashlib
import json
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

from ._games import GAMES, GameInfo
from ._outcome import final

__all__ = [
    "GAME_CLASSES",
    "STATE_CLASSES",
    "GameSpec",
    "SpielGame",
    "SpielObserver",
    "SpielState",
    "history_rows",
    "option_parameters",
]

DEFAULT_PLAYERS = 4
DEFAULT_DEALS = 10_000

#: The most decision rows of an information-state tensor (Herr der Ziegen's bound is far above
#: what games take: random games take about 100 to 200 decisions).
MAX_HISTORY_LENGTH = 512

#: Bytes of the BLAKE2b digest of a view in an information-state token (12 hex digits).
DIGEST_BYTES = 6

ViewDict = dict[str, Any]


def option_parameters(module: ModuleType) -> dict[str, Any]:
    """The options of the game of ``module`` that OpenSpiel parameters can carry (single numbers,
    bools and strings) with their defaults: the options document's fields whose values are, for
    every player count, of one of those types. An int option whose default depends on the player
    count has the default -1, which stands for it."""
    counts = range(module.MIN_PLAYERS, module.MAX_PLAYERS + 1)
    documents = [module.Game(players, 0).options for players in counts]
    parameters: dict[str, Any] = {}
    for key, value in documents[0].items():
        values = [document[key] for document in documents]
        if key == "players" or not all(isinstance(v, (bool, int, str)) for v in values):
            continue
        if all(v == value for v in values):
            parameters[key] = value
        elif all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            parameters[key] = -1
    return parameters


@dataclass(frozen=True)
class GameSpec:
    """What the adapter needs of one game: its module (``Game``, ``Move``, ``NUM_ACTIONS``,
    ``OBSERVATION_SIZE``), names, player range, the actions other seats do not see (those whose
    ``Move.is_public`` is false, as the game declares them) and the options its parameters
    carry."""

    module: ModuleType
    short_name: str
    long_name: str
    min_players: int
    max_players: int
    history_length: int
    hidden_actions: frozenset[int] = frozenset()
    options: tuple[tuple[str, Any], ...] = ()

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
            provides_information_state_tensor=True,
            provides_observation_string=True,
            provides_observation_tensor=True,
            parameter_specification={**_DEFAULTS, **dict(self.options)},
        )

    @property
    def history_width(self) -> int:
        """Entries of one decision row of the information-state tensor."""
        return self.max_players + 1


_DEFAULTS = {"players": DEFAULT_PLAYERS, "deals": DEFAULT_DEALS, "first_seed": 0}


def game_spec(game: GameInfo, short_name: str, with_options: bool) -> GameSpec:
    """The spec of ``game`` registered as ``short_name``, with its option parameters or not. Its
    information-state tensor keeps as many decisions as the longest game of the default options
    takes (for any player count, the engine's bound), at most 512."""
    module = game.module()
    counts = range(game.min_players, game.max_players + 1)
    longest = max(module.Game.max_game_length(players) for players in counts)
    return GameSpec(
        module,
        short_name,
        game.title,
        game.min_players,
        game.max_players,
        min(longest, MAX_HISTORY_LENGTH),
        frozenset(a for a in range(module.NUM_ACTIONS) if not module.Move.from_action_id(a).is_public),
        tuple(option_parameters(module).items()) if with_options else (),
    )
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
    """The OpenSpiel game of ``spec``: parameters ``players``, ``deals``, ``first_seed`` and, for
    the ``python_`` names, the game's options."""

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
        # Options at their default are left to the game, whose defaults may depend on the players.
        defaults = dict(spec.options)
        self.options: dict[str, Any] = {
            name: params[name] for name in defaults if name in params and params[name] != defaults[name]
        }
        # The game's own checks, here rather than at the first deal.
        spec.module.Game(players, first_seed, **self.options)
        self.longest = int(spec.module.Game.max_game_length(players, **self.options))
        info = pyspiel.GameInfo(
            num_distinct_actions=spec.module.NUM_ACTIONS,
            max_chance_outcomes=deals,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.longest,
        )
        super().__init__(self.game_type, info, params)
        self.players = players
        self.deals = deals
        self.first_seed = first_seed
        self.setup = _Setup(spec.module.Game, spec.module.Move, players, deals, first_seed, self.options)

    def new_initial_state(self) -> SpielState:
        """The chance node of the deal."""
        return self.state_class(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SpielObserver:
        """The observer OpenSpiel uses for observations, information states and the public and
        private observations."""
        return SpielObserver(iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params, self.spec)


@dataclass(frozen=True)
class _Setup:
    """What every state of one OpenSpiel game shares: the engine's classes, the players, the
    deals and the options. A clone shares it too (its deep copy is itself)."""

    new_game: Any
    move: Any
    players: int
    deals: int
    first_seed: int
    options: dict[str, Any]

    def __deepcopy__(self, memo: dict[int, Any]) -> _Setup:
        return self


class _Record(list[Any]):
    """A list of immutable items (decisions, digests) whose deep copy is a plain copy: OpenSpiel
    clones a state by deep-copying its attributes, and a clone should cost a copy of the engine's
    state, not a walk over every item."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Record:
        return _Record(self)


class _Records(list[_Record]):
    """One :class:`_Record` per seat, copied as cheaply."""

    def __deepcopy__(self, memo: dict[int, Any]) -> _Records:
        return _Records(_Record(record) for record in self)


def _digest(text: str) -> str:
    return hashlib.blake2b(text.encode(), digest_size=DIGEST_BYTES).hexdigest()


class SpielState(pyspiel.State, metaclass=_SpielType):  # type: ignore[misc]
    """A state: before the deal (a chance node) or a ``Game`` of the engine."""

    spec: ClassVar[GameSpec]

    def __init__(self, game: SpielGame) -> None:
        super().__init__(game)
        self._setup = game.setup
        self.game: Any = None
        """The engine's full game once dealt (the god view), ``None`` at the chance node."""
        self.decisions: list[tuple[int, int]] = _Record()
        """``(seat, action id)`` of every decision after the deal, in order."""
        # Per seat, the digests of its view after each decision, computed when asked for (by
        # replaying the decisions), so that playing without information states costs nothing.
        self._digests: _Records = _Records(_Record() for _ in range(game.players))
        self._deal = 0
        # A resampled state replays from its determinized game (as JSON), at this decision.
        self._base: str | None = None
        self._base_index = 0

    # The game's setup, shared by its states (and their clones: see _Setup).

    @property
    def _new_game(self) -> Any:
        return self._setup.new_game

    @property
    def _move(self) -> Any:
        return self._setup.move

    @property
    def _players(self) -> int:
        return self._setup.players

    @property
    def _deals(self) -> int:
        return self._setup.deals

    @property
    def _first_seed(self) -> int:
        return self._setup.first_seed

    @property
    def _options(self) -> dict[str, Any]:
        return self._setup.options

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
            self.game = self._new_game(self._players, self._first_seed + action, **self._options)
            self._deal = action
            return
        seat = self.game.current_player
        self.game.apply_action(action)
        self.decisions.append((seat, action))

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
        floats in ``[0, 1)``, such as ``pyspiel.UniformProbabilitySampler(0.0, 1.0)``). The
        copy keeps this state's history and information-state tokens.
        """
        state: SpielState = self.clone()
        if self.game is not None:
            for player in range(self._players):
                state._record(player)
            seed = int(float(probability_sampler()) * 2.0**53)
            state.game = self.game.view(player_id).determinize(seed)
            state._base = state.game.to_json()
            state._base_index = len(state.decisions)
        return state

    def _record(self, player: int) -> list[str]:
        """``player``'s view digests after every decision, completed by replaying what is missing."""
        digests = self._digests[player]
        done = len(digests)
        if done < len(self.decisions):
            if self._base is None:
                game = self._new_game(self._players, self._first_seed + self._deal, **self._options)
            else:
                game = self.spec.module.Game.from_json(self._base)
            for _, action in self.decisions[self._base_index : done]:
                game.apply_action(action)
            for _, action in self.decisions[done:]:
                game.apply_action(action)
                digests.append(_digest(game.view(player).to_json()))
        return digests

    def seen_decision(self, player: int, seat: int, action: int) -> int | None:
        """The action id of ``seat``'s decision as ``player`` sees it: ``None`` if hidden."""
        if seat != player and action in self.spec.hidden_actions:
            return None
        return action

    def information_tokens(self, player: int) -> list[str]:
        """``player``'s record of the decisions so far, one ``"{seat}:{action}/{digest}"`` token
        each (``?`` for a decision hidden from ``player``; the digest is of ``player``'s view
        right after the decision)."""
        tokens = []
        for (seat, action), digest in zip(self.decisions, self._record(player), strict=True):
            seen = self.seen_decision(player, seat, action)
            tokens.append(f"{seat}:{'?' if seen is None else seen}/{digest}")
        return tokens

    def __str__(self) -> str:
        if self.game is None:
            return "(deal pending)"
        return str(self.game)


def history_rows(state: SpielState, player: int) -> np.ndarray[Any, np.dtype[np.float32]]:
    """The decision rows of ``player``'s information-state tensor: ``(history_length, max_players
    + 1)``. Row ``i`` is decision ``i`` (the last ``history_length`` decisions if there were more):
    the deciding seat relative to ``player`` one-hot, then ``(action + 1) / NUM_ACTIONS`` (0 for a
    decision hidden from ``player``). Rows after the last decision are 0."""
    spec = state.spec
    rows = np.zeros((spec.history_length, spec.history_width), np.float32)
    decisions = state.decisions[-spec.history_length :]
    for row, (seat, action) in zip(rows, decisions):
        row[(seat - player) % state._players] = 1.0
        seen = state.seen_decision(player, seat, action)
        if seen is not None:
            row[-1] = (seen + 1) / spec.module.NUM_ACTIONS
    return rows


class SpielObserver:
    """OpenSpiel's Python observer: what a seat sees, from the engine's ``PlayerView``.

    * Default (``perfect_recall=False``, public and the seat's private information): ``tensor``
      is the view's observation (``dict["observation"]``), the string is the view's JSON.
    * Information state (``perfect_recall=True``): ``tensor`` is the observation followed by
      :func:`history_rows` (``dict["observation"]`` and ``dict["history"]``); the string is the
      view's JSON, a newline and the seat's information tokens.
    * ``private_info=NONE`` with ``public_info``: the public part of the view as JSON (the same
      for every seat). ``public_info=False``: the private part of the seat's view
      (``SINGLE_PLAYER``) or of every seat's (``ALL_PLAYERS``), as JSON. With
      ``public_info=True`` and ``ALL_PLAYERS`` the string is the full game's JSON (the god
      view). These give strings only (``tensor`` is ``None``); with ``perfect_recall`` they are
      refused.
    """

    def __init__(self, iig_obs_type: Any, params: dict[str, Any] | None, spec: GameSpec) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        self.spec = spec
        self.perfect_recall: bool = bool(iig_obs_type.perfect_recall)
        self.public_info: bool = bool(iig_obs_type.public_info)
        self.private_info: Any = iig_obs_type.private_info
        self.full_view = self.public_info and self.private_info == pyspiel.PrivateInfoType.SINGLE_PLAYER
        if not self.full_view and self.perfect_recall:
            raise ValueError(
                "information states are supported for a single seat's full view only "
                "(public_info=True, private_info=SINGLE_PLAYER)"
            )
        if not self.public_info and self.private_info == pyspiel.PrivateInfoType.NONE:
            raise ValueError("an observation of neither public nor private information holds nothing")
        self.tensor: np.ndarray[Any, np.dtype[np.float32]] | None = None
        self.dict: dict[str, np.ndarray[Any, np.dtype[np.float32]]] = {}
        if self.full_view:
            obs_size = spec.module.OBSERVATION_SIZE
            size = obs_size
            if self.perfect_recall:
                size += spec.history_length * spec.history_width
            self.tensor = np.zeros(size, np.float32)
            self.dict["observation"] = self.tensor[:obs_size]
            if self.perfect_recall:
                self.dict["history"] = self.tensor[obs_size:].reshape(spec.history_length, spec.history_width)

    def set_from(self, state: SpielState, player: int) -> None:
        """Writes ``player``'s observation (or information state) of ``state`` into ``tensor``."""
        if self.tensor is None:
            return
        if state.game is None:
            self.tensor.fill(0.0)
            return
        self.dict["observation"][:] = state.game.observation(player)
        if self.perfect_recall:
            self.dict["history"][:] = history_rows(state, player)

    def string_from(self, state: SpielState, player: int) -> str:
        """``player``'s observation of ``state`` as text (see the class)."""
        if state.game is None:
            return ""
        if self.full_view:
            view: str = state.game.view(player).to_json()
            if not self.perfect_recall:
                return view
            return view + "\n" + " ".join(state.information_tokens(player))
        if self.private_info == pyspiel.PrivateInfoType.ALL_PLAYERS:
            if self.public_info:
                return str(state.game.to_json())
            return json.dumps([self._split(state, p)[1] for p in range(state._players)])
        public, private = self._split(state, player)
        return json.dumps(public if self.public_info else private)

    def _split(self, state: SpielState, player: int) -> tuple[ViewDict, ViewDict]:
        public, private = state.game.view(player).split()
        return public, private


_CPP_SEARCH_MESSAGE = (
    "OpenSpiel's C++ {bot} crashes the interpreter on Python games such as {game}; use the Python "
    "bots instead: open_spiel.python.algorithms.mcts.MCTSBot or "
    "open_spiel.python.algorithms.ismcts.ISMCTSBot"
)


def _refuse_cpp_search(bot: str, obj: Any) -> None:
    """Raises ``TypeError`` if ``obj`` is a game or state of this adapter."""
    if isinstance(obj, SpielGame):
        raise TypeError(_CPP_SEARCH_MESSAGE.format(bot=f"pyspiel.{bot}", game=obj.spec.short_name))
    if isinstance(obj, SpielState):
        raise TypeError(_CPP_SEARCH_MESSAGE.format(bot=f"pyspiel.{bot}", game=obj.spec.short_name))


# The C++ bots as pyspiel defines them (also when this module is loaded again).
_CppMCTSBot: Any = getattr(pyspiel.MCTSBot, "cpp_class", pyspiel.MCTSBot)
_CppISMCTSBot: Any = getattr(pyspiel.ISMCTSBot, "cpp_class", pyspiel.ISMCTSBot)


class _GuardedMCTSBot(_CppMCTSBot, metaclass=_SpielType):  # type: ignore[misc]
    """``pyspiel.MCTSBot``, refusing this adapter's games with ``TypeError``."""

    cpp_class: ClassVar[Any] = _CppMCTSBot

    def __init__(self, game: Any, *args: Any, **kwargs: Any) -> None:
        _refuse_cpp_search("MCTSBot", game)
        super().__init__(game, *args, **kwargs)


class _GuardedISMCTSBot(_CppISMCTSBot, metaclass=_SpielType):  # type: ignore[misc]
    """``pyspiel.ISMCTSBot``, refusing this adapter's states with ``TypeError``."""

    cpp_class: ClassVar[Any] = _CppISMCTSBot

    def step(self, state: Any) -> Any:
        """The C++ bot's ``step``, unless ``state`` is one of this adapter's."""
        _refuse_cpp_search("ISMCTSBot", state)
        return super().step(state)

    def step_with_policy(self, state: Any) -> Any:
        """The C++ bot's ``step_with_policy``, unless ``state`` is one of this adapter's."""
        _refuse_cpp_search("ISMCTSBot", state)
        return super().step_with_policy(state)

    def get_policy(self, state: Any) -> Any:
        """The C++ bot's ``get_policy``, unless ``state`` is one of this adapter's."""
        _refuse_cpp_search("ISMCTSBot", state)
        return super().get_policy(state)


# Users reach the bots as pyspiel.MCTSBot and pyspiel.ISMCTSBot: put the guarded ones there.
pyspiel.MCTSBot = _GuardedMCTSBot
pyspiel.ISMCTSBot = _GuardedISMCTSBot


def _adapter(spec: GameSpec, prefix: str) -> tuple[type[SpielGame], type[SpielState]]:
    """The game and state classes of ``spec`` (named ``{prefix}Game`` and ``{prefix}State``),
    registered with pyspiel."""
    doc = f"A state of {spec.long_name}: before the deal (a chance node) or a ``Game`` of the engine."
    state_namespace = {"__module__": __name__, "__doc__": doc, "spec": spec}
    state_class = cast(type[SpielState], _SpielType(f"{prefix}State", (SpielState,), state_namespace))
    parameters = ", ".join(f"``{name}``" for name in spec.game_type().parameter_specification)
    namespace = {
        "__module__": __name__,
        "__doc__": f"{spec.long_name} as an OpenSpiel game ``{spec.short_name}`` (parameters {parameters}).",
        "spec": spec,
        "game_type": spec.game_type(),
        "state_class": state_class,
    }
    game_class = cast(type[SpielGame], _SpielType(f"{prefix}Game", (SpielGame,), namespace))
    pyspiel.register_game(game_class.game_type, game_class)
    return game_class, state_class


GAME_CLASSES: dict[str, type[SpielGame]] = {}
"""The game class of every registered name (``"python_le_baron"``, ``"le_baron"``, ...)."""
STATE_CLASSES: dict[str, type[SpielState]] = {}
"""The state class of every registered name, as :data:`GAME_CLASSES`."""
for _game in GAMES:
    for _name, _prefix, _options in (
        (f"python_{_game.short_name}", f"Python{_game.class_prefix}", True),
        (_game.short_name, _game.class_prefix, False),
    ):
        GAME_CLASSES[_name], STATE_CLASSES[_name] = _adapter(game_spec(_game, _name, _options), _prefix)

# Every game's classes by their own names, made from the registry: HerrDerZiegenGame,
# HerrDerZiegenState, PythonHerrDerZiegenGame, ...
globals().update({cls.__name__: cls for cls in (*GAME_CLASSES.values(), *STATE_CLASSES.values())})

if TYPE_CHECKING:
    # The classes named after the games, made above at run time, are unknown to type checkers by
    # name: GAME_CLASSES and STATE_CLASSES give them typed.
    def __getattr__(name: str) -> Any: ...
