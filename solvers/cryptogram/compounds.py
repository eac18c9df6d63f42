"""Word pairs inside the phrases the thesauri list (BOY SCOUT, DEJA VU, X-RAY, YO-HO-HO):
collocations that the bigram counts of common pairs miss."""

from __future__ import annotations

from workbench.models.cryptic import letters_of


def compound_pairs() -> frozenset[str]:
    """Every two neighbouring words of a WordNet or Moby phrase, upper case, a space between
    (an initial such as the A. of "chester a. arthur" pairs with neither neighbour)."""
    from solvers.cryptic import moby, thesaurus  # the thesauri load only when the model is built

    found: set[str] = set()
    for phrase in [*thesaurus.phrases(), *moby.phrases()]:
        tokens = phrase.replace("-", " ").split()
        words = [letters_of(token) if not token.endswith(".") else "" for token in tokens]
        found.update(f"{first} {second}" for first, second in zip(words, words[1:]) if first and second)
    return frozenset(found)
