"""Build the compact thesaurus the cryptic solver ships, from WordNet's database files.

Run: python -m solvers.cryptic.build_thesaurus [WORDNET_DICT_DIR]
(the Debian package `wordnet-base` installs the files in /usr/share/wordnet).

Each line of the output is `phrase<TAB>related|related|...`: the phrase's synonyms
(same synset) and the words of synsets one link away (hypernyms, hyponyms, similar,
see-also, attribute, verb group), plus hypernyms two links up. Relations are made
symmetric, so a definition reaches its answer whichever side WordNet listed it on.
inflections.tsv.gz keeps WordNet's irregular forms (made -> make). A second file, glosses.tsv.gz, gives each phrase the stems of the content words of
its glosses ("afro" -> round thick mass frizzi hair), for looser definition matches.
"""

from __future__ import annotations

import gzip
import re
import sys
from collections import defaultdict
from pathlib import Path

from solvers.cryptic.data_files import DATA
from solvers.cryptic.stems import STOP_WORDS, stem

POINTERS = {"@", "@i", "~", "~i", "&", "^", "=", "$"}
HYPERNYMS = {"@", "@i"}
LONGEST = 21


def phrase(lemma: str) -> str | None:
    """A WordNet lemma as a lower-case phrase, or None when it is too long or odd."""
    text = lemma.split("(")[0].replace("_", " ").lower()
    letters = sum(ch.isalpha() for ch in text)
    if not letters or letters > LONGEST or any(ch.isdigit() for ch in text):
        return None
    return text


def read_synsets(folder: Path) -> tuple[dict[str, list[str]], dict[str, list[tuple[str, str]]], dict[str, str]]:
    """Words of each synset, its pointers and its gloss, keyed by 'pos:offset'."""
    words: dict[str, list[str]] = {}
    links: dict[str, list[tuple[str, str]]] = {}
    glosses: dict[str, str] = {}
    for pos in ("noun", "verb", "adj", "adv"):
        for line in (folder / f"data.{pos}").read_text(encoding="latin-1").splitlines():
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            key = f"{fields[2].replace('s', 'a')}:{fields[0]}"
            glosses[key] = gloss.split(";")[0]
            count = int(fields[3], 16)
            lemmas = [phrase(fields[4 + 2 * i]) for i in range(count)]
            words[key] = [w for w in lemmas if w]
            at = 4 + 2 * count
            pointers = int(fields[at])
            links[key] = [
                (fields[at + 1 + 4 * i], f"{fields[at + 3 + 4 * i].replace('s', 'a')}:{fields[at + 2 + 4 * i]}")
                for i in range(pointers)
                if fields[at + 1 + 4 * i] in POINTERS
            ]
    return words, links, glosses


def gloss_stems(words: dict[str, list[str]], glosses: dict[str, str]) -> dict[str, set[str]]:
    """Every phrase with the stems of the content words of its glosses."""
    table: dict[str, set[str]] = defaultdict(set)
    for key, members in words.items():
        found = {stem(w) for w in re.findall(r"[a-z]+", glosses[key].lower()) if len(w) > 2 and w not in STOP_WORDS}
        for word in members:
            table[word] |= found - {stem(part) for part in word.split()}
    return table


def related(words: dict[str, list[str]], links: dict[str, list[tuple[str, str]]]) -> dict[str, set[str]]:
    """Every phrase with the phrases one link away (two for hypernyms), both ways."""
    table: dict[str, set[str]] = defaultdict(set)
    for key, members in words.items():
        near = set(members)
        for symbol, target in links[key]:
            near.update(words.get(target, ()))
            if symbol in HYPERNYMS:
                for second, above in links.get(target, ()):
                    if second in HYPERNYMS:
                        near.update(words.get(above, ()))
        for word in members:
            for other in near:
                if other != word:
                    table[word].add(other)
                    table[other].add(word)
    return table


def write(table: dict[str, set[str]], path: Path, joiner: str = "|") -> None:
    """Write phrase -> words as sorted gzip'd TSV."""
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as out:
        for word in sorted(table):
            if table[word]:
                out.write(f"{word}\t{joiner.join(sorted(table[word]))}\n")


def irregular_forms(folder: Path) -> list[str]:
    """WordNet's exception lists as 'form<TAB>base<TAB>pos' lines (made -> make, men -> man)."""
    found = []
    for pos in ("noun", "verb", "adj", "adv"):
        for line in (folder / f"{pos}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            found += [f"{form.replace('_', ' ')}\t{base.replace('_', ' ')}\t{pos}" for base in bases if base != form]
    return found


def main(argv: list[str]) -> None:
    """Build from the WordNet folder given (default: Debian's)."""
    folder = Path(argv[0] if argv else "/usr/share/wordnet")
    words, links, glosses = read_synsets(folder)
    table = related(words, links)
    write(table, DATA / "thesaurus.tsv.gz")
    write(gloss_stems(words, glosses), DATA / "glosses.tsv.gz", " ")
    with gzip.open(DATA / "inflections.tsv.gz", "wt", encoding="utf-8", compresslevel=9) as out:
        out.writelines(line + "\n" for line in irregular_forms(folder))
    print(f"{len(table)} phrases -> {DATA / 'thesaurus.tsv.gz'}, {DATA / 'glosses.tsv.gz'}")


if __name__ == "__main__":
    main(sys.argv[1:])
