"""Lossless packing of a chunk's result arrays (``herr_der_ziegen.distributed``), so that a chunk
of ``simulate`` comes back in Ray's reply rather than through its object store: Ray returns a
result of up to 100 kB inline (``max_direct_call_object_size``), and the arrays of 10,000 games
of four players are some 360 kB as they are, some 80 kB packed.

Each array is stored in the smallest of these forms that holds it exactly:

* ``range``: an integer vector that counts up by one from its first value, wrapping around
  after the top of its type (the seeds of consecutive games): the first value only;
* ``bits``: booleans, eight to a byte (``numpy.packbits``);
* ``nibbles``: integers whose largest and smallest differ by at most 15: the difference from
  the smallest, two to a byte;
* ``offset``: other integers: the difference from the smallest, in the smallest unsigned type
  that holds the largest difference;
* ``raw``: anything else (floats), as it is.

:func:`unpack_into` writes the arrays back into slices of larger arrays (the whole batch's), so
that the caller needs no copy of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

import numpy as np
from numpy.typing import NDArray

Packed = list[tuple[str, str, tuple[int, ...], str, int, Any]]
"""Per array: its key, dtype, shape, form, an integer (the first value of a ``range``, the
smallest value of ``nibbles`` and ``offset``, else 0) and the payload (bytes or an array)."""

_WRAP: Final[int] = 1 << 64
_UNSIGNED: Final[tuple[type[np.unsignedinteger[Any]], ...]] = (np.uint8, np.uint16, np.uint32, np.uint64)


def pack(arrays: Mapping[str, NDArray[Any]]) -> Packed:
    """The arrays of ``arrays``, packed losslessly (see the module's description)."""
    return [_pack_one(key, np.ascontiguousarray(value)) for key, value in arrays.items()]


def raw(arrays: Mapping[str, NDArray[Any]]) -> Packed:
    """The arrays of ``arrays`` as they are (every one in the ``raw`` form): for results large
    enough to go through Ray's object store anyway, where packing costs more than it saves."""
    return [(key, value.dtype.str, tuple(value.shape), "raw", 0, value) for key, value in arrays.items()]


def _pack_one(key: str, array: NDArray[Any]) -> tuple[str, str, tuple[int, ...], str, int, Any]:
    dtype, shape = array.dtype.str, tuple(array.shape)
    flat = array.reshape(-1)
    if array.dtype == np.bool_:
        return key, dtype, shape, "bits", 0, np.packbits(flat).tobytes()
    if not np.issubdtype(array.dtype, np.integer) or flat.size == 0:
        return key, dtype, shape, "raw", 0, array
    # Differences are taken modulo 2**64 (as uint64), which is exact for every integer type.
    wrapped = flat.astype(np.uint64)
    first = int(wrapped[0])
    if array.ndim == 1 and np.array_equal(
        wrapped - np.arange(flat.size, dtype=np.uint64), np.full(flat.size, first, np.uint64)
    ):
        # The wrapped count from ``first``: a range, if the dtype wraps where uint64 does or
        # the values stay within the dtype (checked by converting back).
        if np.array_equal(_range(first, flat.size, array.dtype), flat):
            return key, dtype, shape, "range", first, b""
    low, high = int(flat.min()), int(flat.max())
    difference = (wrapped - np.uint64(low % _WRAP)).astype(np.uint64)
    if high - low <= 15:
        small = difference.astype(np.uint8)
        if small.size % 2:
            small = np.append(small, np.uint8(0))
        return key, dtype, shape, "nibbles", low, ((small[0::2] << 4) | small[1::2]).tobytes()
    for unsigned in _UNSIGNED:
        if high - low <= int(np.iinfo(unsigned).max):
            return key, dtype, shape, "offset", low, difference.astype(unsigned)
    raise AssertionError("unreachable: a difference of integers fits in uint64")


def _range(first: int, count: int, dtype: np.dtype[Any]) -> NDArray[Any]:
    return (np.uint64(first) + np.arange(count, dtype=np.uint64)).astype(dtype)


def unpack(packed: Packed) -> dict[str, NDArray[Any]]:
    """The arrays that :func:`pack` packed, as new arrays."""
    arrays = {key: np.empty(shape, np.dtype(dtype)) for key, dtype, shape, *_ in packed}
    unpack_into(arrays, 0, packed)
    return arrays


def unpack_into(arrays: Mapping[str, NDArray[Any]], start: int, packed: Packed) -> None:
    """Writes the arrays of ``packed`` into ``arrays[key][start : start + len]`` (same dtypes;
    ``ValueError`` from numpy when a shape does not fit)."""
    for key, dtype, shape, form, number, payload in packed:
        target = arrays[key][start : start + (shape[0] if shape else 1)]
        if target.dtype != np.dtype(dtype) or target.shape != shape:
            raise ValueError(f"{key}: a packed {dtype} array of shape {shape} does not fit {target.dtype} {target.shape}")
        size = int(np.prod(shape))
        if form == "raw":
            np.copyto(target, payload)
        elif form == "bits":
            # unpackbits gives 0 and 1, which are the bytes of False and True.
            bits = np.unpackbits(np.frombuffer(payload, np.uint8), count=size)
            np.copyto(target, bits.view(np.bool_).reshape(shape))
        elif form == "range":
            _add(np.arange(size, dtype=_unsigned(target.dtype)).reshape(shape), number, target)
        elif form == "nibbles":
            pairs = np.frombuffer(payload, np.uint8)
            small = np.empty(2 * pairs.size, np.uint8)
            np.right_shift(pairs, 4, out=small[0::2])
            np.bitwise_and(pairs, 15, out=small[1::2])
            _add(small[:size].reshape(shape), number, target)
        elif form == "offset":
            _add(np.asarray(payload).reshape(shape), number, target)
        else:
            raise ValueError(f"{key}: unknown packed form {form!r}")


def _unsigned(dtype: np.dtype[Any]) -> np.dtype[Any]:
    """The unsigned integer type as wide as the integer type ``dtype``."""
    return np.dtype(f"u{dtype.itemsize}")


def _add(difference: NDArray[Any], low: int, target: NDArray[Any]) -> None:
    """Writes ``low + difference`` into the integer array ``target``, exactly: the sum is taken
    in the unsigned type as wide as ``target``'s (``difference`` is unsigned and no wider),
    modulo 2**bits, which gives the bits of every value in range of ``target``'s type."""
    unsigned = _unsigned(target.dtype)
    np.add(difference, unsigned.type(low % (1 << (8 * unsigned.itemsize))), out=target.view(unsigned), casting="unsafe")
