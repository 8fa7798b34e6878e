"""A contradiction said of a trial's assumption ("would be") said again of a player's position as it is
("are"): a hint's `reason` for a position whose cells already break a rule."""

from __future__ import annotations

#: A contradiction's words, said of a trial's assumption ("would be"), as said of a player's cells as they are
#: ("the unshaded cells at r3c3 is walled in" was said of a Nurikabe's unnumbered cells; Light Up's "would light").
AS_THEY_ARE = ((" would join", " join"), (" would have ", " has "), (r"(cells at r\d+c\d+) would be", r"\1 are"),
               (" would be walled in", " is walled in"), (" would be all ", " is all "),
               (" would be a checkerboard", " is a checkerboard"), (" could not ", " cannot "),
               (" would both be ", " are both "), (" would meet ", " meets "),
               (r"the loop through (.+?) would close ", r"the loop through \1 closes "), (" would close ", " close "),
               (" would branch at ", " branches at "), (r"(r\d+c\d+) would be (on|off) the loop", r"\1 is \2 the loop"),
               (" could go straight ", " can go straight "),
               (" would be shaded side by side", " are shaded side by side"), (" would be cut apart", " are cut apart"),
               (" would be cut in two", " is cut in two"), (" would cross ", " crosses "), (" would hold ", " holds "),
               (" would touch", " touch"), ("no cell would be shaded", "no cell is shaded"),
               (" could have ", " can have "), (" would light each other", " light each other"),
               (" would stay dark", " stays dark"),
               (r"(runs [\d ]+) would fit ", r"\1 fit "), (" would fit ", " fits "), (" would share ", " share "),
               (" would be cut off ", " is cut off "),
               (" would see ", " sees "), (" could see at most ", " can see at most "),
               (r"((?:numbered|clue|circled) cell r\d+c\d+) would be shaded", r"\1 is shaded"),
               (" would be a dead end ", " is a dead end "),
               (r"(r\d+c\d+ to r\d+c\d+) would be four ", r"\1 are four "),
               (" would visit ", " visits "), (" could be on the loop", " can be on the loop"),
               (" would miss ", " misses "), (" would pass through ", " passes through "),
               (" would take ", " takes "), (" could be drawn ", " can be drawn "),
               (" would pass between ", " passes between "))
# (the last seven Country Road's: "as it stands, the loop would visit 3 cells of the room at r1c1" was left in a
# trial's words, as were its rooms' "the loop would take 2 edges inside the room at r3c1";
# a Nonogram's "row 3's runs 1 2 would fit no way ..." as "... fit ...", its "run of 3" as "... fits ...";
# " would fit " to " is cut off ": LITS's; the last three Kurodoko's, the last Tapa's too; the last Aqre's:
# "as it stands, r6c1 to r6c4 would be four unshaded cells in a row" was said of a position's six in a row;
# "circled" and " would be a dead end ": Nurimisaki's; "the loop through ... closes", " branches at ", "is on/off the
# loop" and " can go straight ": Masyu's and Yajilin's: "as it stands, the loop through r5c5, ... close without r1c3")


def as_they_are(sentence: str) -> str:
    """A contradiction's ``sentence`` (the kinds' ``contradiction``, said of a trial's assumption) said of the
    cells of a player's position as they are: "r1c1 and r1c2 would be shaded side by side" as "... are ..."
    (each of :data:`AS_THEY_ARE` a regular expression and its replacement, in order)."""
    import re

    for would, are in AS_THEY_ARE:
        sentence = re.sub(would, are, sentence)
    return sentence


__all__ = ["AS_THEY_ARE", "as_they_are"]
