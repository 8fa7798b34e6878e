"""Easy As ABC (puzz.link's easyasabc, janko.at's Buchstabenplatzierung): the letters A to K once in every row and
column of an N x N board, the other cells empty; a letter outside names the first letter seen from there."""
