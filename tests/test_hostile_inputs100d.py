"""Hostile pass 100, part d: a newcomer from a fresh clone, the README and docs alone."""


def test_generate_grade_on_a_generator_without_it_names_those_with_it(run_cli):
    # `gridsat generate slitherlink --grade hard` said "Slitherlink has no hints, grades or position checks yet
    # (kinds with them: pack, calendar, dominofit, ...)": most of those have no generator taking --grade either
    assert run_cli("generate", "slitherlink", "--size", "5x5", "--grade", "hard") == (
        2, "", "gridsat: error: No such option: --grade; gridsat generate slitherlink makes no puzzle of a chosen "
               "grade (generators that take --grade: yinyang, lightup, kurodoko) (see 'gridsat generate slitherlink "
               "--help')\n")


def test_generate_grade_on_a_kind_that_grades_points_at_grade(run_cli):
    assert run_cli("generate", "dominofit", "--size", "5x5", "--grade", "hard") == (
        2, "", "gridsat: error: No such option: --grade; gridsat generate dominofit makes no puzzle of a chosen "
               "grade (generators that take --grade: yinyang, lightup, kurodoko); the grade of a puzzle it made: "
               "gridsat grade PUZZLE (see 'gridsat generate dominofit --help')\n")
