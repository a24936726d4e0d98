"""Raster images of the SVG pictures, for the environments' ``render_mode="rgb_array"``.

CairoSVG draws the picture into a PNG in memory (no display, window or browser needed) and Pillow,
which CairoSVG itself depends on, decodes it. Both come with the ``render`` extra
(``pip install 'herr-der-ziegen[render]'``); CairoSVG also needs the system cairo library
(``libcairo2`` on Debian and Ubuntu).
"""

from __future__ import annotations

import io
from typing import Any

import numpy as np
from numpy.typing import NDArray

_INSTALL = (
    "pip install 'herr-der-ziegen[render]' (from a checkout: pip install './py[render]'); "
    "CairoSVG also needs the cairo library (libcairo2)"
)


def _modules() -> tuple[Any, Any]:
    """CairoSVG and Pillow's ``Image``, or ``ImportError`` saying what to install."""
    try:
        import cairosvg  # type: ignore[import-untyped, import-not-found, unused-ignore]
        from PIL import Image
    except ImportError as missing:
        raise ImportError(f"render_mode='rgb_array' needs CairoSVG and Pillow: {_INSTALL}") from missing
    except OSError as missing:  # CairoSVG is installed, the cairo library it loads is not
        raise ImportError(f"render_mode='rgb_array' cannot load the cairo library ({missing}): {_INSTALL}") from missing
    return cairosvg, Image


def check_available() -> None:
    """Raises ``ImportError`` (saying what to install) unless SVG pictures can be rasterised."""
    _modules()


def svg_to_rgb(svg: str) -> NDArray[np.uint8]:
    """The SVG document ``svg`` drawn at its own size (one pixel per SVG unit) as a
    ``(height, width, 3)`` ``uint8`` RGB array; transparent parts are drawn over white."""
    cairosvg, image_module = _modules()
    png: bytes = cairosvg.svg2png(bytestring=svg.encode("utf-8"))
    with image_module.open(io.BytesIO(png)) as image:
        rgba = image.convert("RGBA")
    white = image_module.new("RGBA", rgba.size, (255, 255, 255, 255))
    rgb = image_module.alpha_composite(white, rgba).convert("RGB")
    return np.array(rgb, dtype=np.uint8)
