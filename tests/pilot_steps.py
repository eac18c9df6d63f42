"""Pilot steps shared by the screen tests: wait for the work a key starts to land."""

from __future__ import annotations


async def settle(pilot) -> None:
    """Wait for workers (a solver step, a generator) and the screen to catch up."""
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def press_and_wait(pilot, *keys: str) -> None:
    """Press keys one at a time, letting the work each starts finish and apply."""
    for key in keys:
        await pilot.press(key)
        await settle(pilot)
