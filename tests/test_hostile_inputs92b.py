"""Pass 92, part b: generators and grades of every kind."""
import json

import gridsat
from records import assert_reads_back


def test_a_generated_domino_fit_boards_json_is_the_command_lines_record(run_cli, tmp_path):
    # was: gridsat.puzzles.dominofit.generate(6, 7, seed=4).to_json() raised AttributeError ('GeneratedBoard' object
    # has no attribute 'to_json'), where a generated Yin-Yang's to_json() gives the command line's record; and the
    # registry's Generated had only record()
    from gridsat.puzzles.dominofit import generate
    from gridsat.puzzles.dominofit.generator import generate_unique

    for make, flags in ((generate, []), (generate_unique, ["-u"])):
        made = make(6, 7, seed=4, rule="dot").to_json()
        code, out, err = run_cli("generate", "dominofit", "--size", "6x7", "--seed", "4", "--rule", "dot", "--json",
                                 *flags)
        printed = json.loads(out)
        made.pop("seconds"), printed.pop("seconds")
        assert code == 0 and made == printed
    assert made["unique"] is True and made["givens"] == len(made["puzzle"].get("givens", []))
    puzzle = gridsat.kinds.get("dominofit").parse_json(made)
    assert sorted(map(list, puzzle.solve().dominoes)) == sorted(made["solution"])
    assert_reads_back(run_cli, tmp_path, made)
    generated = gridsat.kinds.get("yinyang").generator().generate(5, 5, 1, None)
    assert generated.to_json() == generated.record()


def test_a_generated_yin_yangs_json_has_every_field_of_the_command_lines_record(run_cli):
    # was: generate(6, 6, seed=3).to_json() left out "unique" and "checks", which 'generate yinyang --json' prints
    from gridsat.puzzles.yinyang import generate

    made = generate(6, 6, seed=3).to_json()
    code, out, err = run_cli("generate", "yinyang", "--size", "6x6", "--seed", "3", "--json")
    printed = json.loads(out)
    made.pop("seconds"), printed.pop("seconds")
    assert code == 0 and made == printed and (made["unique"], made["checks"]) == (True, 21)


def test_a_generator_page_offers_a_seed_its_field_takes_after_the_largest():
    # was: a puzzle made from seed 2147483647 left 2147483648 in the Seed field (seed + 1), and the next Generate was
    # refused 'Seed must be a whole number from 0 to 2147483647, got 2147483648': the page now goes back to 0
    import re
    import shutil
    import subprocess
    from pathlib import Path

    src = Path(gridsat.__file__).parent
    for page in ("yinyang/page/yinyang.js", "dominofit/page/dominofit.js"):
        assert 'GS.$("seed").value = GS.nextSeed(GS.$("seed"), seed);' in (src / "puzzles" / page).read_text()
    helper = re.search(r"function nextSeed[\s\S]*?\n  }\n", (src / "web/static/common.js").read_text()).group(0)
    node = shutil.which("node")
    if node:
        script = helper + 'const f = {min: "0", max: "2147483647"};\n' \
            "console.log([1, 2147483646, 2147483647].map((s) => nextSeed(f, s)).join(' '));"
        out = subprocess.run([node, "-e", script], capture_output=True, text=True, check=True).stdout
        assert out.split() == ["2", "2147483647", "0"]
