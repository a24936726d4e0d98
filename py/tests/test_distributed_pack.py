"""The lossless packing of a chunk's arrays that herr_der_ziegen.distributed returns from its
actors (herr_der_ziegen._pack): every dtype and value comes back exactly, and the arrays of a
chunk of 10,000 games of simulate stay under Ray's 100 kB inline limit. No Ray needed."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from herr_der_ziegen import _pack

INTEGERS = ["int8", "uint8", "int16", "uint16", "int32", "uint32", "int64", "uint64"]


def round_trip(arrays: dict[str, Any]) -> None:
    """Packs and unpacks ``arrays``, alone and into a larger array at an offset: the same."""
    packed = _pack.pack(arrays)
    back = _pack.unpack(packed)
    assert back.keys() == arrays.keys()
    for key, value in arrays.items():
        assert back[key].dtype == value.dtype and back[key].shape == value.shape, key
        assert np.array_equal(back[key], value, equal_nan=value.dtype.kind == "f"), key
    larger = {key: np.zeros((value.shape[0] + 5, *value.shape[1:]), value.dtype) for key, value in arrays.items()}
    _pack.unpack_into(larger, 3, packed)
    for key, value in arrays.items():
        assert np.array_equal(larger[key][3 : 3 + len(value)], value, equal_nan=value.dtype.kind == "f"), key
        assert not larger[key][:3].any() and not larger[key][3 + len(value) :].any(), key


@settings(max_examples=300, deadline=None)
@given(
    hnp.arrays(
        st.sampled_from([*INTEGERS, "bool", "float32", "float64"]).map(np.dtype),
        hnp.array_shapes(min_dims=1, max_dims=2, min_side=0, max_side=9),
    )
)
def test_any_array_comes_back_exactly(array: Any) -> None:
    round_trip({"a": array})


@pytest.mark.parametrize("dtype", INTEGERS)
def test_integers_at_the_limits_of_their_type(dtype: str) -> None:
    info = np.iinfo(dtype)
    round_trip(
        {
            "extremes": np.array([info.min, info.max, info.min, 0], dtype),
            "near_top": np.array([info.max - 3, info.max, info.max - 15], dtype),  # nibbles
            "near_bottom": np.array([info.min, info.min + 200, info.min + 1], dtype),  # offset
            "odd": np.arange(7, dtype=dtype),
        }
    )


def test_ranges_wrap_as_seeds_do() -> None:
    # Seeds count up by one and wrap around after 2**64 - 1: stored as their first value.
    seeds = np.uint64(2**64 - 3) + np.arange(6, dtype=np.uint64)
    packed = _pack.pack({"seeds": seeds})
    assert packed[0][3] == "range"
    round_trip({"seeds": seeds})
    # A signed vector that wraps at the top of its own type is not a range of uint64.
    round_trip({"wrapped": np.array([126, 127, -128, -127], np.int8)})
    round_trip({"down": np.array([3, 2, 1], np.int64), "one": np.array([5], np.uint64)})


def test_a_simulate_chunk_fits_in_a_ray_reply(g: ModuleType) -> None:
    # Ray returns results up to 100 kB in its reply (max_direct_call_object_size).
    import pickle

    players = min(4, g.MAX_PLAYERS)
    arrays = g.simulate(players, 10_000, ["random", "greedy"], 7)
    raw = len(pickle.dumps(arrays, protocol=5))
    packed = _pack.pack(arrays)
    assert len(pickle.dumps(packed, protocol=5)) < 100 * 1024 < raw
    round_trip(arrays)
    assert {key: form for key, _, _, form, _, _ in packed}["seeds"] == "range"


def test_a_packed_array_must_fit_its_target() -> None:
    packed = _pack.pack({"a": np.arange(4, dtype=np.int32)})
    with pytest.raises(ValueError, match="does not fit"):
        _pack.unpack_into({"a": np.zeros(4, np.int64)}, 0, packed)
    with pytest.raises(ValueError, match="does not fit"):
        _pack.unpack_into({"a": np.zeros(5, np.int32)}, 2, packed)
