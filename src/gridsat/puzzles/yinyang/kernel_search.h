/* Yin-Yang search kernel: the algorithm's state and entry points (plain C11,
 * no Python.h; the rules, their proofs and the search are described at the
 * top of kernel_search.c, the binding is _kernel.c, the Python side
 * gridsat.puzzles.yinyang.kernel).  Layout of the files: gridsat_kernel.h.
 */
#ifndef GRIDSAT_YINYANG_KERNEL_SEARCH_H
#define GRIDSAT_YINYANG_KERNEL_SEARCH_H

#include "gridsat_kernel.h" /* first: it sets the POSIX level of the system headers */

#include <stddef.h>
#include <stdint.h>

enum { UNK = 0, WHITE = 1, BLACK = 2, WALL = 3 };
enum { OK = 0, CONFLICT = 1, STOPPED = 2 };

enum {
    RULE_TRIPLE = 1,
    RULE_CHECKER = 2,
    RULE_BORDER = 4,
    RULE_REACH = 8,
    RULE_CUT = 16,
    RULE_TREE = 32,
    RULE_PARITY = 64,
    RULE_PROBE_ROOT = 128,
    RULE_PROBE_ALL = 256,
    RULE_REGION = 512,
};
#define RULES_ALL 1023

/* bytes of working memory per framed cell (see yy_alloc) */
#define BYTES_PER_CELL 91

/* depth-first search record of one cell */
typedef struct {
    uint32_t stamp; /* == epoch: visited in the current search */
    int32_t disc, low, sub;
} DF;

typedef struct {
    int R, C, W;
    int32_t N;        /* framed cells (R + 2) * W */
    unsigned rules;
    uint8_t *col;     /* colour per framed cell */
    int32_t *trail;   /* assigned cells, in order */
    int32_t ntrail;
    int32_t *queue;   /* assigned cells whose 2x2 blocks are not yet looked at */
    int32_t qh, qt;
    int32_t *ring;    /* border cells in cyclic order */
    int32_t nring;
    uint8_t *ring_par; /* parity (i + j) of the block of ring edge k (cells k, k + 1) */
    int odd_blocks;    /* (rows - 1)(cols - 1) is odd */
    int ring_dirty;
    int32_t count[4]; /* decided cells per colour */
    int32_t bcount[4]; /* decided border cells per colour */
    int32_t anchor[3];
    int32_t *pos;     /* trail index of each decided cell's assignment (-1: wall) */
    /* bit x of fixed[n]: connect(x) reached its fixpoint at trail length n
     * (cleared by undo); the assignments after the last one are all that
     * connect(x) would have to look at again (at connect_needed()) */
    uint8_t *fixed;
    /* the last such length where connect(x) ran rather than was skipped,
     * as far as undo knows (-1: unknown) */
    int32_t last_run[3];
    /* bit x of joined[p]: at the run of connect(x) that ended at trail
     * length joined_at[x] (-1: none), no undecided cell separated the
     * undecided cell p from the decided x cells (connect_needed() test a) */
    uint8_t *joined;
    int32_t joined_at[3];
    /* depth-first search scratch (connectivity) */
    DF *df;
    uint32_t epoch;
    int32_t *stk, *forced;
    uint8_t *it;      /* neighbour index per depth-first stack entry */
    /* backtracking */
    int32_t *fcell, *fmark;
    uint8_t *fbranch;
    /* probing: literal index 2 * cell + colour - 1 */
    uint32_t *implied;
    int32_t *bcomp;   /* RULE_REGION: group of each block (-1: none, or off the board) */
    int32_t *racc;    /* RULE_REGION: three sums per group */
    uint32_t version;
    int32_t *score;   /* probe sizes of the last round: -1 for a skipped (dominated) literal */
    int32_t *bound;   /* a skipped literal's size bound: the least size of a probe that implied it */
    int scored;       /* score[] holds this node's probe sizes */
    int probing;      /* propagating a probe: RULE_REGION is left to the node */
    uint8_t *avoid;   /* framed answer not to count, or NULL */
    uint8_t *prefer;  /* framed colour to try first per cell, or NULL (white) */
    /* limits and statistics */
    long long nodes, max_nodes, failures, probes, restarts, restart_base;
    uint64_t rng;     /* xorshift state of randomised runs */
    int randomize;    /* this run breaks ties and picks colours at random */
    GkLimits limits;  /* deadline and the stop byte another thread may set (gridsat_kernel.h) */
    int stopped;      /* 0, or why the search stopped early: 1 deadline (or stop), 2 node budget */
    uint8_t *sols;    /* found answers, R * C bytes each */
    ptrdiff_t nsols, capsols, nsols_before;
    ptrdiff_t keep;   /* answers stored (the first ones); the others are only counted (no restarts) */
} YY;

/* Allocates the state of an empty rows x cols board (every cell undecided
 * once yy_place_givens has run) for the rule mask `rules`; BYTES_PER_CELL
 * bytes per framed cell.  Returns 0, or GK_NOMEM (nothing to free). */
int yy_alloc(YY *s, int rows, int cols, unsigned rules);

/* Frees everything yy_alloc allocated, and avoid, prefer and the answers. */
void yy_free(YY *s);

/* Places the givens (rows*cols bytes 0/1/2, row-major) on the board. */
void yy_place_givens(YY *s, const uint8_t *givens);

/* A framed copy (yy_alloc's layout, wall outside) of a rows*cols grid of
 * colours, for YY.avoid / YY.prefer; malloc'd, or NULL when out of memory. */
uint8_t *yy_framed(const uint8_t *grid, int rows, int cols);

/* Copies the board's colours (0 undecided, 1 white, 2 black) to out,
 * rows*cols bytes row-major. */
void yy_copy_grid(const YY *s, uint8_t *out);

/* The deductions of the enabled rules at the root (probing included):
 * OK (fixpoint), CONFLICT or STOPPED. */
int yy_propagate(YY *s);

/* The search for up to `limit` answers (set limits, max_nodes, keep,
 * restart_base, rng, avoid and prefer first).  Returns 0 (s->stopped says
 * whether it ended early; answers in s->sols, s->nsols counted) or GK_NOMEM. */
int yy_search(YY *s, ptrdiff_t limit);

#endif
