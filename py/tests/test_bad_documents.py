"""The corpus of refused documents (testdata/bad-documents/herr-der-ziegen/index.tsv): every file is refused by
``Game.from_json`` or ``PlayerView.from_json`` with the status its index line names (reason
``"json"`` for ``invalid_json``, any other reason for ``invalid_state``) and a message containing
the line's fragment, as in the Rust and C suites."""

from __future__ import annotations

from pathlib import Path

import pytest

from herr_der_ziegen import Game, PlayerView
from herr_der_ziegen.errors import InvalidStateError

from helpers import ROOT

CORPUS: Path = ROOT / "testdata" / "bad-documents/herr-der-ziegen"
DOCUMENTS: list[list[str]] = [
    line.split("\t")
    for line in (CORPUS / "index.tsv").read_text(encoding="utf-8").splitlines()
    if not line.startswith("#")
]


def test_the_index_lists_every_file_of_the_corpus_once() -> None:
    assert len(DOCUMENTS) >= 40
    assert all(len(columns) == 4 for columns in DOCUMENTS)
    listed = sorted(columns[0] for columns in DOCUMENTS)
    assert listed == sorted(p.name for p in CORPUS.iterdir() if p.name != "index.tsv")


@pytest.mark.parametrize("columns", DOCUMENTS, ids=lambda columns: columns[0])
def test_the_document_is_refused_as_listed(columns: list[str]) -> None:
    file, document, status, fragment = columns
    text = (CORPUS / file).read_text(encoding="utf-8")
    assert document in ("state", "view") and status in ("invalid_json", "invalid_state")
    with pytest.raises(InvalidStateError) as info:
        if document == "state":
            Game.from_json(text)
        else:
            PlayerView.from_json(text)
    assert (info.value.reason == "json") == (status == "invalid_json"), info.value.reason
    assert info.value.reason != ""
    assert fragment in str(info.value)
