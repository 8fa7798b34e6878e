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
