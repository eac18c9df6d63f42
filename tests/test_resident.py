"""Loaded data set aside from the garbage collector."""

import gc

from workbench import resident


def test_settling_sets_what_lives_aside_and_collects_the_young_less_often():
    kept = [[n] for n in range(100)]
    resident.settle()
    assert gc.get_freeze_count() >= len(kept)
    assert gc.get_threshold()[0] == resident.YOUNG_OBJECTS
