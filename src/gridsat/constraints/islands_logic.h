/* islands_logic.h -- the island genres' deductions (Nurikabe), compiled: the
 * rules of gridsat.constraints.island_logic (its module docstring states
 * them, numbered 1-7 as here) run to a fixed point, and one-cell trials.
 * Plain C11; the binding is _islands.c.  Conventions: gridsat_kernel.h. */
#ifndef ISLANDS_LOGIC_H
#define ISLANDS_LOGIC_H

#include "gridsat_kernel.h"

#include <stdint.h>

/* A cell's value in a state: shaded, unshaded or not decided yet. */
enum { IL_UNKNOWN = -1, IL_UNSHADED = 0, IL_SHADED = 1 };
/* What il_deduce and il_probe return besides GK_NOMEM. */
enum { IL_OK = 0, IL_CONTRADICTION = 1, IL_STOPPED = 2 };
/* Clue sizes: no clue, a clue of unknown size ("?"), else the size (>= 1). */
enum { IL_NO_CLUE = -2, IL_ANY_SIZE = -1 };
/* Neighbours per cell (a grid's four; -1 pads). */
#define IL_DEG 4

typedef struct {
    int n;                  /* cells, indices 0..n-1 */
    const int32_t *nbs;     /* n * IL_DEG neighbour indices, -1 padded */
    const int32_t *size;    /* n: IL_NO_CLUE, IL_ANY_SIZE or the island's size */
    int nblocks;            /* groups of IL_DEG cells never all shaded (2x2 blocks) */
    const int32_t *blocks;  /* nblocks * IL_DEG cell indices */
    int sea_connected;      /* the shaded cells are one area (rule 6) */
} IlBoard;

/* The rules to a fixed point on state (n values, changed in place), the
 * costly rules (4, 4b, 6b) only in rounds where the others found nothing;
 * with trials_too, then one-cell trials to a fixed point, at most `trials`
 * of them (< 0: no bound), in the order of island_logic.probed_cells: a
 * value of an undecided cell from which the rules reach a contradiction
 * holds in no answer.  Returns IL_OK, IL_CONTRADICTION (no answer agrees
 * with state), IL_STOPPED (lim: state holds what was decided, all of it
 * sound) or GK_NOMEM. */
int il_deduce(const IlBoard *b, int8_t *state, int trials_too, int64_t trials, const GkLimits *lim);

#endif /* ISLANDS_LOGIC_H */
