"""Build the WordNet graph the cryptic solver ships, from WordNet's database files.

Run: python -m solvers.cryptic.build_thesaurus [WORDNET_DICT_DIR]
(the Debian package `wordnet-base` installs the files in /usr/share/wordnet).

wordnet.tsv.gz holds one synset a line, numbered by line:
`phrase|phrase<TAB>links<TAB>gloss stems`, where links are `@n` (hypernym), `~n`
(hyponym), `&n` (similar), `^n` (see also), `=n` (attribute), `$n` (verb group) and
gloss stems are the stems of the content words of the synset's gloss (examples left out).
inflections.tsv.gz keeps WordNet's irregular forms (made -> make, men -> man).
pertainyms.tsv.gz keeps each adjective's pertainyms, `adjective<TAB>noun` (irish -> ireland).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from solvers.cryptic.data_files import DATA, write_lines
from solvers.cryptic.stems import STOP_WORDS, stem

POINTERS = {"@": "@", "@i": "@", "~": "~", "~i": "~", "&": "&", "^": "^", "=": "=", "$": "$"}
LONGEST = 21
POSES = ("noun", "verb", "adj", "adv")


def phrase(lemma: str) -> str | None:
    """A WordNet lemma as a lower-case phrase, or None when it is too long or odd."""
    text = lemma.split("(")[0].replace("_", " ").lower()
    letters = sum(ch.isalpha() for ch in text)
    if not letters or letters > LONGEST or any(ch.isdigit() for ch in text):
        return None
    return text


def key_of(offset: str, pos: str) -> str:
    """A synset's key, 'pos:offset' (satellite adjectives count as adjectives)."""
    return f"{pos.replace('s', 'a')}:{offset}"


def read_synsets(folder: Path) -> list[tuple[str, list[str], list[tuple[str, str]], str]]:
    """Every synset: (key, phrases, [(link symbol, target key)], gloss)."""
    found = []
    for pos in POSES:
        for line in (folder / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            count = int(fields[3], 16)
            words = [p for p in (phrase(fields[4 + 2 * i]) for i in range(count)) if p]
            at = 4 + 2 * count
            links = [
                (POINTERS[fields[at + 1 + 4 * i]], key_of(fields[at + 2 + 4 * i], fields[at + 3 + 4 * i]))
                for i in range(int(fields[at]))
                if fields[at + 1 + 4 * i] in POINTERS
            ]
            found.append((key_of(fields[0], fields[2]), words, links, re.sub(r'"[^"]*"', " ", gloss)))
    return found


def gloss_stems(gloss: str) -> str:
    """The stems of a gloss's content words."""
    return " ".join(sorted({stem(w) for w in re.findall(r"[a-z]+", gloss.lower()) if len(w) > 2 and w not in STOP_WORDS}))


def graph_lines(synsets: list[tuple[str, list[str], list[tuple[str, str]], str]]) -> list[str]:
    """The synsets as numbered lines, links pointing at line numbers."""
    number = {key: i for i, (key, *_) in enumerate(synsets)}
    return [
        f"{'|'.join(words)}\t{' '.join(f'{symbol}{number[target]}' for symbol, target in links if target in number)}"
        f"\t{gloss_stems(gloss)}"
        for _, words, links, gloss in synsets
    ]


def pertainym_lines(folder: Path) -> list[str]:
    """Each adjective and the noun it pertains to, as 'adjective<TAB>noun' (WordNet's word-to-word
    pointer '\\': irish -> ireland, south african -> south africa)."""
    nouns: dict[str, list[str]] = {}
    for line in (folder / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith(" "):
            fields = line.split()
            nouns[fields[0]] = [fields[4 + 2 * i] for i in range(int(fields[3], 16))]
    found = set()
    for line in (folder / "data.adj").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        fields = line.partition(" | ")[0].split()
        count = int(fields[3], 16)
        words = [fields[4 + 2 * i] for i in range(count)]
        at = 4 + 2 * count
        for i in range(int(fields[at])):
            symbol, target, pos, numbers = fields[at + 1 + 4 * i: at + 5 + 4 * i]
            if symbol != "\\" or pos != "n":
                continue
            adjective, noun = phrase(words[int(numbers[:2], 16) - 1]), phrase(nouns[target][int(numbers[2:], 16) - 1])
            if adjective and noun:
                found.add(f"{adjective}\t{noun}")
    return sorted(found)


def irregular_forms(folder: Path) -> list[str]:
    """WordNet's exception lists as 'form<TAB>base<TAB>pos' lines (made -> make, men -> man)."""
    found = []
    for pos in POSES:
        for line in (folder / f"{pos}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            found += [f"{form.replace('_', ' ')}\t{base.replace('_', ' ')}\t{pos}" for base in bases if base != form]
    return found


def main(argv: list[str]) -> None:
    """Build from the WordNet folder given (default: Debian's)."""
    folder = Path(argv[0] if argv else "/usr/share/wordnet")
    synsets = read_synsets(folder)
    write_lines("wordnet.tsv.gz", graph_lines(synsets))
    write_lines("inflections.tsv.gz", irregular_forms(folder))
    write_lines("pertainyms.tsv.gz", pertainym_lines(folder))
    print(f"{len(synsets)} synsets -> {DATA / 'wordnet.tsv.gz'}, {DATA / 'inflections.tsv.gz'}, {DATA / 'pertainyms.tsv.gz'}")


if __name__ == "__main__":
    main(sys.argv[1:])
