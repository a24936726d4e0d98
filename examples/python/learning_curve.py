"""The learning curve of ``ppo_masked.py``: its rows as CSV, drawn with matplotlib when it is
installed, else as a small hand-written SVG."""

from __future__ import annotations

import csv
import math
from pathlib import Path


def write_curve(rows: list[dict[str, float]], plot: str, title: str, reward: str = "win") -> list[Path]:
    """Writes the rows as CSV beside ``plot`` and draws them: matplotlib for a .png (or any
    suffix it knows), a small hand-written SVG for .svg or when matplotlib is missing."""
    path = Path(plot)
    path.parent.mkdir(parents=True, exist_ok=True)
    written = [path.with_suffix(".csv")]
    with written[0].open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["steps", "minutes", "win_rate", "mean_return"])
        writer.writeheader()
        for row in rows:
            writer.writerow({k: row[k] for k in writer.fieldnames})
    if path.suffix != ".svg":
        try:
            import matplotlib

            matplotlib.use("Agg")
            import matplotlib.pyplot as plt
        except ImportError:
            path = path.with_suffix(".svg")
        else:
            fig, ax = plt.subplots(figsize=(6, 3.4), dpi=90)
            steps = [r["steps"] for r in rows]
            ax.plot(steps, [r["win_rate"] for r in rows], "o-", label="win rate vs random (greedy policy)")
            ax.plot(steps, [r["mean_return"] for r in rows], "s--", label="mean training return (+1 win, -1 not)" if reward == "win" else "mean training score")
            ax.axhline(1 / 3, color="gray", lw=0.8, ls=":", label="a random seat's share")
            ax.set_xlabel("learner decisions")
            ax.set_title(title, fontsize=10)
            ax.grid(alpha=0.3)
            ax.legend(fontsize=7, loc="lower right")
            fig.tight_layout()
            fig.savefig(path)
            plt.close(fig)
            return [*written, path]
    path.write_text(svg_curve(rows, title))
    return [*written, path]


def svg_curve(rows: list[dict[str, float]], title: str) -> str:
    """The learning curve as a small SVG (no plotting library): win rate and mean return, both in
    [-1, 1], over the learner's decisions."""
    w, h, pad = 480, 260, 40
    top = max([r["steps"] for r in rows] + [1.0])

    def xy(step: float, value: float) -> str:
        return f"{pad + (w - 2 * pad) * step / top:.1f},{h - pad - (h - 2 * pad) * (value + 1) / 2:.1f}"

    def line(key: str, color: str) -> str:
        points = " ".join(xy(r["steps"], r[key]) for r in rows if not math.isnan(r[key]))
        return f'<polyline fill="none" stroke="{color}" stroke-width="2" points="{points}"/>'

    axes = "".join(
        f'<line x1="{pad}" x2="{w - pad}" y1="{xy(0, v).split(",")[1]}" y2="{xy(0, v).split(",")[1]}" stroke="#ccc"/>'
        f'<text x="{pad - 4}" y="{xy(0, v).split(",")[1]}" font-size="10" text-anchor="end">{v:g}</text>'
        for v in (-1, -0.5, 0, 0.5, 1)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" font-family="sans-serif">'
        f'<rect width="{w}" height="{h}" fill="white"/>{axes}'
        f'<text x="{w / 2}" y="16" font-size="12" text-anchor="middle">{title}</text>'
        f'{line("win_rate", "#1f77b4")}{line("mean_return", "#ff7f0e")}'
        f'<text x="{pad}" y="{h - 8}" font-size="10" fill="#1f77b4">win rate vs random</text>'
        f'<text x="{pad + 130}" y="{h - 8}" font-size="10" fill="#ff7f0e">mean training return</text>'
        f'<text x="{w - pad}" y="{h - 8}" font-size="10" text-anchor="end">{int(top):,} decisions</text>'
        "</svg>\n"
    )
