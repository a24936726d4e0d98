"""``split_observation`` for every game, from the game's ``observation_sections``."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from numpy.typing import ArrayLike, NDArray

Sections = Callable[[], list[tuple[str, int, int, int]]]
"""A game's ``observation_sections``: ``(name, offset, rows, cols)`` in order."""

Splitter = Callable[[ArrayLike], dict[str, NDArray[np.float32]]]
"""A game's ``split_observation``."""


def splitter(observation_sections: Sections, size: int, module: str) -> Splitter:
    """The ``split_observation`` of module ``module``, the game whose observation tensor has
    ``size`` entries in the sections ``observation_sections()`` lists."""
    sections = observation_sections()

    def split_observation(observation: ArrayLike) -> dict[str, NDArray[np.float32]]:
        """Splits an observation tensor into its named sections, each reshaped to ``(rows, cols)``.

        ``observation`` is one tensor of ``OBSERVATION_SIZE`` entries or a batch of them (any
        leading axes): a batch of shape ``(n, OBSERVATION_SIZE)`` gives sections of shape
        ``(n, rows, cols)``. The arrays are views of ``observation`` (no copy). See
        docs/observation.md for the layout. Any array-like (a list, ...) is read as a numpy
        array first (``np.asarray``: the sections are then views of that array). ``ValueError``
        for another shape, ``TypeError`` for what is no array of numbers.
        """
        try:
            array: NDArray[np.float32] = np.asarray(observation)
        except (TypeError, ValueError) as error:
            raise TypeError(f"an observation is an array of numbers, not {type(observation).__name__}") from error
        if array.dtype.kind not in "biuf":
            raise TypeError(f"an observation is an array of numbers, not dtype {array.dtype}")
        if array.ndim == 0 or array.shape[-1] != size:
            raise ValueError(f"an observation has shape ({size},), or (..., {size}) for a batch, not {array.shape}")
        batch = array.shape[:-1]
        return {
            name: array[..., offset : offset + rows * cols].reshape(*batch, rows, cols)
            for name, offset, rows, cols in sections
        }

    split_observation.__module__ = module
    return split_observation
