"""The Textual app: the library, the help screen, the palette, and a screen per kind."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from screens.help import HELP_TOOLTIP, QUIT_TOOLTIP, HelpScreen, key_rows
from screens.library import LibraryScreen
from screens.registry import binding_sets, screen_for
from screens.theme import DOS
from workbench import lexicon
from workbench.clipboard import copy_text
from workbench.errors import FormatError
from workbench.formats import read_entries
from workbench.journal import SUFFIX, Journal
from workbench.keymap import keymap_problems, load_keymap
from workbench.library import Shelf, bundled_dir, new_session, puzzle_on, puzzles_in, recent_sessions
from workbench.library import resume as resume_saved
from workbench.session import Session


@dataclass(frozen=True)
class Target:
    """What `workbench FILE` opens: a session, or a shelf of puzzles to choose from."""

    path: Path
    journal: Journal | None = None
    session: Session | None = None
    shelves: list[Shelf] = field(default_factory=list)
    unreadable: tuple[FormatError, ...] = ()
    """Puzzles of the file that could not be read, said in a notice when the app opens."""


def open_target(path: Path) -> Target:
    """Read a puzzle or session file for the app; FormatError when it cannot be opened."""
    if path.name.endswith(SUFFIX):
        journal, session = resume_saved(path)
        return Target(path, journal, session)
    found = list(read_entries(path))
    errors = [e for e in found if isinstance(e, FormatError)]
    good = [e for e in found if not isinstance(e, FormatError)]
    if not good:
        raise errors[0] if errors else FormatError(path, None, "the file holds no puzzle")
    if len(good) == 1:
        journal, session = new_session(good[0].puzzle)
        return Target(path, journal, session, unreadable=tuple(errors))
    shelves = [Shelf(path, e.puzzle.title, e.puzzle.kind, e.line) for e in good]
    return Target(path, shelves=shelves, unreadable=tuple(errors))


class WorkbenchApp(App):
    """Puzzle Workbench."""

    TITLE = "Puzzle Workbench"
    BINDINGS = [
        Binding("f1", "help", "Help", id="help", tooltip=HELP_TOOLTIP),
        Binding("ctrl+q", "quit", "Quit", id="quit", priority=True, tooltip=QUIT_TOOLTIP),
    ]

    def __init__(self, target: Target | None = None) -> None:
        """The app, opening on the library or on what `workbench FILE` named."""
        super().__init__()
        self.target = target
        self.remapped: dict[str, str] = {}

    def on_mount(self) -> None:
        """Theme, key map, then the first screen."""
        self.register_theme(DOS)
        self.theme = "dos"
        keymap, problem = load_keymap()
        self.remapped = keymap
        if keymap:
            self.set_keymap(keymap)
        if problem:
            self.notify(problem, title="Key map ignored", severity="warning")
        self.push_screen(self.fresh_library())
        target = self.target
        if target is not None and target.unreadable:
            more = f" (and {len(target.unreadable) - 1} more)" if len(target.unreadable) > 1 else ""
            self.notify(f"{target.unreadable[0]}{more}", title="Puzzles left out", severity="warning", timeout=15)
        if target is not None and target.session is not None:
            self.open_session(target.session, target.journal)
        elif target is not None:
            self.push_screen(LibraryScreen(target.shelves, recent_sessions(), heading=f"Puzzles in {target.path.name}"))

    def on_ready(self) -> None:
        """After the first frame: load the lexicon in the background, off the start-up path."""
        self.run_worker(lambda: lexicon.shared("en"), thread=True, name="lexicon", exit_on_error=False)
        if self.remapped:
            self.run_worker(self._check_keymap, thread=True, name="keymap", exit_on_error=False)

    def _check_keymap(self) -> None:
        """Worker body: name the ids no key has and the keys the remapping gives to two bindings."""
        problems = keymap_problems(self.remapped, binding_sets(type(self)))
        if problems:
            self.call_from_thread(self.notify, "; ".join(problems), title="Key map", severity="warning", timeout=20)

    @staticmethod
    def fresh_library() -> LibraryScreen:
        """The library as the disk has it now."""
        return LibraryScreen(puzzles_in(bundled_dir()), recent_sessions())

    def action_library(self) -> None:
        """Back to the library, read afresh (sessions save as they go)."""
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.switch_screen(self.fresh_library())

    def open_shelf(self, shelf: Shelf, resume: bool = False) -> None:
        """Open a shelf entry: a new session of a puzzle, or a saved session."""
        try:
            if resume:
                journal, session = resume_saved(shelf.path)
            else:
                journal, session = new_session(puzzle_on(shelf))
        except (FormatError, OSError) as error:
            self.notify(str(error), title="Cannot open", severity="error")
            return
        self.open_session(session, journal)

    def open_session(self, session: Session, journal: Journal | None) -> None:
        """Push the kind's screen for a session."""
        screen_class = screen_for(session.puzzle.kind)
        if screen_class is None:
            if journal is not None:
                journal.close()
            self.notify(f"no screen for {session.puzzle.kind} puzzles yet", severity="error")
            return
        self.push_screen(screen_class(session, journal))

    def action_help(self) -> None:
        """List every key of the current screen."""
        if isinstance(self.screen, HelpScreen):
            self.pop_screen()
            return
        self.push_screen(HelpScreen(key_rows(self.screen), self.screen.sub_title or self.title))

    def copy_text(self, text: str) -> None:
        """Copy to the clipboard, saying where it went."""
        if not text:
            self.notify("nothing to copy", severity="warning")
            return
        how = copy_text(text, self.copy_to_clipboard)
        self.notify(f"copied {len(text)} characters to the {how}")

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """The palette: the current screen's actions, then Textual's own."""
        for active in screen.active_bindings.values():
            binding = active.binding
            if binding.description and active.enabled and not binding.system:
                yield SystemCommand(binding.description, f"{binding.key_display or binding.key}  ({binding.id or binding.action})",
                                    lambda b=binding, n=active.node: self.call_later(self.run_action, b.action, n))
        yield from super().get_system_commands(screen)
