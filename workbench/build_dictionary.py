"""Build the dictionary word list (riddles, generated codewords) from WordNet's database files.

Run: python -m workbench.build_dictionary WORDNET_DICT_DIR
(Debian's `wordnet-base` installs them in /usr/share/wordnet). Writes dictionary.txt.gz
beside this file: one upper-case word a line, WordNet's one-word lemmas spelled with A-Z
only, and the irregular forms its exception lists give (MEN, WENT). WordNet's licence
is in LICENSE-WordNet.txt beside it.
"""

from __future__ import annotations

import gzip
import sys
from collections.abc import Iterator
from pathlib import Path

POSES = ("noun", "verb", "adj", "adv")
OUT = Path(__file__).parent / "dictionary.txt.gz"


def lemmas(folder: Path) -> Iterator[str]:
    """The first word of every index line and of every exception line."""
    for pos in POSES:
        for name in (f"index.{pos}", f"{pos}.exc"):
            for line in (folder / name).read_text(encoding="utf-8").splitlines():
                if line and not line.startswith(" "):
                    yield line.split(" ", 1)[0]


def words(folder: Path) -> list[str]:
    """The one-word lemmas of letters A-Z, upper case, sorted."""
    return sorted({w.upper() for w in lemmas(folder) if w.isascii() and w.isalpha()})


def main(argv: list[str]) -> int:
    """Write the word list; 2 with a one-line reason when the folder is wrong."""
    if len(argv) != 1:
        print("usage: python -m workbench.build_dictionary WORDNET_DICT_DIR", file=sys.stderr)
        return 2
    try:
        found = words(Path(argv[0]))
    except (OSError, UnicodeDecodeError) as error:
        print(f"build_dictionary: {error}", file=sys.stderr)
        return 2
    OUT.write_bytes(gzip.compress(("\n".join(found) + "\n").encode("ascii"), mtime=0))
    print(f"wrote {len(found)} words to {OUT.name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
