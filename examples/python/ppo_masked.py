"""PPO with action masking on the single-seat Gymnasium environments (herr_der_ziegen.gym), in
JAX, flax and optax (extras ``[gym,openspiel-learning]``): a small actor and critic (MLPs),
the logits of illegal actions set to a large negative number before the softmax and the
sampling, generalized advantage estimation, the clipped objective, an entropy bonus and
minibatches. It evaluates the policy against the engine's bots (win rate, a shared win counted
as a win, as the environment's ``reward="win"`` does) and draws the learning curve. With
``--bc-games`` it first clones one of the engine's bots (behaviour cloning on the decisions
``trajectories`` records) and starts PPO from the clone.

Run (docs/training.md has the measured results):

    python examples/python/ppo_masked.py --env-id herr_der_ziegen/ZiegenKriegen-v0 --players 3
    python examples/python/ppo_masked.py --bc-games 20000 --lr 3e-4   # imitating ismcts:200 first
    python examples/python/ppo_masked.py --smoke     # a tiny run, to check that it works

The environments are built with ``gymnasium.make_vec(id, num_envs=N, vectorization_mode=...)``:
``--vectorization vector_entry_point`` (the default) uses the game's native vector environment
where the id has one, and falls back to ``"sync"`` (one Python environment per copy) where it
has none.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

# One XLA thread unless XLA_FLAGS says otherwise: the network is small, and the environments
# want the other core.
os.environ.setdefault("XLA_FLAGS", "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1")

import gymnasium
import jax
import jax.numpy as jnp
import numpy as np
import optax  # type: ignore[import-untyped, unused-ignore]
from flax import linen as nn
from numpy.typing import NDArray

import herr_der_ziegen.gym  # noqa: F401  (registers the environment ids)
from learning_curve import write_curve  # beside this script

MASKED = -1e9
"""The logit of an illegal action: its probability is 0 after the softmax."""

Params = Any
"""The networks' parameters (a pytree of arrays, as flax makes them)."""


# ----- the networks -----


class ActorCritic(nn.Module):
    """Two MLPs on the observation: the actor's logits (one per action id) and the critic's value."""

    num_actions: int
    hidden: Sequence[int] = (128, 128)

    @nn.compact
    def __call__(self, x: jax.Array) -> tuple[jax.Array, jax.Array]:
        actor = x
        for width in self.hidden:
            actor = nn.tanh(nn.Dense(width, kernel_init=nn.initializers.orthogonal(math.sqrt(2)))(actor))
        logits = nn.Dense(self.num_actions, kernel_init=nn.initializers.orthogonal(0.01))(actor)
        critic = x
        for width in self.hidden:
            critic = nn.tanh(nn.Dense(width, kernel_init=nn.initializers.orthogonal(math.sqrt(2)))(critic))
        value = nn.Dense(1, kernel_init=nn.initializers.orthogonal(1.0))(critic)
        return logits, value[..., 0]


def masked_log_probs(logits: jax.Array, mask: jax.Array) -> jax.Array:
    """Log-probabilities with the illegal actions (``mask`` 0) given probability 0."""
    return jax.nn.log_softmax(jnp.where(mask > 0, logits, MASKED), axis=-1)


class Normalizer:
    """Running mean and variance of the observations (merged batch by batch): the networks see
    ``clip((x - mean) / std, -5, 5)``, so that features of small range (the goats / 250 of Ziegen
    Kriegen) weigh as much as the one-hot ones."""

    def __init__(self, size: int) -> None:
        self.mean = np.zeros(size, np.float64)
        self.var = np.ones(size, np.float64)
        self.count = 1e-4

    def update(self, x: NDArray[np.float32]) -> None:
        batch_mean, batch_var, n = x.mean(axis=0), x.var(axis=0), x.shape[0]
        total = self.count + n
        delta = batch_mean - self.mean
        self.mean = self.mean + delta * n / total
        self.var = (self.var * self.count + batch_var * n + delta**2 * self.count * n / total) / total
        self.count = total

    def arrays(self) -> tuple[jax.Array, jax.Array]:
        """The mean and 1 / std, as the jitted functions take them."""
        return jnp.asarray(self.mean, jnp.float32), jnp.asarray(1 / np.sqrt(self.var + 1e-4), jnp.float32)


Norm = tuple[jax.Array, jax.Array]


# ----- the settings -----


@dataclass
class Config:
    env_id: str = "herr_der_ziegen/ZiegenKriegen-v0"
    players: int = 3
    opponents: str = "random"
    reward: str = "win"
    reward_scale: float = 1.0
    seat: str = "random"
    vectorization: str = "vector_entry_point"
    num_envs: int = 256
    rollout: int = 32
    total_steps: int = 2_000_000
    epochs: int = 4
    minibatches: int = 4
    lr: float = 1e-3
    anneal_lr: bool = True
    gamma: float = 0.99
    gae_lambda: float = 0.95
    clip: float = 0.2
    ent_coef: float = 0.01
    vf_coef: float = 0.5
    max_grad_norm: float = 0.5
    hidden: tuple[int, ...] = (128, 128)
    normalize: bool = True
    seed: int = 0
    bc_games: int = 0
    bc_bot: str = "ismcts:200"
    bc_epochs: int = 2
    bc_lr: float = 1e-3
    bc_batch: int = 512
    bc_kl: float = 0.0
    eval_games: int = 2000
    eval_opponents: tuple[str, ...] = ("random", "greedy")
    ismcts_games: int = 200
    eval_every: int = 12
    curve_games: int = 500
    sample_eval: bool = False
    plot: str = "ppo_masked.png"
    quiet: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def updates(self) -> int:
        return max(1, self.total_steps // (self.num_envs * self.rollout))


def parse_args(argv: Sequence[str] | None = None) -> Config:
    d = Config()
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--env-id", default=d.env_id, help="a herr_der_ziegen Gymnasium id (default %(default)s)")
    p.add_argument("--players", type=int, default=d.players, help="players, the learner included")
    p.add_argument("--opponents", default=d.opponents, help="the bots of training: one name, or players-1 names joined by commas")
    p.add_argument(
        "--reward",
        default=d.reward,
        choices=["win", "score"],
        help="the training reward (the environment's reward=): +1/-1 for a win, or the final score; evaluations count wins",
    )
    p.add_argument("--reward-scale", type=float, default=d.reward_scale, help="training rewards are multiplied by this")
    p.add_argument("--seat", default=d.seat, help="the learner's seat: a number or 'random' (default)")
    p.add_argument("--vectorization", default=d.vectorization, choices=["vector_entry_point", "sync", "async"])
    p.add_argument("--num-envs", type=int, default=d.num_envs, help="environments stepped together")
    p.add_argument("--rollout", type=int, default=d.rollout, help="steps per environment between updates")
    p.add_argument("--total-steps", type=int, default=d.total_steps, help="environment steps in all, num_envs per vector step (a step that only resets a finished game counts too)")
    p.add_argument("--updates", type=int, default=None, help="number of updates (overrides --total-steps)")
    p.add_argument("--epochs", type=int, default=d.epochs)
    p.add_argument("--minibatches", type=int, default=d.minibatches)
    p.add_argument("--lr", type=float, default=d.lr, help="Adam's learning rate, annealed linearly to 0")
    p.add_argument("--no-anneal", action="store_true", help="keep the learning rate constant")
    p.add_argument("--gamma", type=float, default=d.gamma)
    p.add_argument("--gae-lambda", type=float, default=d.gae_lambda)
    p.add_argument("--clip", type=float, default=d.clip)
    p.add_argument("--ent-coef", type=float, default=d.ent_coef)
    p.add_argument("--vf-coef", type=float, default=d.vf_coef)
    p.add_argument("--max-grad-norm", type=float, default=d.max_grad_norm)
    p.add_argument("--hidden", default=",".join(map(str, d.hidden)), help="hidden layer widths (default %(default)s)")
    p.add_argument("--no-normalize", action="store_true", help="feed the raw observations (no running normalization)")
    p.add_argument("--seed", type=int, default=d.seed)
    p.add_argument(
        "--bc-games",
        type=int,
        default=d.bc_games,
        help="behaviour cloning first: games of --bc-bot against the training opponents whose decisions the policy imitates before PPO (0: none, the default)",
    )
    p.add_argument("--bc-bot", default=d.bc_bot, help="the bot imitated (default %(default)s)")
    p.add_argument("--bc-epochs", type=int, default=d.bc_epochs, help="passes over the cloned decisions")
    p.add_argument("--bc-lr", type=float, default=d.bc_lr, help="Adam's learning rate for the cloning (constant)")
    p.add_argument("--bc-batch", type=int, default=d.bc_batch, help="minibatch of the cloning")
    p.add_argument(
        "--bc-kl",
        type=float,
        default=d.bc_kl,
        help="PPO's loss adds this times KL(cloned policy || policy), keeping it near the clone (0: no term)",
    )
    p.add_argument("--eval-games", type=int, default=d.eval_games, help="games per opponent in the final evaluation")
    p.add_argument(
        "--eval-opponents",
        default=",".join(d.eval_opponents),
        help="bot names of the final evaluation, each playing every other seat (random, greedy, ismcts:N)",
    )
    p.add_argument("--ismcts-games", type=int, default=d.ismcts_games, help="games against an ismcts opponent (they are slow)")
    p.add_argument("--eval-every", type=int, default=d.eval_every, help="updates between the learning curve's evaluations (0: none)")
    p.add_argument("--curve-games", type=int, default=d.curve_games, help="games against random per point of the learning curve")
    p.add_argument("--sample-eval", action="store_true", help="evaluate the sampled policy, not the greedy one (argmax)")
    p.add_argument("--plot", default=d.plot, help="the learning curve: a .png (matplotlib) or .svg; a .csv is written beside it")
    p.add_argument("--quiet", action="store_true")
    p.add_argument("--smoke", action="store_true", help="a tiny run: 4 environments, 3 updates, 8 evaluation games")
    a = p.parse_args(argv)
    c = Config(
        env_id=a.env_id,
        players=a.players,
        opponents=a.opponents,
        reward=a.reward,
        reward_scale=a.reward_scale,
        seat=a.seat,
        vectorization=a.vectorization,
        num_envs=a.num_envs,
        rollout=a.rollout,
        total_steps=a.total_steps,
        epochs=a.epochs,
        minibatches=a.minibatches,
        lr=a.lr,
        anneal_lr=not a.no_anneal,
        gamma=a.gamma,
        gae_lambda=a.gae_lambda,
        clip=a.clip,
        ent_coef=a.ent_coef,
        vf_coef=a.vf_coef,
        max_grad_norm=a.max_grad_norm,
        hidden=tuple(int(w) for w in a.hidden.split(",") if w),
        normalize=not a.no_normalize,
        seed=a.seed,
        bc_games=a.bc_games,
        bc_bot=a.bc_bot,
        bc_epochs=a.bc_epochs,
        bc_lr=a.bc_lr,
        bc_batch=a.bc_batch,
        bc_kl=a.bc_kl,
        eval_games=a.eval_games,
        eval_opponents=tuple(n for n in a.eval_opponents.split(",") if n),
        ismcts_games=a.ismcts_games,
        eval_every=a.eval_every,
        curve_games=a.curve_games,
        sample_eval=a.sample_eval,
        plot=a.plot,
        quiet=a.quiet,
    )
    if a.updates is not None:
        c.total_steps = a.updates * c.num_envs * c.rollout
    if a.smoke:
        c.num_envs, c.rollout, c.minibatches, c.epochs = 4, 16, 2, 2
        c.total_steps = 3 * c.num_envs * c.rollout
        c.eval_games, c.ismcts_games, c.eval_every, c.curve_games = 8, 4, 3, 4
        c.hidden = (32, 32)
        c.bc_epochs, c.bc_batch = min(c.bc_epochs, 2), 64
    return c


# ----- the environments -----


def make_envs(c: Config, opponents: str, num_envs: int, reward: str = "win") -> gymnasium.vector.VectorEnv[Any, Any, Any]:
    """``num_envs`` copies of the game with the learner against ``opponents`` (one bot name or
    players - 1 names joined by commas), through ``gymnasium.make_vec``; ``vector_entry_point``
    falls back to ``sync`` where the id has no vector entry point."""
    names = opponents.split(",")
    kwargs: dict[str, Any] = {
        "players": c.players,
        "opponents": names[0] if len(names) == 1 else names,
        "seat": c.seat if c.seat == "random" else int(c.seat),
        "reward": reward,
    }
    try:
        return gymnasium.make_vec(c.env_id, num_envs=num_envs, vectorization_mode=c.vectorization, **kwargs)
    except gymnasium.error.Error as no_entry_point:
        if c.vectorization != "vector_entry_point":
            raise
        if not c.quiet:
            print(f"note: {no_entry_point}; using vectorization_mode='sync'", file=sys.stderr)
        c.vectorization = "sync"
        return gymnasium.make_vec(c.env_id, num_envs=num_envs, vectorization_mode="sync", **kwargs)


def next_step_autoreset(envs: gymnasium.vector.VectorEnv[Any, Any, Any]) -> bool:
    """Whether the vector environment resets a finished copy at the next ``step`` (Gymnasium's
    default, ``AutoresetMode.NEXT_STEP``: that step ignores the action and returns the first
    observation of the new episode), not in the step that ended the episode."""
    mode = envs.metadata.get("autoreset_mode")
    return mode is None or "NEXT_STEP" in str(mode).upper() or str(mode) == "next-step"


# ----- PPO -----


@dataclass
class Learner:
    model: ActorCritic
    params: Params
    opt: optax.GradientTransformation
    opt_state: optax.OptState
    normalizer: Normalizer
    act: Callable[[Params, Norm, jax.Array, jax.Array, jax.Array], tuple[jax.Array, jax.Array, jax.Array]]
    best: Callable[[Params, Norm, jax.Array, jax.Array], jax.Array]
    update: Callable[..., tuple[Params, optax.OptState, dict[str, jax.Array]]]
    forward: Callable[[Params, Norm, jax.Array], tuple[jax.Array, jax.Array]]
    norm: Norm = field(init=False)
    reference: tuple[Params, Norm] | None = None
    """The cloned policy and its normalization, that ``--bc-kl`` keeps PPO near."""

    def __post_init__(self) -> None:
        self.norm = self.normalizer.arrays()


def make_learner(c: Config, obs_size: int, num_actions: int, key: jax.Array) -> Learner:
    model = ActorCritic(num_actions=num_actions, hidden=c.hidden)
    params = jax.jit(model.init)(key, jnp.zeros((1, obs_size), jnp.float32))
    batch = c.num_envs * c.rollout
    minibatch = batch // c.minibatches
    schedule: optax.Schedule | float = (
        optax.linear_schedule(c.lr, 0.0, c.updates * c.epochs * c.minibatches) if c.anneal_lr else c.lr
    )
    opt = optax.chain(optax.clip_by_global_norm(c.max_grad_norm), optax.adam(schedule, eps=1e-5))
    opt_state = opt.init(params)

    def forward(params: Params, norm: Norm, obs: jax.Array) -> tuple[jax.Array, jax.Array]:
        x = jnp.clip((obs - norm[0]) * norm[1], -5.0, 5.0)
        return cast(tuple[jax.Array, jax.Array], model.apply(params, x))

    def act(params: Params, norm: Norm, obs: jax.Array, mask: jax.Array, key: jax.Array) -> tuple[jax.Array, jax.Array, jax.Array]:
        logits, value = forward(params, norm, obs)
        logp = masked_log_probs(logits, mask)
        action = jax.random.categorical(key, logp)
        return action, jnp.take_along_axis(logp, action[:, None], axis=1)[:, 0], value

    def best(params: Params, norm: Norm, obs: jax.Array, mask: jax.Array) -> jax.Array:
        logits, _ = forward(params, norm, obs)
        return jnp.argmax(jnp.where(mask > 0, logits, MASKED), axis=-1)

    def loss_fn(
        params: Params, norm: Norm, mb: dict[str, jax.Array], reference: tuple[Params, Norm]
    ) -> tuple[jax.Array, dict[str, jax.Array]]:
        logits, value = forward(params, norm, mb["obs"])
        logp_all = masked_log_probs(logits, mb["mask"])
        logp = jnp.take_along_axis(logp_all, mb["action"][:, None], axis=1)[:, 0]
        weight = mb["valid"]
        count = jnp.maximum(weight.sum(), 1.0)

        def mean(x: jax.Array) -> jax.Array:
            return (x * weight).sum() / count

        adv = mb["adv"]
        adv_mean = mean(adv)
        adv = (adv - adv_mean) / (jnp.sqrt(mean((adv - adv_mean) ** 2)) + 1e-8)
        ratio = jnp.exp(logp - mb["logp"])
        policy_loss = mean(-jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - c.clip, 1 + c.clip) * adv))
        value_loss = 0.5 * mean((value - mb["ret"]) ** 2)
        probs = jnp.exp(logp_all)
        entropy = mean(-jnp.sum(jnp.where(mb["mask"] > 0, probs * logp_all, 0.0), axis=-1))
        loss = policy_loss + c.vf_coef * value_loss - c.ent_coef * entropy
        approx_kl = mean((ratio - 1) - (logp - mb["logp"]))
        aux = {
            "loss": loss,
            "policy_loss": policy_loss,
            "value_loss": value_loss,
            "entropy": entropy,
            "approx_kl": approx_kl,
        }
        if c.bc_kl > 0:  # KL(cloned policy || policy) on the legal actions
            ref_logp = masked_log_probs(forward(reference[0], reference[1], mb["obs"])[0], mb["mask"])
            ref_kl = mean(jnp.sum(jnp.where(mb["mask"] > 0, jnp.exp(ref_logp) * (ref_logp - logp_all), 0.0), axis=-1))
            loss = loss + c.bc_kl * ref_kl
            aux["loss"], aux["bc_kl"] = loss, ref_kl
        return loss, aux

    def update(
        params: Params,
        opt_state: optax.OptState,
        norm: Norm,
        data: dict[str, jax.Array],
        key: jax.Array,
        reference: tuple[Params, Norm],
    ) -> tuple[Params, optax.OptState, dict[str, jax.Array]]:
        def epoch(carry: tuple[Params, optax.OptState], key: jax.Array) -> tuple[tuple[Params, optax.OptState], dict[str, jax.Array]]:
            order = jax.random.permutation(key, batch)[: minibatch * c.minibatches].reshape(c.minibatches, minibatch)

            def step(carry: tuple[Params, optax.OptState], idx: jax.Array) -> tuple[tuple[Params, optax.OptState], dict[str, jax.Array]]:
                params, opt_state = carry
                mb = {k: v[idx] for k, v in data.items()}
                grads, metrics = jax.grad(loss_fn, has_aux=True)(params, norm, mb, reference)
                updates, opt_state = opt.update(grads, opt_state, params)
                return (optax.apply_updates(params, updates), opt_state), metrics

            return jax.lax.scan(step, carry, order)

        (params, opt_state), metrics = jax.lax.scan(epoch, (params, opt_state), jax.random.split(key, c.epochs))
        return params, opt_state, {k: v.mean() for k, v in metrics.items()}

    return Learner(
        model, params, opt, opt_state, Normalizer(obs_size), jax.jit(act), jax.jit(best), jax.jit(update), jax.jit(forward)
    )


def gae(
    rewards: NDArray[np.float32],
    values: NDArray[np.float32],
    dones: NDArray[np.float32],
    valid: NDArray[np.float32],
    last_value: NDArray[np.float32],
    gamma: float,
    lam: float,
) -> tuple[NDArray[np.float32], NDArray[np.float32]]:
    """Generalized advantage estimates and returns over a rollout of shape (steps, envs).
    ``dones[t]``: the step t ended its episode (nothing after it is bootstrapped);
    ``valid[t]`` 0 marks the steps that only reset a copy (their advantage is 0)."""
    steps = rewards.shape[0]
    adv = np.zeros_like(rewards)
    last = np.zeros_like(last_value)
    for t in reversed(range(steps)):
        next_value = last_value if t == steps - 1 else values[t + 1]
        not_done = 1.0 - dones[t]
        delta = rewards[t] + gamma * next_value * not_done - values[t]
        last = (delta + gamma * lam * not_done * last) * valid[t]
        adv[t] = last
    return adv, adv + values


# ----- behaviour cloning -----


BC_CHUNK = 1000
"""Games per ``trajectories`` call while cloning: only the imitated seat's rows are kept, so the
other seats' rows of a chunk are freed before the next one is played."""


def collect(c: Config, module: Any) -> dict[str, NDArray[Any]]:
    """The decisions of ``--bc-bot`` in ``--bc-games`` games against the training opponents
    (``module.trajectories``, on all cores; seats rotate, so it plays every seat), with the
    value targets: the discounted final reward of the environment (``--reward``) from that
    decision on."""
    names = c.opponents.split(",")
    bots = [c.bc_bot, *(names * (c.players - 1) if len(names) == 1 else names)]
    parts: dict[str, list[NDArray[Any]]] = {k: [] for k in ("obs", "mask", "action", "ret", "game", "won")}
    for first in range(0, c.bc_games, BC_CHUNK):
        games = min(BC_CHUNK, c.bc_games - first)
        t = module.trajectories(c.players, games, bots, seed=c.seed + first)
        # With rotate=True game i seats bot (seat + i) % len(bots): bot 0, the imitated one, sits
        # where (seat + game) % players == 0.
        keep = np.flatnonzero((t["seat"].astype(np.int64) + t["game"]) % c.players == 0)
        game = t["game"][keep].astype(np.int64) + first
        final = (
            np.where(t["result"][keep] >= 0, 1.0, -1.0) if c.reward == "win" else t["score"][keep] * 1.0
        ) * c.reward_scale
        # Decisions of the same seat after this one, in the same game (rows are in order of play).
        later = np.searchsorted(game, game, side="right") - 1 - np.arange(len(game))
        parts["obs"].append(t["observation"][keep])
        parts["mask"].append(t["mask"][keep].astype(np.int8))
        parts["action"].append(t["action"][keep].astype(np.int32))
        parts["ret"].append((final * c.gamma**later).astype(np.float32))
        parts["game"].append(game)
        parts["won"].append(t["result"][keep] >= 0)
        del t
    return {k: np.concatenate(v) for k, v in parts.items()}


def clone(c: Config, learner: Learner, module: Any) -> dict[str, Any]:
    """Behaviour cloning: fits the actor to the imitated bot's actions (cross-entropy on the
    masked logits) and the critic to the discounted final rewards, on the decisions of
    ``--bc-games`` games (the last 5% of the games held out to measure the accuracy); the
    normalizer takes its statistics from them. Returns what it measured."""
    t0 = time.perf_counter()
    data = collect(c, module)
    collect_minutes = (time.perf_counter() - t0) / 60
    rows = len(data["action"])
    games_won = data["won"][np.r_[np.flatnonzero(np.diff(data["game"])), rows - 1]] if rows else np.zeros(0, bool)
    if c.normalize:
        learner.normalizer.update(data["obs"])
        learner.norm = learner.normalizer.arrays()
    held = data["game"] >= c.bc_games - max(1, c.bc_games // 20) if c.bc_games >= 20 else np.zeros(rows, bool)
    train_rows, test_rows = np.flatnonzero(~held), np.flatnonzero(held)
    batch = max(1, min(c.bc_batch, len(train_rows)))
    steps_per_epoch = len(train_rows) // batch
    opt = optax.chain(optax.clip_by_global_norm(c.max_grad_norm), optax.adam(c.bc_lr, eps=1e-5))
    forward = learner.forward

    def loss_fn(params: Params, norm: Norm, mb: dict[str, jax.Array]) -> tuple[jax.Array, dict[str, jax.Array]]:
        logits, value = forward(params, norm, mb["obs"])
        logp = masked_log_probs(logits, mb["mask"])
        cross_entropy = -jnp.take_along_axis(logp, mb["action"][:, None], axis=1)[:, 0].mean()
        value_loss = 0.5 * ((value - mb["ret"]) ** 2).mean()
        accuracy = (jnp.argmax(logp, axis=-1) == mb["action"]).mean()
        return cross_entropy + c.vf_coef * value_loss, {
            "cross_entropy": cross_entropy,
            "value_loss": value_loss,
            "accuracy": accuracy,
        }

    @jax.jit
    def step(
        params: Params, opt_state: optax.OptState, norm: Norm, mb: dict[str, jax.Array]
    ) -> tuple[Params, optax.OptState, dict[str, jax.Array]]:
        grads, metrics = jax.grad(loss_fn, has_aux=True)(params, norm, mb)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, metrics

    measure = jax.jit(lambda params, norm, mb: loss_fn(params, norm, mb)[1])

    def held_out(params: Params) -> dict[str, float]:
        if not len(test_rows):
            return {}
        sums: dict[str, float] = {}
        for i in range(0, len(test_rows), 4096):
            idx = test_rows[i : i + 4096]
            m = measure(params, learner.norm, {k: jnp.asarray(data[k][idx]) for k in ("obs", "mask", "action", "ret")})
            for k, v in m.items():
                sums[k] = sums.get(k, 0.0) + float(v) * len(idx)
        return {k: v / len(test_rows) for k, v in sums.items()}

    params, opt_state = learner.params, opt.init(learner.params)
    rng = np.random.default_rng(c.seed)
    train_metrics: dict[str, float] = {}
    for epoch in range(1, c.bc_epochs + 1):
        order = rng.permutation(train_rows)
        sums = {"cross_entropy": 0.0, "value_loss": 0.0, "accuracy": 0.0}
        for i in range(steps_per_epoch):
            idx = order[i * batch : (i + 1) * batch]
            mb = {k: jnp.asarray(data[k][idx]) for k in ("obs", "mask", "action", "ret")}
            params, opt_state, m = step(params, opt_state, learner.norm, mb)
            for k in sums:
                sums[k] += float(m[k])
        train_metrics = {k: v / max(steps_per_epoch, 1) for k, v in sums.items()}
        if not c.quiet:
            test = held_out(params)
            print(
                f"cloning epoch {epoch:3d}  cross-entropy {train_metrics['cross_entropy']:.4f}  "
                f"accuracy {train_metrics['accuracy']:.3f}  value loss {train_metrics['value_loss']:.4f}  "
                f"held out: accuracy {test.get('accuracy', math.nan):.3f}  cross-entropy {test.get('cross_entropy', math.nan):.4f}",
                flush=True,
            )
    learner.params = params
    learner.opt_state = learner.opt.init(params)
    learner.reference = (params, learner.norm)
    test = held_out(params)
    return {
        "bot": c.bc_bot,
        "games": float(c.bc_games),
        "rows": float(rows),
        "bot_win_rate": float(games_won.mean()) if len(games_won) else math.nan,
        "train_accuracy": train_metrics.get("accuracy", math.nan),
        "train_cross_entropy": train_metrics.get("cross_entropy", math.nan),
        "held_out_rows": float(len(test_rows)),
        "held_out_accuracy": test.get("accuracy", math.nan),
        "held_out_cross_entropy": test.get("cross_entropy", math.nan),
        "collect_minutes": round(collect_minutes, 2),
        "minutes": round((time.perf_counter() - t0) / 60, 2),
    }


# ----- evaluation -----


def evaluate(c: Config, learner: Learner, opponents: str, games: int, seed: int) -> dict[str, float]:
    """Plays ``games`` games (spread evenly over the copies, each copy playing its share to the
    end, so that short games are not favoured) and returns the win rate (reward +1: among the
    winners) and the mean return."""
    num_envs = max(1, min(c.num_envs, games))
    quota = np.array([games // num_envs + (i < games % num_envs) for i in range(num_envs)])
    played = np.zeros(num_envs, dtype=np.int64)
    wins = 0
    total = 0.0
    envs = make_envs(c, opponents, num_envs)
    key = jax.random.PRNGKey(seed)
    obs, _ = envs.reset(seed=seed)
    skip = np.zeros(num_envs, dtype=bool)  # the next step only resets this copy
    next_step = next_step_autoreset(envs)
    while (played < quota).any():
        o, m = jnp.asarray(obs["observation"]), jnp.asarray(obs["action_mask"])
        if c.sample_eval:
            key, sub = jax.random.split(key)
            action = np.asarray(learner.act(learner.params, learner.norm, o, m, sub)[0])
        else:
            action = np.asarray(learner.best(learner.params, learner.norm, o, m))
        obs, reward, terminated, truncated, _ = envs.step(action)
        done = (terminated | truncated) & ~skip
        for i in np.flatnonzero(done & (played < quota)):
            played[i] += 1
            wins += int(reward[i] > 0)
            total += float(reward[i])
        skip = done if next_step else np.zeros_like(skip)
    envs.close()
    return {"win_rate": wins / games, "mean_return": total / games, "games": float(games)}


def evaluate_all(c: Config, learner: Learner, label: str = "") -> dict[str, dict[str, float]]:
    """The final evaluation: ``--eval-games`` games against each of ``--eval-opponents``
    (``--ismcts-games`` against IS-MCTS), on the same deals for every policy evaluated."""
    results = {}
    for i, name in enumerate(c.eval_opponents):
        t0 = time.perf_counter()
        games = c.ismcts_games if name.startswith("ismcts") else c.eval_games
        r = evaluate(c, learner, name, games, seed=1_000_000 + 100_000 * i)
        r["minutes"] = round((time.perf_counter() - t0) / 60, 2)
        results[name] = r
        if not c.quiet:
            half = 1.96 * math.sqrt(r["win_rate"] * (1 - r["win_rate"]) / games)
            print(
                f"{label + ' ' if label else ''}vs {c.players - 1} x {name}: win rate {r['win_rate']:.3f} ± {half:.3f} "
                f"over {games} games (mean return {r['mean_return']:+.3f}, {r['minutes']:.1f} min)",
                flush=True,
            )
    return results


# ----- the learning curve -----


# ----- training -----


def train(c: Config) -> dict[str, Any]:
    """Trains, evaluates and draws the curve; returns the final metrics."""
    start = time.perf_counter()
    envs = make_envs(c, c.opponents, c.num_envs, c.reward)
    obs_size = int(envs.single_observation_space["observation"].shape[0])  # type: ignore[index]
    num_actions = int(envs.single_action_space.n)  # type: ignore[attr-defined]
    key = jax.random.PRNGKey(c.seed)
    key, init_key = jax.random.split(key)
    learner = make_learner(c, obs_size, num_actions, init_key)
    bc: dict[str, Any] = {}
    if c.bc_games > 0:
        module = gymnasium.make(c.env_id, players=c.players).unwrapped.game_module  # type: ignore[attr-defined]
        bc = clone(c, learner, module)
        if not c.quiet:
            print(
                f"cloned {c.bc_bot} ({bc['bot_win_rate']:.3f} of its {c.bc_games} games won): {bc['rows']:,.0f} decisions, "
                f"held-out accuracy {bc['held_out_accuracy']:.3f}, {bc['minutes']:.1f} min",
                flush=True,
            )
        bc["eval"] = evaluate_all(c, learner, "the clone")
    next_step = next_step_autoreset(envs)
    T, E = c.rollout, c.num_envs
    buf_obs = np.zeros((T, E, obs_size), np.float32)
    buf_mask = np.zeros((T, E, num_actions), np.int8)
    buf_action = np.zeros((T, E), np.int32)
    buf_logp = np.zeros((T, E), np.float32)
    buf_value = np.zeros((T, E), np.float32)
    buf_reward = np.zeros((T, E), np.float32)
    buf_done = np.zeros((T, E), np.float32)
    buf_valid = np.zeros((T, E), np.float32)

    obs, _ = envs.reset(seed=c.seed)
    if c.normalize:  # the first statistics from the first observations
        learner.normalizer.update(obs["observation"])
        learner.norm = learner.normalizer.arrays()
    skip = np.zeros(E, dtype=bool)
    steps = 0
    episode_returns: list[float] = []
    curve: list[dict[str, float]] = []
    metrics: dict[str, float] = {}

    def log_point(update: int) -> None:
        recent = episode_returns[-max(c.curve_games, 1) :]
        # The same deals at every point (seed 10,000), so that the points differ by the policy only.
        point = evaluate(c, learner, "random", c.curve_games, seed=10_000) if c.curve_games > 0 else {}
        curve.append(
            {
                "steps": float(steps),
                "minutes": (time.perf_counter() - start) / 60,
                "win_rate": point.get("win_rate", math.nan),
                "mean_return": float(np.mean(recent)) if recent else math.nan,
            }
        )
        if not c.quiet:
            print(
                f"update {update:4d}  steps {steps:9,d}  {curve[-1]['minutes']:5.1f} min  "
                f"win rate vs random {curve[-1]['win_rate']:.3f} ({c.curve_games} games)  "
                f"training return {curve[-1]['mean_return']:+.3f}  loss {metrics.get('loss', math.nan):.4f}  "
                f"entropy {metrics.get('entropy', math.nan):.3f}  kl {metrics.get('approx_kl', math.nan):.4f}",
                flush=True,
            )

    if c.eval_every > 0:
        log_point(0)
    rollout_seconds = update_seconds = 0.0
    for update in range(1, c.updates + 1):
        t0 = time.perf_counter()
        for t in range(T):
            o, m = obs["observation"], obs["action_mask"]
            key, sub = jax.random.split(key)
            action, logp, value = learner.act(learner.params, learner.norm, jnp.asarray(o), jnp.asarray(m), sub)
            action_np = np.asarray(action)
            buf_obs[t], buf_mask[t], buf_action[t] = o, m, action_np
            buf_logp[t], buf_value[t] = np.asarray(logp), np.asarray(value)
            buf_valid[t] = ~skip
            obs, reward, terminated, truncated, _ = envs.step(action_np)
            done = (terminated | truncated) & ~skip
            buf_reward[t] = np.where(skip, 0.0, reward) * c.reward_scale
            # A truncated game is treated as ended (these environments only truncate with
            # max_moves, which this example does not set).
            buf_done[t] = done
            episode_returns.extend(float(r) for r in reward[done])
            steps += int((~skip).sum())
            skip = done if next_step else np.zeros_like(skip)
        _, _, last_value = learner.act(
            learner.params, learner.norm, jnp.asarray(obs["observation"]), jnp.asarray(obs["action_mask"]), key
        )
        adv, ret = gae(
            buf_reward,
            buf_value,
            buf_done,
            buf_valid,
            np.asarray(last_value, np.float32),
            c.gamma,
            c.gae_lambda,
        )
        data = {
            "obs": buf_obs.reshape(T * E, obs_size),
            "mask": buf_mask.reshape(T * E, num_actions),
            "action": buf_action.reshape(-1),
            "logp": buf_logp.reshape(-1),
            "adv": adv.reshape(-1),
            "ret": ret.reshape(-1),
            "valid": buf_valid.reshape(-1),
        }
        key, sub = jax.random.split(key)
        t1 = time.perf_counter()
        learner.params, learner.opt_state, m_jax = learner.update(
            learner.params,
            learner.opt_state,
            learner.norm,
            {k: jnp.asarray(v) for k, v in data.items()},
            sub,
            learner.reference or (learner.params, learner.norm),
        )
        metrics = {k: float(v) for k, v in m_jax.items()}
        # The statistics move after the update, so that a rollout and its update see the same
        # normalization (the probabilities of the rollout stay those the update starts from).
        if c.normalize:
            learner.normalizer.update(buf_obs.reshape(T * E, obs_size)[buf_valid.reshape(-1) > 0])
            learner.norm = learner.normalizer.arrays()
        rollout_seconds += t1 - t0
        update_seconds += time.perf_counter() - t1
        if c.eval_every > 0 and (update % c.eval_every == 0 or update == c.updates):
            log_point(update)
    envs.close()
    train_minutes = (time.perf_counter() - start) / 60

    results: dict[str, Any] = {
        "env_id": c.env_id,
        "players": c.players,
        "vectorization": c.vectorization,
        "steps": steps,
        "updates": c.updates,
        "train_minutes": round(train_minutes, 2),
        "rollout_minutes": round(rollout_seconds / 60, 2),
        "update_minutes": round(update_seconds / 60, 2),
        "loss": metrics.get("loss", math.nan),
        "entropy": metrics.get("entropy", math.nan),
        "approx_kl": metrics.get("approx_kl", math.nan),
        "eval": evaluate_all(c, learner, "the policy" if bc else ""),
    }
    if "bc_kl" in metrics:
        results["bc_kl"] = metrics["bc_kl"]
    if bc:
        results["bc"] = bc
    if curve:
        title = f"PPO (masked) on {c.env_id.split('/')[-1]}, {c.players} players vs {c.opponents}"
        results["files"] = [str(p) for p in write_curve(curve, c.plot, title, c.reward)]
    results["total_minutes"] = round((time.perf_counter() - start) / 60, 2)
    return results


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    c = parse_args(argv)
    results = train(c)
    print("final: " + json.dumps(results), flush=True)
    return results


if __name__ == "__main__":
    main()
