/* Domino Fit alternating-cycle local search: the algorithm's state and entry
 * points (plain C11, no Python.h; the method is described at the top of
 * cycle_kernel_search.c, the binding is _cycle_kernel.c).  Layout of the
 * files: gridsat_kernel.h.
 *
 * The grid is not padded: cell (r, c) of a rows x cols grid is r * cols + c.
 * After a solve with status ST_SOLVED, State.mate[x] is the partner of every
 * cell x with State.state[x] != 0 (givens included).
 */
#ifndef GRIDSAT_DOMINOFIT_CYCLE_KERNEL_SEARCH_H
#define GRIDSAT_DOMINOFIT_CYCLE_KERNEL_SEARCH_H

#include "gridsat_kernel.h" /* first: it sets the POSIX level of the system headers */

#include <stddef.h>
#include <stdint.h>

enum { ST_SOLVED = 0, ST_NO_TILING = 1, ST_BUDGET = 2 };
enum { R_HL = 0, R_HR = 1, R_VT = 2, R_VB = 3 };
#define COUNTER_INTS 8
#define NO_BOUND_LO INT32_MIN
#define NO_BOUND_HI INT32_MAX
#define MAX_CELLS (1 << 22)
#define MAX_WEIGHT ((int64_t)1 << 20)
#define MAX_ROLE_WEIGHT 16
#define MAX_LINE_COUNTERS 16 /* with the weight caps, path costs stay far inside int64 */
#define FAR_BOUND ((int64_t)1 << 40)  /* stands for "no bound": values never get near it */
#ifndef FAILS_BEFORE_BUMP
#define FAILS_BEFORE_BUMP 3
#endif
#ifndef STALL_BASE
#define STALL_BASE 2000      /* restart after STALL_BASE + STALL_PER_DARK * dark cells rounds without a new best */
#endif
#ifndef STALL_PER_DARK
#define STALL_PER_DARK 4
#endif
#ifndef DECAY_EVERY
#define DECAY_EVERY 10       /* every this many weight bumps, weights above 1 drop by 1 */
#endif

typedef struct {
    int32_t w[4];
    int64_t lo, hi, val, weight;
    int64_t base;            /* value from the givens alone */
} Counter;

typedef struct {
    int R, C, N;
    uint8_t *state;          /* 0 blocked, 1 free (to tile), 2 covered by a given */
    int32_t *mate;           /* partner of a free cell, -1 while unmatched */
    Counter *k;
    int nk;
    int32_t *line_start, *line_k;  /* CSR: counters of row r at [r], of column c at [R + c] */
    /* Bellman-Ford on dark cells */
    int64_t *dist;
    int32_t *parent, *via, *stamp;
    int32_t *arc_to, *arc_via, *arc_start;
    int64_t *arc_cost;
    int32_t *dark;           /* dark free cells, in cell order */
    int ndark;
    /* scratch for cycle effects */
    int64_t *delta;          /* per counter */
    uint8_t *marked;         /* per counter: listed in touched */
    int32_t *touched;
    int ntouched;
    int32_t *cycle;          /* dark cells of the cycle found */
    uint64_t rng;
    int64_t bumps;           /* weight bumps so far */
    GkLimits limits;         /* deadline and the stop byte another thread may set */
    int nfree;               /* free cells (givens removed) */
} State;

/* Builds the state of a rows x cols grid (cells: rows*cols bytes, nonzero =
 * free; counters: nk packed counters of COUNTER_INTS int32 each; givens: ng
 * packed dominoes of 3 int32, kind 0 H / 1 V, row, col; see the binding's
 * docstring) with the random seed given.  Returns 0, GK_NOMEM or
 * GK_BADINPUT (message in msg); dc_free() it in every case. */
int dc_setup(State *s, int rows, int cols, const uint8_t *cells, const int32_t *counters, int nk,
             const int32_t *givens, ptrdiff_t ng, uint64_t seed, char *msg);

/* The search (set s->limits first): ST_SOLVED, ST_NO_TILING (proven) or
 * ST_BUDGET, or GK_NOMEM; *rounds = cycle searches made, *penalty = the
 * last tiling's distance of the counters to their ranges (-1: no tiling was
 * built). */
int dc_solve(State *s, int64_t max_rounds, int64_t *rounds, int64_t *penalty);

void dc_free(State *s);

#endif
