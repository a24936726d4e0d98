"""pytest configuration of the Python test suite."""

from __future__ import annotations

import sys
from pathlib import Path

# The helpers module sits beside the tests.
sys.path.insert(0, str(Path(__file__).resolve().parent))
