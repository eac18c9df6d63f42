"""Build the rare words the cryptic solver admits as answers of an exact wordplay, from a SCOWL word list.

Run: python -m solvers.cryptic.build_rare_words WORD_LIST
(Kevin Atkinson's SCOWL; Debian's `wbritish-huge` installs it as /usr/share/dict/british-english-huge).

Each output line is one upper-case word of letters A-Z that the English lexicon lacks: SCOWL's
lower-case and capitalised words, not its abbreviations (all capitals), its possessives, its words
with accents, or a word never offered.
"""

from __future__ import annotations

import sys
from pathlib import Path

from solvers.cryptic.data_files import write_lines
from solvers.cryptic.rare_words import FILE
from workbench import lexicon


def rare(path: Path) -> list[str]:
    """The list's words the lexicon lacks, upper case, sorted."""
    words = lexicon.shared("en")
    never = lexicon.never_offered()
    kept = set()
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        word = line.strip()
        if word.isascii() and word.isalpha() and not (word.isupper() and len(word) > 1) and word.lower() not in never:
            kept.add(word.upper())
    return sorted(word for word in kept if not words.zipf(word))


def main(argv: list[str]) -> None:
    """Build from the word list given."""
    if len(argv) != 1:
        raise SystemExit("usage: python -m solvers.cryptic.build_rare_words WORD_LIST")
    found = rare(Path(argv[0]))
    write_lines(FILE, found)
    print(f"{len(found)} rare words -> {FILE}")


if __name__ == "__main__":
    main(sys.argv[1:])
