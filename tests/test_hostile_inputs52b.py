"""Hostile pass 52, part b: the web app and batch."""

import pytest

from gridsat.web.limits import Limits
from gridsat.web.modes import BadRequest, plan_mode


@pytest.mark.parametrize("name, said", [
    ("seed", "setting 'seed' does not apply to calendar mode 'census' (its settings: census, edition, one_sided, "
             "design, pieces, use)"),
    ("time_limit", "'time_limit' goes in 'options', not 'settings'"),
])
def test_mode_option_in_settings_sent_where_it_applies(name, said):
    # {"settings": {"seed": 1}} was told "'seed' goes in 'options', not 'settings'"; sent there it was refused:
    # "option 'seed' does not apply to calendar mode 'census'"
    with pytest.raises(BadRequest) as info:
        plan_mode({"kind": "calendar", "mode": "census", "settings": {name: 1}}, Limits())
    assert str(info.value) == said
