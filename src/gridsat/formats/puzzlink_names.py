"""Every genre name puzz.link reads (pzprjs's src/pzpr/variety.js, v3.4.1: each genre's id and its aliases), so
that a URL of a genre gridsat does not solve is not offered a close name of a genre it does solve as a typo
('nurimaze' was asked "did you mean 'nurikabe'?", 'norinuri' "did you mean 'norinori'?": both are genres of their
own)."""

from ..core.errors import shown

PUZZLINK_GENRES = frozenset("""
    aho akari akichi alter amibo angleloop anglers antmill anymino aqre aquapelago aquarium araf archipelago
    armyants arrowflow arukone ayeheya bag balance balloon barns batten battleship bdblock bdwalk bhaibahan
    bijutsukan blindrush bnuuyhop bonsan bosanowa bosnianroad bossanova box bramble bridges brownies building
    bunnyhop bwloop canal castle cave cbanana cbblock chainedb chocona circlesquare circuitwalk cityspace
    cocktail coffeemilk cojun compass context coral cornerch country creek crossstitch cts curvedata curving
    dbchoco detour diamond disco disloop distopia dominion doppelblock dosufuwa dotchi dotchi2 doubleback
    easyasabc edamame elasticlink energywalk evolmino factors fakearrow familyphoto fillmat fillomino
    fillomino01 firefly firewalk fivecells forestwalk fourcells fracdiv geradeweg goishi gokigen golemgrad
    gravel guidearrow haisu hakoiri hakyukoka hamlepaths hanare hashi hashikake hasunomura heavydots hebi
    herugolf heteromino heyablock heyabon heyapin heyawacky heyawake hinge hitori icebarn icelom icelom2 icewalk
    ichimaga ichimagam ichimagax interbd invlitso island isowatari japanesesums juosan kaero kaidan kaisu kakuro
    kakuru kazunori keywest kinkonkan kissing koburin kouchoku kramma kramman kropki kurarin kurochute kuroclone
    kurodoko kuromenbun kurotto kusabi ladders landmeasure lapaz lightshadow lightup lineofsight lither lits
    lixloop lohkous lollipops longest lookair loopsp loute lring magnets makaro mannequin martini marutaring
    mashu masyu maxi meander meidjuluk mejilink midloop minarism mines mintonette mirrorbk mochikoro mochinyoro
    moonsun morningwalk mrokmrno mrtile mukkonn myopia nagare nagenawa nanameguri nanro narrow nawabari news
    nibunnogo nikoji nondango nonogram norinori norinuri nothing nothree numberlink numcity numlin numrope
    nuribou nurikabe nuriloop nurimaze nurimisaki nuritwin nuriuzu oasis oneroom onsen orbital outofsight
    ovotovata oyakodori paintarea parquet patchwork pearl pencils pentatouch pentominous pentopia pipelink
    pipelinkr pmemory portal putteria ququ railpool rassi recoil rectslider reflect remlen renban retroships
    retsurin ringring ripple roboticwalk roma rome roundtrip ruleofthree sananko sansaroad sashigane sashikabe
    sashikazune sato satogaeri scrabble scrin seiza sendai shakashaka shikaku shimaguni shugaku shwolf
    simplegako simpleloop skyscraper skyscrapers slalom slashpack slither slitherlink slovak smullyan snake
    snakeegg snakepit snakes soulmates squarejam starbattle statuepark stostone subomino sudoku suguru sukoro
    sukororoom sumiwake suraromu swslither symmarea tachibk tajmahal takoyaki tapa tapaloop tasquare tatamibari
    tateyoko tawa tentaisho tents teri tetrochain tetrochaink tetroctb tetrominous tilecity tilepaint timebomb
    tjunction toichika toichika2 tontonbeya tontti topo trainstations tren triplace trizone tslither turnaround
    turnrun twinarea ubahn usoone usotatami uturns vertigo view voxas vslither wafusuma wagiri walllogic
    wataridori waterwalk wblink wittgen yajikazu yajilin yajirin yajirin-regions yajirushi yajirushi2 yajisoko
    yajitatami yinyang yokeimoji yosenabe zabajaba
""".split()) | {"curvedata-aux", "regional-poly", "statuepark-aux", "yajilin-regions"}  # hyphenated ids the list
# lacked ('statuepark-aux', puzz.link's piece editor, was asked "did you mean 'statuepark'?")


def saved_board(fields: list, solved: bool = True) -> str | None:
    """What puzz.link's "Duplicate the board" link is told (``?pzprv3/GENRE/ROWS/COLS/...``, each line of a saved
    pzprv3 file percent-encoded in the address: pzprjs ``URL_PZPRFILE``), given its query's ``fields``
    (:func:`~gridsat.formats.puzzlink.url_fields`); None for any other query.  ``solved``: False for a genre
    gridsat does not solve, named so in place of advice to give its URL.  It was "a 'pzprv3' puzzle: a genre
    gridsat does not solve"."""
    import re
    from urllib.parse import unquote

    if re.fullmatch(r"pzprv[0-9.]*", fields[0]) is None:  # (pzprjs' own test of the first field)
        return None
    genre = unquote(fields[2] if len(fields) > 2 and fields[1].startswith("v:") else fields[1] if len(fields) > 1
                    else "").strip().lower()
    board = f"a saved {shown(genre, 24)} board" if genre else "a saved board"
    said = f"a puzz.link 'Duplicate the board' link: it holds {board} (a pzprv3 file written into the address)"
    if not solved:
        return f"{said}; {shown(genre, 24)} is a genre gridsat does not solve"
    return f"{said}, not the puzzle's address; give the puzzle's own URL (on puzz.link: File > Export URL)"


__all__ = ["PUZZLINK_GENRES", "saved_board"]
