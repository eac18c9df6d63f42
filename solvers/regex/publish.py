"""Turning solver domains into session actions: the difference from what the session shows.

A cell's domain is shown as the alphabet minus its struck characters; a one-character
domain is also assigned. Pinned cells are the person's and are never touched; a letter
the person typed stays while its domain still allows it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from workbench.actions import Action, Assign, Clear, Strike, Unstrike
from workbench.state import State


def struck_at(state: State) -> dict[str, set[str]]:
    """The struck characters of each cell."""
    found: dict[str, set[str]] = {}
    for symbol, letter in state.struck:
        found.setdefault(symbol, set()).add(letter)
    return found


def initial_domains(symbols: Iterable[str], alphabet: str, state: State) -> dict[str, frozenset[str]]:
    """What each cell may hold as a session stands: pinned letters, else the unstruck alphabet."""
    struck = struck_at(state)
    full = frozenset(alphabet)
    return {
        symbol: frozenset(state.letters[symbol]) if symbol in state.pins and symbol in state.letters
        else full - struck.get(symbol, set())
        for symbol in symbols
    }


class Publisher:
    """Remembers what the session shows and yields the actions that bring it to new domains."""

    def __init__(self, alphabet: str, state: State) -> None:
        self.alphabet = frozenset(alphabet)
        self.letters = dict(state.letters)
        self.struck = {symbol: frozenset(chars) for symbol, chars in struck_at(state).items()}
        self.pins = state.pins

    def actions(self, domains: Mapping[str, frozenset[str]], cells: Iterable[str]) -> list[Action]:
        """Actions for the given cells: clear, unstrike, strike, assign, in an order the session accepts."""
        found: list[Action] = []
        for cell in cells:
            if cell in self.pins:
                continue
            domain = domains[cell]
            letter = self.letters.get(cell)
            if letter is not None and letter not in domain:
                found.append(Clear(cell))
                letter = None
            had = self.struck.get(cell, frozenset())
            wanted = self.alphabet - domain
            found.extend(Unstrike(cell, c) for c in sorted(had - wanted))
            found.extend(Strike(cell, c) for c in sorted(wanted - had))
            self.struck[cell] = wanted
            if len(domain) == 1 and letter not in domain:
                letter = next(iter(domain))
                found.append(Assign(cell, letter))
            if letter is None:
                self.letters.pop(cell, None)
            else:
                self.letters[cell] = letter
        return found
