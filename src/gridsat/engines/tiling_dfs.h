/* Exact-cover tiling kernel: the search state and its entry point (plain
 * C11, no Python.h).  The method is documented in the module docstring of
 * the binding _tiling.c (DOC) and in tiling_dfs.c; the Python side, which
 * builds the arrays, is gridsat.engines.exact_cover / tiling_search.
 * Layout of the files: gridsat_kernel.h.
 *
 * The binding fills a Kernel from caller-owned arrays (read-only problem,
 * read-write state), checks every value that indexes memory, and calls
 * tiling_run without the GIL.
 */
#ifndef GRIDSAT_ENGINES_TILING_DFS_H
#define GRIDSAT_ENGINES_TILING_DFS_H

#include "gridsat_kernel.h" /* first: it sets the POSIX level of the system headers */

#include <stddef.h>
#include <stdint.h>

enum { FINISHED = 0, BUDGET = 1, SOLUTION = 2, LIMIT = 3 };
enum { ERR_DEPTH = -3, ERR_TALLY = -4 }; /* below GK_NOMEM and GK_BADINPUT */
enum { DEPTH = 0, PHASE = 1, COUNT = 2, NODES = 3, BASE = 4, STATE_SLOTS = 5 };
#define MAX_WORDS 16
#define MAX_SYMMETRIES 63

typedef struct {
    int W;                          /* words per bitset */
    ptrdiff_t R, G, K, D, T;       /* rows, groups, symmetries, depth, tally size */
    const uint64_t *masks;          /* [R][W] */
    const int32_t *lo, *hi, *start, *skipto, *rgroup;
    const int64_t *gsize;
    int64_t unit;
    const uint64_t *primary, *secondary, *full, *notfirst, *notlast, *reachable;
    int prune, stride;
    int one_size;                   /* every row has `unit` items */
    int32_t *confined;              /* groups whose rows miss some board cell (with reachable) */
    ptrdiff_t n_confined;
    const int32_t *perms;           /* [K][R] */
    const int64_t *fixmask;
    int64_t gmask;
    int64_t *st;
    int32_t *rem;
    uint64_t *occs;                 /* [D+1][W] */
    int32_t *pos, *end;
    uint8_t *skip;
    int32_t *chosen;
    int64_t budget, limit;
    int stop_on_solution;
    const int64_t *weights;         /* [R] or NULL */
    int64_t *tally;                 /* [T] or NULL */
    int32_t *mine, *image;          /* scratch, [D] each */
    /* memo of finished subtrees (optional, see dfs_doc) */
    int use_memo;
    uint64_t *mkeys;                /* [M][W+1]: occupied words, then the remaining-uses key */
    int64_t *mvals;                 /* [M][2]: arena start, pairs + 1 (0 = empty slot) */
    int64_t *arena;                 /* [A][2]: (tally offset, count) */
    int64_t *mtable;                /* [2]: slots used, arena pairs used */
    const int64_t *radix;           /* [G] */
    int64_t min_left, max_left;     /* memoise nodes whose rows left cover min_left..max_left items */
    int64_t *log;                   /* [L][2]: (tally index, count) found under recording nodes */
    int64_t *rec;                   /* [D]: log start of the subtree recorded at depth d, or -1 */
    int64_t *log_len;               /* [1] */
    ptrdiff_t M, A, L;
} Kernel;

/* Runs (or resumes) the search from the state arrays for k->budget nodes:
 * FINISHED, BUDGET, SOLUTION or LIMIT, ERR_DEPTH (deeper than k->D levels),
 * ERR_TALLY (a solution's weights sum outside the tally) or GK_NOMEM.  Sets
 * k->one_size and the scratch (mine, image, confined) itself. */
int tiling_run(Kernel *k);

#endif
