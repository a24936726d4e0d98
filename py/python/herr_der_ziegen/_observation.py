"""``split_observation`` for every game, from the game's ``observation_sections``."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from numpy.typing import NDArray

Sections = Callable[[], list[tuple[str, int, int, int]]]
"""A game's ``observation_sections``: ``(name, offset, rows, cols)`` in order."""

Splitter = Callable[[NDArray[np.float32]], dict[str, NDArray[np.float32]]]
"""A game's ``split_observation``."""


def splitter(observation_sections: Sections, size: int, module: str) -> Splitter:
    """The ``split_observation`` of module ``module``, the game whose observation tensor has
    ``size`` entries in the sections ``observation_sections()`` lists."""
    sections = observation_sections()

    def split_observation(observation: NDArray[np.float32]) -> dict[str, NDArray[np.float32]]:
        """Splits an observation tensor into its named sections, each reshaped to ``(rows, cols)``.

        ``observation`` is one tensor of ``OBSERVATION_SIZE`` entries or a batch of them (any
        leading axes): a batch of shape ``(n, OBSERVATION_SIZE)`` gives sections of shape
        ``(n, rows, cols)``. The arrays are views of ``observation`` (no copy). See
        docs/observation.md for the layout. ``ValueError`` for another shape.
        """
        if observation.ndim == 0 or observation.shape[-1] != size:
            raise ValueError(
                f"an observation has shape ({size},), or (..., {size}) for a batch, not {observation.shape}"
            )
        batch = observation.shape[:-1]
        return {
            name: observation[..., offset : offset + rows * cols].reshape(*batch, rows, cols)
            for name, offset, rows, cols in sections
        }

    split_observation.__module__ = module
    return split_observation
