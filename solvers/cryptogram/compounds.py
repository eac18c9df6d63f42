"""Word pairs inside the phrases the thesauri list (BOY SCOUT, DEJA VU, X-RAY, YO-HO-HO):
collocations that the bigram counts of common pairs miss."""

from __future__ import annotations

from solvers.cryptic import moby, thesaurus
from workbench.models.cryptic import letters_of


def compound_pairs() -> frozenset[str]:
    """Every two neighbouring words of a WordNet or Moby phrase, upper case, a space between."""
    found: set[str] = set()
    for phrase in [*thesaurus.phrases(), *moby.phrases()]:
        words = [word for word in map(letters_of, phrase.replace("-", " ").split()) if word]
        found.update(f"{first} {second}" for first, second in zip(words, words[1:]))
    return frozenset(found)
