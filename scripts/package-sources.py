"""Prints the folder of every crate of this workspace that a crate is built from (the crate itself
and its path dependencies, transitively, as `cargo metadata` resolves them), one a line, relative
to the workspace's root:

    python3 scripts/package-sources.py herr-der-ziegen-wasm

scripts/serve-web.sh watches these folders to know when the npm package is stale, so a game added
to the registry is watched without a line changed."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def main() -> None:
    if len(sys.argv) != 2:
        sys.exit("usage: python3 scripts/package-sources.py CRATE")
    crate = sys.argv[1]
    metadata = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--quiet"], check=True, capture_output=True, text=True
        ).stdout
    )
    root = metadata["workspace_root"]
    packages = {package["id"]: package for package in metadata["packages"]}
    nodes = {node["id"]: node for node in metadata["resolve"]["nodes"]}
    start = next((id for id, package in packages.items() if package["name"] == crate), None)
    if start is None:
        sys.exit(f"no crate {crate} in the workspace")
    folders: set[str] = set()
    todo = [start]
    seen = {start}
    while todo:
        package = packages[todo.pop()]
        if package["source"] is not None:
            continue  # a crate of a registry: not a source of this checkout
        folders.add(os.path.relpath(os.path.dirname(package["manifest_path"]), root))
        for dependency in nodes[package["id"]]["deps"]:
            kinds = {kind["kind"] for kind in dependency["dep_kinds"]}
            # What the crate is built from: its normal and build dependencies, not its tests'.
            if kinds & {None, "build"} and dependency["pkg"] not in seen:
                seen.add(dependency["pkg"])
                todo.append(dependency["pkg"])
    print("\n".join(sorted(folders)))


if __name__ == "__main__":
    main()
