"""The package follows the registry (``herr_der_ziegen.GAMES``): every game has its module with the
same names and signatures, its player range, its environment classes and modules named after it,
and the package re-exports its first game. A game added to the registry is checked here without
a line added; a game that forgets its module or one of the shared names fails here."""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType
from typing import Any

import pytest

import herr_der_ziegen
from herr_der_ziegen import GAMES, Scores
from herr_der_ziegen._game_module import MODULE_NAMES

# Methods and properties every game's Game, PlayerView, Move and Bot have.
GAME_API = [
    "apply", "apply_action", "clone", "current_player", "from_json", "from_replay", "hand", "history",
    "is_legal", "is_over", "legal_action_mask", "legal_actions", "legal_moves", "max_game_length",
    "observation", "options", "phase", "phase_details", "players", "replay", "scores", "seed", "to_dict",
    "to_json", "turn", "undo", "view",
]
VIEW_API = [
    "current_player", "determinize", "from_json", "hand", "is_legal", "is_over", "legal_action_mask",
    "legal_actions", "legal_moves", "observation", "phase", "phase_details", "players", "seat", "split",
    "to_dict", "to_json", "turn",
]
MOVE_API = ["action_id", "from_action_id", "is_public", "kind"]


def signature(obj: Any) -> str:
    try:
        return str(inspect.signature(obj))
    except (TypeError, ValueError):
        return "(no signature)"


def public_names(m: ModuleType) -> set[str]:
    return {name for name in dir(m) if not name.startswith("_")}


def test_the_registry_names_every_game_module() -> None:
    assert [g.index for g in GAMES] == list(range(len(GAMES)))
    for info in GAMES:
        m = info.module()
        assert info.module_name == f"herr_der_ziegen.{info.short_name}" == m.__name__
        assert m.NAME == info.name and m.TITLE == info.title
        assert (m.MIN_PLAYERS, m.MAX_PLAYERS) == (info.min_players, info.max_players)
        assert (m.NUM_ACTIONS, m.OBSERVATION_SIZE) == (info.num_actions, info.observation_size)
        assert m.MAX_GAME_LENGTH == info.max_game_length
        # The bot names of the registry entry are those its Bot knows, and each makes a bot.
        assert info.bot_names == tuple(m.BOT_NAMES)
        assert {"random", "ismcts", "expert"} <= set(info.bot_names)
        for name in info.bot_names:
            m.Bot(name.replace(":N", ":5"), seed=1)
        assert herr_der_ziegen._games.find(info.short_name) is info
        assert herr_der_ziegen._games.find(info.name) is info
        assert herr_der_ziegen._games.find(info.module_name) is info
    with pytest.raises(ValueError, match="unknown game"):
        herr_der_ziegen._games.find("chess")
    with pytest.raises(TypeError):
        herr_der_ziegen._games.find(3)  # type: ignore[arg-type]


def test_every_module_has_the_same_names_and_signatures() -> None:
    modules = [info.module() for info in GAMES]
    first = modules[0]
    for m in modules:
        missing = [name for name in MODULE_NAMES if not hasattr(m, name)]
        assert not missing, (m.__name__, missing)
        # The module's public names are its API: the shared ones and the game's own, no helpers.
        assert not {"annotations", "Final", "Any", "derived"} & public_names(m)
        for name in ("simulate", "trajectories", "tournament", "split_observation", "observation_sections"):
            assert signature(getattr(m, name)) == signature(getattr(first, name)), (m.__name__, name)
        for cls, api in (("Game", GAME_API), ("PlayerView", VIEW_API), ("Bot", ["choose", "name"]), ("Move", MOVE_API)):
            absent = [a for a in api if not hasattr(getattr(m, cls), a)]
            assert not absent, (m.__name__, cls, absent)
        for cls, method in [("Game", "apply"), ("Bot", "choose"), ("Game", "max_game_length")]:
            assert signature(getattr(getattr(m, cls), method)) == signature(getattr(getattr(first, cls), method))
        assert signature(m.Bot) == signature(first.Bot)
        assert m.Scores is Scores and m.Events is herr_der_ziegen.Events
        assert m.BOT_NAMES == m.Game.BOT_NAMES and "ismcts:N" in m.BOT_NAMES
        assert m.Game.__module__ == "herr_der_ziegen._core"
        assert (m.NAME, m.TITLE, m.NUM_ACTIONS, m.OBSERVATION_SIZE) == (
            m.Game.NAME,
            m.Game.TITLE,
            m.Game.NUM_ACTIONS,
            m.Game.OBSERVATION_SIZE,
        )
        assert m.tournament.__module__ == m.split_observation.__module__ == m.__name__


def test_the_package_re_exports_its_first_game() -> None:
    first = GAMES[0].module()
    assert first is herr_der_ziegen.herr_der_ziegen
    for name in public_names(first):
        assert getattr(herr_der_ziegen, name) is getattr(first, name), name
    assert herr_der_ziegen.Game is first.Game and herr_der_ziegen.NAME == "herr-der-ziegen"


def test_the_namespace_is_the_api() -> None:
    public = public_names(herr_der_ziegen)
    submodules = {"errors", "env", "gym", "openspiel", "distributed", "online", *(game.short_name for game in GAMES)}
    assert public - submodules == set(herr_der_ziegen.__all__) - {"__version__"}
    assert all(hasattr(herr_der_ziegen, name) for name in herr_der_ziegen.__all__)


def test_the_environment_classes_follow_the_registry() -> None:
    """Every game's environment classes exist under its own names, made from the registry:
    PettingZoo's ``{Game}Env`` and ``{game}_v0`` module, Gymnasium's ``{Game}GymEnv`` and
    ``{Game}VectorEnv``, OpenSpiel's ``{Game}Game`` and ``{Game}State``."""
    env = pytest.importorskip("herr_der_ziegen.env")
    gym = pytest.importorskip("herr_der_ziegen.gym")
    for info in GAMES:
        assert getattr(env, f"{info.class_prefix}Env") is env.ENV_CLASSES[info.name]
        module = importlib.import_module(f"herr_der_ziegen.env.{info.short_name}_v0")
        assert callable(module.env) and callable(module.raw_env)
        assert getattr(gym, f"{info.class_prefix}GymEnv") is gym.GYM_CLASSES[info.name]
        assert getattr(gym, f"{info.class_prefix}VectorEnv") is gym.VECTOR_CLASSES[info.name]
        assert gym.GYM_CLASSES[info.name].game_module is info.module()
    # No bare name stands for the first game beside the names of every game.
    assert not hasattr(env, "env") and not hasattr(env, "raw_env")
    assert set(env.ENV_CLASSES) == set(gym.GYM_CLASSES) == set(gym.VECTOR_CLASSES) == {g.name for g in GAMES}
    pytest.importorskip("pyspiel")
    from herr_der_ziegen import openspiel

    for info in GAMES:
        for name, prefix in ((info.short_name, info.class_prefix), (f"python_{info.short_name}", f"Python{info.class_prefix}")):
            assert getattr(openspiel, f"{prefix}Game") is openspiel.GAME_CLASSES[name]
            assert getattr(openspiel, f"{prefix}State") is openspiel.STATE_CLASSES[name]
    assert not hasattr(openspiel, "GAME_TYPE") and not hasattr(openspiel, "SHORT_NAME")
    assert not hasattr(openspiel, "HerrDerZiegenObserver")
