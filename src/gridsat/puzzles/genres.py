"""The genres gridsat knows by name (every kind and every puzz.link name a kind reads) and what a puzzle of a
genre it does not solve is told: a puzz.link URL or a pzprv3 file of another genre."""

from __future__ import annotations

from ..core.errors import PuzzleInputError, shown
from .kinds import REGISTRY, get


def genre_names() -> dict:
    """``{name: kind's name}`` of every kind and every puzz.link genre name a kind reads (``mashu``, ``masyu``)."""
    return {n: n for n in REGISTRY} | {alias: n for n in REGISTRY for alias in getattr(get(n), "url_names", ())}


def near_other_name(name) -> str:
    """``" (did you mean 'lightup'? 'akari' is its other name)"``: what an unknown kind ``name`` close to no kind's
    name but to a genre's other name (puzz.link's 'akari', janko.at's 'corral') is told, else an empty string
    (``--kind akar`` was given the list of kinds alone, where a text grid's first line 'akar' was told "did you mean
    'akari'?")."""
    from ..core.errors import closest

    others = {n: k for n, k in genre_names().items() if n != k} | {
        o: k for k in REGISTRY for o in getattr(get(k), "other_names", ())}
    close = closest(name, others) if isinstance(name, str) else None
    return f" (did you mean {others[close]!r}? {close!r} is its other name)" if close is not None else ""


def kind_spelt(name):
    """The kind's name a common spelling of it stands for -- capitals, hyphens, underscores or spaces between its
    words: 'Kurodoko', 'Yin-Yang', 'LightUp', 'star battle', 'Statue_Park' -- else ``name`` unchanged (a name of no
    kind, or not a string, is left to whoever refuses it).  Every kind's name is letters alone, so each spelling
    stands for one kind at most ('-k Kurodoko' and 'generate Yin-Yang' were refused, naming the kind meant).
    A kind's title spelt so stands for it too: 'Exact cover' and 'Polyomino packing', the titles ``/api/kinds``
    and the pages give ``cover`` and ``pack``, were refused where every other kind's title was read."""
    if not isinstance(name, str) or name in REGISTRY:
        return name
    from ..formats.json import kind_letters

    letters = kind_letters(name)
    if letters in REGISTRY:
        return letters
    if not name.replace(" ", "").replace("-", "").replace("_", "").isalpha():  # no title: a URL, a grid's first
        return name  # word (every kind's title was imported for those, 14 ms on each `gridsat solve URL`)
    titled = {kind_letters(get(n).title): n for n in REGISTRY}  # (only on a miss: a title's kind is imported)
    return titled.get(letters, name)


def record_kind(value) -> tuple:
    """``(kind, words)``: the kind's name a record's ``"kind"`` stands for -- its name or title spelt any way
    (:func:`kind_spelt`), a puzz.link name or another name ('akari', 'corral': a result written elsewhere), else
    ``value`` unchanged -- and how a message names it (the kind's title, else the value, cut to 40 characters)."""
    from ..core.errors import shown
    from .kinds import kind_alias

    spelt = kind_spelt(value)
    if isinstance(spelt, str) and spelt not in REGISTRY:
        spelt = kind_alias(spelt)[0] or spelt
    if isinstance(spelt, str) and spelt in REGISTRY:
        return spelt, get(spelt).title
    plain = isinstance(value, str) and value.isidentifier() and len(value) <= 20
    return spelt, value if plain else shown(value, 40)


def genre_kind(name: str) -> str | None:
    """The kind puzz.link's name ``name`` (a string) stands for when it is not the kind's own name ('akari':
    'lightup'), or None (for a file's ``"kind"``)."""
    alias = genre_names().get(name.strip().lower())
    return None if alias == name.strip().lower() else alias


def _a(genre: str) -> str:
    """The article before a genre's quoted name ("a 'ayeheya' puzzle" was told)."""
    return "an" if genre[:1].lower() in "aeiou" else "a"


def only_yinyang(text: str) -> str:
    """What a pzprv3 file of a genre other than Yin-Yang is told (the one genre whose pzprv3 files gridsat
    reads; the others' answers and settings in a file are not read): ``"a 'nurikabe' pzprv3 file: ..."``, and a
    genre gridsat does not solve is named so (it was told to give its URL, which is refused in turn)."""
    from ..formats.pzprv3 import genre_of

    genre = genre_of(text)
    said = shown(genre, 30)  # (cut to 20 letters unsaid, it was quoted as if that were all)
    if not genre or genre.isdigit():  # a genre line left out or blank: "a '5' pzprv3 file: a genre gridsat does
        # not solve", and a blank one was read as a Yin-Yang's
        body = text.strip()
        if "\n" not in body and "/" not in body:  # 'pzprv3' alone
            return "pzprv3 file needs the lines 'pzprv3', kind, rows, cols"
        at = "item 2" if "\n" not in body else f"line {2 + text[:len(text) - len(text.lstrip())].count(chr(10))}"
        return (f"{at} is {said if genre else 'empty'}, not a genre: a pzprv3 file's lines are 'pzprv3', "
                "its genre (yinyang), rows, cols")
    if genre.lower() not in genre_names() and (named := _kind_named(genre)) is not None:  # 'corral': "a genre
        kind, called = named  # gridsat does not solve"
        if any("pzprv3" in read for read in get(kind).reads):
            return f"{_a(genre)} {said} pzprv3 file: the kind is {kind!r}{called}: its genre line is {kind!r}"
        return (f"{_a(genre)} {said} pzprv3 file: the kind is {kind!r}{called}, but gridsat reads pzprv3 files "
                "of Yin-Yang only; give this puzzle as its puzz.link URL, a text grid or JSON")
    if genre.lower() not in genre_names():
        return f"{_a(genre)} {said} pzprv3 file: a genre gridsat does not solve (kinds: {', '.join(REGISTRY)})"
    return (f"{_a(genre)} {said} pzprv3 file: gridsat reads pzprv3 files of Yin-Yang only; give this puzzle as its "
            "puzz.link URL, a text grid or JSON")


def unsolved_genre(text: str, source: str | None) -> PuzzleInputError | None:
    """The error for ``text`` when it is a puzz.link URL of a genre no kind solves (naming the genre, and the
    kind of a close name), else None."""
    from ..formats.puzzlink import looks_like_url, url_genre

    stripped = text.strip()
    if "\n" in stripped or not looks_like_url(stripped):
        return None
    from ..formats.puzzlink import saved_board, url_fields  # (puzzlink_names holds saved_board)

    if saved_board(fields := url_fields(stripped)) is not None:  # not a genre 'pzprv3'
        genre = next((f.strip().lower() for f in fields[1:] if not f.startswith("v:")), "")
        return PuzzleInputError(saved_board(fields, not genre or genre in genre_names()), source)
    genre = url_genre(stripped)  # read alone: a 'v:' field or a bad size hid the genre ('not a puzzle')
    if not (genre and genre.isascii() and genre.replace("-", "_").isidentifier()):  # 'yin-yang' was "holds no
        return None  # puzzle (a list or start page)"
    from ..core.errors import did_you_mean

    names = genre_names()  # mashuu: close to mashu
    if genre in names:
        return None
    if said := _named_otherwise(genre):  # 'corral', 'kuromasu', 'hashiwokakero': "a genre gridsat does not solve"
        return PuzzleInputError(said, source)
    from ..formats.puzzlink_names import PUZZLINK_GENRES

    close = "" if genre.lower() in PUZZLINK_GENRES else did_you_mean(genre, names)  # a genre of its own, no typo
    if close and names[close.split("'")[1]] != close.split("'")[1]:  # a URL's name: say its kind's too
        close = f"{close[:-2]}, gridsat's {names[close.split(chr(39))[1]]}?)"
    # (quoted short: a genre of 100,000 letters was quoted whole)
    return PuzzleInputError(f"{_a(genre)} {shown(genre)} puzzle: a genre gridsat does not solve{close} (kinds: "
                            f"{', '.join(REGISTRY)})", source)


def _kind_named(genre: str) -> tuple | None:
    """``(kind, words)`` of a genre named by a kind's other name ('corral': ``("cave", " (also called 'corral')")``)
    or its title spelt any way ('hashiwokakero', 'yin-yang', 'light-up'); None for any other genre."""
    from .kinds import kind_alias

    kind, called = kind_alias(genre)
    if kind is None and (spelt := kind_spelt(genre)) in REGISTRY:
        kind, called = spelt, f" (its title is {get(spelt).title!r})"
    return None if kind is None else (kind, called)


def named_kind(word: str) -> str | None:
    """The kind ``word`` names by its other name ('corral') or its title spelt any way ('light up', 'Yin-Yang',
    'hashiwokakero'); None for any other word (a kind's own name too: :func:`genre_names` holds those)."""
    return (_kind_named(word.strip()) or (None,))[0]


def _named_otherwise(genre: str) -> str | None:
    """What a URL whose genre is a kind's other name or title (:func:`_kind_named`) is told: the kind and the genre
    name its addresses give (None for any other genre)."""
    if (named := _kind_named(genre)) is None:
        return None
    kind, called = named
    if not any("puzz.link" in read for read in get(kind).reads):  # 'exact-cover': no address holds one
        return (f"{_a(genre)} {genre!r} puzzle: the kind {kind!r}{called} is read from no puzz.link address "
                f"('gridsat formats {kind}' lists what it reads)")
    written = (getattr(get(kind), "url_names", ()) or (kind,))[0]
    return (f"{_a(genre)} {genre!r} puzzle: gridsat solves it as the kind {kind!r}{called}, whose puzz.link "
            f"addresses name the genre {written!r} (p?{written}/...): write the address so")


def url_not_kind(genre: str, kind: str) -> str:
    """What a puzz.link URL of ``genre`` read as the kind named ``kind`` (whose addresses' names lack it) is
    told: the kind by its title ("URL is a 'nurikabe' puzzle, not lightup" named it by its command), or, for the
    kind's own other name or title ('yin-yang' read as Yin-Yang: "a 'yin-yang' puzzle, not yinyang"), the genre
    its addresses give; a genre close to one of the kind's names is told "did you mean"."""
    from ..core.errors import did_you_mean
    from ..formats.puzzlink_names import PUZZLINK_GENRES  # 'nurimaze': a genre, not a typo

    if (named := _kind_named(genre)) is not None and named[0] == kind and (said := _named_otherwise(genre)):
        return said
    title = get(kind).title
    close = "" if genre in PUZZLINK_GENRES else did_you_mean(genre, sorted(getattr(get(kind), "url_names", (kind,))))
    return f"URL is {_a(genre)} {genre!r} puzzle, not {_a(title)} {title} puzzle{close}"


__all__ = ["genre_names", "kind_spelt", "named_kind", "near_other_name", "only_yinyang", "record_kind",
           "unsolved_genre", "url_not_kind"]
