"""Build the homophone groups the cryptic solver ships, from the CMU Pronouncing Dictionary.

Run: python -m solvers.cryptic.build_homophones [CMUDICT_FILE]
(Debian's `pocketsphinx-en-us` installs the dictionary as
/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict).

Words sound alike when their phonemes match with stress ignored. The dictionary is
American, so a second, non-rhotic key drops an R after a vowel (British "sauce" and
"source" both become S AO S). Each output line is one group of two or more words.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

from solvers.cryptic.data_files import DATA, write_lines

VOWELS = {"AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW"}
RHOTIC_VOWELS = {"ER": "AH"}


def phonemes(spelled: str) -> tuple[str, ...]:
    """Phonemes without stress marks."""
    return tuple(re.sub(r"\d", "", p) for p in spelled.split())


def non_rhotic(sounds: tuple[str, ...]) -> tuple[str, ...]:
    """The British pronunciation: R after a vowel is silent, ER is a plain vowel."""
    kept: list[str] = []
    for sound in sounds:
        if sound == "R" and kept and kept[-1] in VOWELS:
            continue
        kept.append(RHOTIC_VOWELS.get(sound, sound))
    return tuple(kept)


def groups(path: Path) -> list[list[str]]:
    """Groups of plain words (letters only) sharing a pronunciation."""
    by_sound: dict[tuple[str, ...], set[str]] = defaultdict(set)
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split(maxsplit=1)
        if len(parts) != 2:
            continue
        word = re.sub(r"\(\d+\)$", "", parts[0]).lower()
        if not word.isalpha():
            continue
        sounds = phonemes(parts[1].split("#")[0])
        by_sound[sounds].add(word)
        by_sound[("uk",) + non_rhotic(sounds)].add(word)
    unique = {tuple(sorted(words)) for words in by_sound.values() if len(words) > 1}
    return [list(words) for words in sorted(unique)]


def main(argv: list[str]) -> None:
    """Build from the dictionary file given (default: Debian's)."""
    path = Path(argv[0] if argv else "/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict")
    found = groups(path)
    write_lines("homophones.txt.gz", [" ".join(words) for words in found])
    print(f"{len(found)} groups -> {DATA / 'homophones.txt.gz'}")


if __name__ == "__main__":
    main(sys.argv[1:])
