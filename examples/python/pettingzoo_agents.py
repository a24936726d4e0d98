"""Random agents in the PettingZoo environment (needs `pip install ./py[pettingzoo]`).

Run: python examples/python/pettingzoo_agents.py
"""

from __future__ import annotations

import numpy as np

from herr_der_ziegen.env import HerrDerZiegenEnv


def main(seed: int = 42) -> dict[str, float]:
    env = HerrDerZiegenEnv(players=3)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    returns = {agent: 0.0 for agent in env.possible_agents}
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _info = env.last()
        returns[agent] += float(reward)
        if termination or truncation:
            env.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        env.step(int(rng.choice(legal)))
    env.close()
    return returns


if __name__ == "__main__":
    print(main())
