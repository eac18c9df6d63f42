"""A value that takes a while to compute (a lexicon, a language model), made once and shared.

The UI asks `now()` and draws a placeholder while it is None; a worker thread calls
`wait()` to compute it off the UI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Eventually(Generic[T]):
    """Computes its value once, on the first `wait()`; `now()` never blocks."""

    def __init__(self, compute: Callable[[], T]) -> None:
        self._compute = compute
        self._lock = threading.Lock()
        self._value: T | None = None

    def now(self) -> T | None:
        """The value if it is ready, else None."""
        return self._value

    def wait(self) -> T:
        """The value, computing it first if nobody has (blocks; call it off the UI thread)."""
        with self._lock:
            if self._value is None:
                self._value = self._compute()
            return self._value
