"""The lead's fixes of the fifth sitting of 2026-12-06 (hostile pass 86's companion work)."""

import types

import pytest


def test_an_import_of_cp_sat_cut_by_ctrl_c_is_raised_as_the_interrupt_it_was():
    """A SIGTERM as OR-Tools' compiled helpers initialised came out as "ImportError: initialization failed", past
    'generate --count N -o's own Ctrl-C words: it said only "gridsat: stopped by SIGTERM" (a flaky slow test)."""
    from gridsat.core import lean_imports

    class Cut:
        def exec_module(self, module):
            raise ImportError("initialization failed")

    loader = lean_imports._Loader(Cut())
    module = types.ModuleType("m")
    old = lean_imports._FINDER.interrupted
    try:
        lean_imports._FINDER.interrupted = lambda: True
        with pytest.raises(KeyboardInterrupt) as caught:
            loader.exec_module(module)
        assert isinstance(caught.value.__cause__, ImportError)
        lean_imports._FINDER.interrupted = lambda: False  # no interrupt: the ImportError is the error it is
        with pytest.raises(ImportError, match="initialization failed"):
            loader.exec_module(module)
    finally:
        lean_imports._FINDER.interrupted = old


def test_side_by_side_framed_cells_share_one_frame_the_shape_of_them_all():
    """A Domino Fit hint framed the domino it places as two squares, a packing hint its piece cell by cell."""
    from gridsat.render.picture import _loops, outline_segments

    def frames(cells):
        return sorted(sorted(loop) for loop in _loops(outline_segments(cells, 0.1)))

    assert frames([(0, 0), (1, 0)]) == [sorted([(0.1, 0.1), (0.1, 1.0), (0.1, 1.9), (0.9, 1.9), (0.9, 1.0),
                                                (0.9, 0.1)])]  # a vertical domino: one frame, 0.1 inside it
    # an L: the inner corner at (1, 1) is reached 0.1 past the cells' sides, at (0.9, 0.9)
    (l_frame,) = frames([(0, 0), (0, 1), (1, 0)])
    assert (0.9, 0.9) in l_frame and (1.9, 0.1) in l_frame and (0.1, 1.9) in l_frame
    ring = frames([(r, c) for r in range(3) for c in range(3) if (r, c) != (1, 1)])
    assert len(ring) == 2 and sorted(ring, key=len)[0] == sorted([(0.9, 0.9), (2.1, 0.9), (2.1, 2.1), (0.9, 2.1)])
    assert len(frames([(0, 0), (1, 1)])) == 2  # cells touching at a corner only: apart
