"""The cryptic clue screen."""

from screens.cryptic.screen import CrypticScreen

SCREEN = CrypticScreen
