"""Pass 83c: every format, round trip, and hostile file names."""

import os


def test_dangling_link_is_named_as_a_link(run_cli, tmp_path):
    # was "cannot read puzzle file: No such file or directory" of a file `ls` lists
    link = tmp_path / "p.txt"
    os.symlink(tmp_path / "gone.txt", link)
    for args, what in (([str(link)], "puzzle file"), (["--board", str(link)], "board file")):
        code, _, err = run_cli("solve" if what == "puzzle file" else "pack", *args)
        assert code == 2
        assert err.strip() == (f"gridsat: error: {link}: cannot read {what}: it is a link to "
                               f"{str(tmp_path / 'gone.txt')!r}, which does not exist (make the link point to a file)")
