/* Domino Fit tiling search: the algorithm's state and entry points (plain
 * C11, no Python.h; the method is described at the top of kernel_search.c,
 * the binding is _kernel.c).  Layout of the files: gridsat_kernel.h.
 *
 * The grid is padded: a blocked row above and below and a blocked column on
 * the right, so a rows x cols grid has W = cols + 1 columns (State.C holds
 * W) and N = (rows + 2) * W cells; grid cell (r, c) is (r + 1) * W + c.  A
 * tiling is kept as its cover array (N bytes): HL at the left cell of each
 * horizontal domino, VT at the top cell of each vertical one.
 */
#ifndef GRIDSAT_DOMINOFIT_KERNEL_SEARCH_H
#define GRIDSAT_DOMINOFIT_KERNEL_SEARCH_H

#include "gridsat_kernel.h" /* first: it sets the POSIX level of the system headers */

#include <stddef.h>
#include <stdint.h>

enum { HL = 1, HR = 2, VT = 4, VB = 8, ALL = 15 };
enum { ST_EXHAUSTED = 0, ST_LIMIT = 1, ST_BUDGET = 2 };
enum { ORDER_H_FIRST = 0, ORDER_V_FIRST = 1, ORDER_NEED = 2 };
enum { PRUNE_TIGHT = 1, PRUNE_CHAIN = 2 };
#define CHAIN_COUNTERS 4
#define NO_BOUND_LO INT32_MIN
#define NO_BOUND_HI INT32_MAX
#define COUNTER_INTS 8

typedef struct {
    int32_t w[4];           /* weight per role: HL, HR, VT, VB */
    int64_t lo, hi;
    int64_t val;            /* sum of weights of covered cells of the line */
    int64_t maxrem, minrem; /* sums over uncovered cells of the max/min weight still possible */
    int8_t tmax[16], tmin[16];
    int axis, index;
} Counter;

typedef struct {
    int R, C, N;
    uint8_t *allowed;   /* roles the grid allows at each cell (0 = blocked) */
    uint8_t *excl;      /* roles removed by tight counters (trailed) */
    uint8_t *poss;      /* roles still possible at an uncovered cell, 0 when covered */
    uint8_t *cover;     /* 0 uncovered, else the role bit of the covered cell; 16 = blocked */
    Counter *k;
    int nk;
    int *line_start;    /* CSR: counters of row r at line_start[r]..; column c at line_start[R + c].. */
    int *line_k;
    int *vcount;        /* per column: a counter that counts vertical dominoes (for ORDER_NEED), or -1 */
    /* trail of changes for undo: placements and exclusions */
    int32_t *trail;     /* encoded: placement x*2+kind (kind 0 H, 1 V) as >= 0; exclusion -(x*16+bits)-1 */
    int64_t tlen, tcap;
    int32_t *queue;
    int qlen, qcap;
    int conflict;
    int prune;          /* PRUNE_TIGHT | PRUNE_CHAIN */
    int order;
    uint64_t rng;
    int dead;           /* set up: the counters or a cell without a role already rule out every tiling */
} State;

typedef struct {
    int64_t nodes, node_limit, count, limit;
    int64_t restart_base, restarts;  /* restart after restart_base * luby(i) nodes; 0 = never */
    GkLimits limits;    /* the deadline and the stop byte Ctrl-C sets */
    int keep, nkept, status;
    uint8_t *kept;      /* keep * N cover arrays */
} Run;

/* Builds the state of a rows x cols grid (cells: rows*cols bytes, nonzero =
 * free; counters: nk packed counters of COUNTER_INTS int32 each, see the
 * binding's docstring) for the search order and pruning given.  Returns 0,
 * GK_NOMEM or GK_BADINPUT (message in msg); df_free() it in every case. */
int df_setup(State *s, int rows, int cols, const uint8_t *cells, const int32_t *counters, int nk, int order,
             int prune, uint64_t seed, char *msg);

/* Checks ng packed givens (3 int32 each: kind 0 H / 1 V, row, col) against
 * the grid: 0, or GK_BADINPUT with the message in msg. */
int df_check_givens(const State *s, const int32_t *givens, ptrdiff_t ng, char *msg);

/* Places the (checked) givens and searches (set run->limit, keep, kept,
 * node_limit, restart_base and limits first).  Returns 0 (run->status,
 * count, nodes and the kept tilings say what was found) or GK_NOMEM. */
int df_run(State *s, Run *run, const int32_t *givens, ptrdiff_t ng);

void df_free(State *s);

#endif
