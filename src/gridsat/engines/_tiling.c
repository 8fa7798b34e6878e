/* Compiled core of the exact-cover engine (module gridsat.engines._tiling).
 *
 * Documentation: see the module docstring below (DOC) and
 * gridsat/engines/exact_cover.py, which builds the arrays.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

PyDoc_STRVAR(DOC,
"Compiled core of the exact-cover engine: a resumable depth-first search\n"
"over bitsets of W 64-bit words (1 <= W <= 16), written in C against the\n"
"CPython API and the buffer protocol only.\n"
"\n"
"Items are bit positions.  Rows are bitsets, bucketed by their lowest item\n"
"(start[i]:start[i+1] are the rows whose lowest item is i).  The search\n"
"always branches on the lowest item that is neither covered nor decided\n"
"empty: every lower item is already occupied, so the row that covers it must\n"
"have it as its lowest item and only that bucket is scanned (the 'first empty\n"
"cell' rule of polyomino solvers: Knuth's Algorithm X with a fixed item\n"
"order).  A secondary item may also be decided empty (a 'skip' branch).  Rows\n"
"belong to groups (pieces) that must be used exactly rem[g] more times.\n"
"\n"
"When the items are the cells of a grid laid out row-major with `stride`\n"
"columns, the search also prunes dead regions: the free region holding the\n"
"next item is flood-filled with shifts, and if its size, less any number of\n"
"its secondary cells up to the holes still allowed, is no sum of the sizes\n"
"of the remaining rows that can still reach it, the node dies.\n"
"\n"
"The state lives in caller-owned arrays, so a call can stop after a node\n"
"budget (for progress bars, time limits and Ctrl-C) or at a solution (to\n"
"list it) and the next call continues exactly where it stopped.  The GIL is\n"
"released during the search, so threads may run searches on separate states\n"
"that share the read-only problem arrays.\n"
"\n"
"Optional extras: tally weights (each solution adds 1 at the index 'sum of\n"
"its rows' weights': the census of gridsat.puzzles.calendar.holes), the cells each\n"
"group can reach (a group that meets no free cell kills the node; a region\n"
"only counts the sizes of the groups that meet it), and a memo of finished\n"
"subtrees keyed by (occupied cells, remaining uses) holding the tally\n"
"offsets each subtree adds (counting only).\n"
"\n"
"Measured against the numba kernel it replaced (benchmarks/kernels.py of\n"
"commit 8619123, both kernels in one run, 7 alternating runs, medians of\n"
"process CPU time on a shared 2-core Xeon): 6x10 / 5x12 pentominoes up to\n"
"symmetry 114 / 51 ms vs 218 / 99 ms (1.9x); raw 6x10 / 4x15 / 3x20 counts\n"
"1015 / 135 / 3.7 ms vs 2034 / 282 / 7.6 ms (2.0x); all 366 dragonfjord dates\n"
"801 vs 1274 ms (1.6x); first tilings of the tutorial boxes 0.12-1.3 ms vs\n"
"0.13-2.3 ms.  A whole `python -c` first 6x10 tiling took 0.98 s wall vs\n"
"1.87 s, and its reported solve time 46 ms vs 388 ms (numba's import and\n"
"cache load are gone: this module loads in well under a millisecond).\n");

enum { FINISHED = 0, BUDGET = 1, SOLUTION = 2, LIMIT = 3 };
enum { ERR_DEPTH = -1, ERR_TALLY = -2 };
enum { DEPTH = 0, PHASE = 1, COUNT = 2, NODES = 3, BASE = 4, STATE_SLOTS = 5 };
#define MAX_WORDS 16
#define MAX_SYMMETRIES 63

typedef struct {
    int W;                          /* words per bitset */
    Py_ssize_t R, G, K, D, T;       /* rows, groups, symmetries, depth, tally size */
    const uint64_t *masks;          /* [R][W] */
    const int32_t *lo, *hi, *start, *skipto, *rgroup;
    const int64_t *gsize;
    int64_t unit;
    const uint64_t *primary, *secondary, *full, *notfirst, *notlast, *reachable;
    int prune, stride;
    int one_size;                   /* every row has `unit` items */
    int32_t *confined;              /* groups whose rows miss some board cell (with reachable) */
    Py_ssize_t n_confined;
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
    Py_ssize_t M, A, L;
} Kernel;

/* ------------------------------------------------------------------------ */
/* symmetry filter                                                          */

static void sort_small(int32_t *a, Py_ssize_t n)
{
    for (Py_ssize_t i = 1; i < n; i++) {
        int32_t v = a[i];
        Py_ssize_t j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

/* True when the solution chosen[:depth] (row ids, -1 = skipped item) is
 * lexicographically no larger than its image under every symmetry selected
 * by gmask and by the fixmask of its rows. */
static int canonical(const Kernel *k, int64_t depth)
{
    int64_t m = k->gmask;
    Py_ssize_t n = 0;
    for (int64_t i = 0; i < depth; i++) {
        int32_t r = k->chosen[i];
        if (r >= 0) {
            m |= k->fixmask[r];
            k->mine[n++] = r;
        }
    }
    if (m == 0)
        return 1;
    sort_small(k->mine, n);
    for (Py_ssize_t s = 0; s < k->K; s++) {
        if (!((m >> s) & 1))
            continue;
        const int32_t *perm = k->perms + s * k->R;
        for (Py_ssize_t i = 0; i < n; i++)
            k->image[i] = perm[k->mine[i]];
        sort_small(k->image, n);
        for (Py_ssize_t i = 0; i < n; i++) {
            if (k->image[i] < k->mine[i])
                return 0;
            if (k->image[i] > k->mine[i])
                break;
        }
    }
    return 1;
}

/* ------------------------------------------------------------------------ */
/* the search                                                               */

static inline __attribute__((always_inline)) int
popcount64(uint64_t x)
{
    return __builtin_popcountll(x);
}

/* Save the scalar state and return `code`. */
#define SAVE_AND_RETURN(code)          \
    do {                               \
        st[DEPTH] = d;                 \
        st[PHASE] = phase;             \
        st[COUNT] = count;             \
        st[NODES] = nodes;             \
        return (code);                 \
    } while (0)

/* Sizes t (< 64) that the remaining groups able to reach `region` can fill,
 * as a bit set (bit t = "t cells can be covered exactly"). */
static inline __attribute__((always_inline)) uint64_t
reachable_sums(const Kernel *k, const uint64_t *region, const int W)
{
    uint64_t reach = 1;
    for (Py_ssize_t g = 0; g < k->G; g++) {
        int32_t n = k->rem[g];
        int64_t sh = k->gsize[g];
        if (n == 0)
            continue;
        if (k->reachable) {
            const uint64_t *cells = k->reachable + g * W;
            uint64_t meet = 0;
            for (int w = 0; w < W; w++)
                meet |= cells[w] & region[w];
            if (!meet)
                continue;
        }
        if (sh >= 64)
            continue;
        for (int32_t i = 0; i < n && reach; i++)
            reach |= reach << sh;
    }
    return reach;
}

/* True when every group with uses left has a cell in `region` (only the
 * confined groups, whose rows miss some board cell, can fail). */
static inline __attribute__((always_inline)) int
all_reach(const Kernel *k, const uint64_t *region, const int W)
{
    for (Py_ssize_t i = 0; i < k->n_confined; i++) {
        const int32_t g = k->confined[i];
        if (k->rem[g] == 0)
            continue;
        const uint64_t *cells = k->reachable + g * W;
        uint64_t meet = 0;
        for (int w = 0; w < W; w++)
            meet |= cells[w] & region[w];
        if (!meet)
            return 0;
    }
    return 1;
}

/* Flood-fill the free cells (free[]) from the seed cells already in comp[]. */
static inline __attribute__((always_inline)) void
fill(const Kernel *k, const uint64_t *free, uint64_t *comp, const int W)
{
    const unsigned s = (unsigned)k->stride, back = 64u - s;
    uint64_t nxt[MAX_WORDS];
    for (;;) {
        int changed = 0;
        for (int w = 0; w < W; w++) {
            uint64_t x = comp[w];
            uint64_t right = (x & k->notlast[w]) << 1;
            uint64_t left = (x & k->notfirst[w]) >> 1;
            uint64_t down = x << s, up = x >> s;
            if (w > 0) {
                right |= (comp[w - 1] & k->notlast[w - 1]) >> 63;
                down |= comp[w - 1] >> back;
            }
            if (w + 1 < W) {
                left |= (comp[w + 1] & k->notfirst[w + 1]) << 63;
                up |= comp[w + 1] << back;
            }
            nxt[w] = (x | right | left | down | up) & free[w];
        }
        for (int w = 0; w < W; w++) {
            if (nxt[w] != comp[w])
                changed = 1;
            comp[w] = nxt[w];
        }
        if (!changed)
            return;
    }
}

/* True when the region comp[] cannot be covered: its size, less up to
 * `spare` of its secondary cells, is no sum of the sizes of the rows that
 * remain and can reach it. */
static inline __attribute__((always_inline)) int
region_dead(const Kernel *k, const uint64_t *comp, int64_t left, int64_t spare, const int W)
{
    int64_t size = 0, n_sec = 0;
    for (int w = 0; w < W; w++) {
        size += __builtin_popcountll(comp[w]);
        n_sec += __builtin_popcountll(comp[w] & k->secondary[w]);
    }
    if (n_sec < spare)
        spare = n_sec;
    uint64_t reach = 0;
    int fits = 0;
    for (int64_t j = 0; j <= spare && !fits; j++) {
        int64_t t = size - j;
        if (t % k->unit != 0)
            continue;
        if (t >= 64) /* beyond the sums tracked: assume it fits */
            return 0;
        if (k->one_size) /* rows of one size: a multiple of it up to what is left (may) fit */
            return t > left;
        if (reach == 0)
            reach = reachable_sums(k, comp, W);
        fits = (reach >> t) & 1;
    }
    return !fits;
}

/* Dead-region pruning: every group with uses left must still reach a free
 * cell, and the free region holding cell c must be coverable; `spare` = free
 * cells that may stay empty.  (Checking every other region too was measured:
 * 2% fewer nodes on the pentomino boxes, no faster.) */
static inline __attribute__((always_inline)) int
regions_dead(const Kernel *k, const uint64_t *occ, int64_t c, int64_t left, int64_t spare, const int W)
{
    uint64_t free[MAX_WORDS], comp[MAX_WORDS];
    for (int w = 0; w < W; w++) {
        free[w] = k->full[w] & ~occ[w];
        comp[w] = 0;
    }
    if (k->n_confined && !all_reach(k, free, W))
        return 1;
    comp[c / 64] = (uint64_t)1 << (c % 64);
    fill(k, free, comp, W);
    int whole = 1; /* the region is every free cell: the area bounds decided it */
    for (int w = 0; w < W; w++)
        if (comp[w] != free[w])
            whole = 0;
    return !whole && region_dead(k, comp, left, spare, W);
}

/* ------------------------------------------------------------------------ */
/* memo of finished subtrees                                                */

#define MEMO_PROBES 16
#define MEMO_MAX_PAIRS 4096

static inline __attribute__((always_inline)) uint64_t
memo_hash(const uint64_t *occ, uint64_t remkey, const int W)
{
    uint64_t h = remkey * 0x9E3779B97F4A7C15ull;
    for (int w = 0; w < W; w++) {
        h ^= occ[w];
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 31;
    }
    return h ^ (h >> 29);
}

/* The slot holding (occ, remkey) (*found = 1), else an empty slot to fill
 * (*found = 0), else -1. */
static inline __attribute__((always_inline)) Py_ssize_t
memo_find(const Kernel *k, const uint64_t *occ, uint64_t remkey, int *found, const int W)
{
    const uint64_t h = memo_hash(occ, remkey, W);
    *found = 0;
    for (int probe = 0; probe < MEMO_PROBES; probe++) {
        Py_ssize_t slot = (Py_ssize_t)((h + (uint64_t)probe) & (uint64_t)(k->M - 1));
        if (k->mvals[2 * slot + 1] == 0)
            return slot;
        const uint64_t *key = k->mkeys + slot * (W + 1);
        int same = key[W] == remkey;
        for (int w = 0; w < W && same; w++)
            same = key[w] == occ[w];
        if (same) {
            *found = 1;
            return slot;
        }
    }
    return -1;
}

static int cmp_pairs(const void *a, const void *b)
{
    int64_t x = ((const int64_t *)a)[0], y = ((const int64_t *)b)[0];
    return (x > y) - (x < y);
}

/* Sort n (offset, count) pairs by offset and merge equal offsets; returns
 * the number of pairs left. */
static Py_ssize_t merge_pairs(int64_t *p, Py_ssize_t n)
{
    if (n < 2)
        return n;
    if (n <= 16) {
        for (Py_ssize_t i = 1; i < n; i++) {
            int64_t o = p[2 * i], c = p[2 * i + 1];
            Py_ssize_t j = i - 1;
            while (j >= 0 && p[2 * j] > o) {
                p[2 * j + 2] = p[2 * j];
                p[2 * j + 3] = p[2 * j + 1];
                j--;
            }
            p[2 * j + 2] = o;
            p[2 * j + 3] = c;
        }
    } else {
        qsort(p, (size_t)n, 2 * sizeof(int64_t), cmp_pairs);
    }
    Py_ssize_t m = 0;
    for (Py_ssize_t i = 1; i < n; i++) {
        if (p[2 * i] == p[2 * m]) {
            p[2 * m + 1] += p[2 * i + 1];
        } else {
            m++;
            p[2 * m] = p[2 * i];
            p[2 * m + 1] = p[2 * i + 1];
        }
    }
    return m + 1;
}

/* Stop every recording (the log is full): their subtrees go unmemoised. */
static void memo_abandon(Kernel *k, int64_t d, int64_t *n_rec)
{
    for (int64_t i = 0; i <= d && i < k->D; i++)
        k->rec[i] = -1;
    *n_rec = 0;
    *k->log_len = 0;
}

/* Log a contribution (tally index idx, count n) for the recording nodes. */
static inline __attribute__((always_inline)) void
memo_log(Kernel *k, int64_t idx, int64_t n, int64_t d, int64_t *n_rec)
{
    if (*n_rec == 0)
        return;
    int64_t len = *k->log_len;
    if (len >= k->L) {
        memo_abandon(k, d, n_rec);
        return;
    }
    k->log[2 * len] = idx;
    k->log[2 * len + 1] = n;
    *k->log_len = len + 1;
}

/* The node at depth d (occupied occ, remaining-uses key remkey, weights so
 * far wsum) is finished: store what its subtree contributed, and leave it
 * in the log compressed for the recording ancestors. */
static void memo_finish(Kernel *k, int64_t d, const uint64_t *occ, uint64_t remkey, int64_t wsum,
                        int64_t *n_rec, const int W)
{
    int64_t start = k->rec[d];
    k->rec[d] = -1;
    (*n_rec)--;
    int64_t *p = k->log + 2 * start;
    for (int64_t i = start; i < *k->log_len; i++)
        k->log[2 * i] -= wsum;
    Py_ssize_t n = merge_pairs(p, (Py_ssize_t)(*k->log_len - start));
    if (n <= MEMO_MAX_PAIRS && n <= k->A && (k->mtable[1] + n > k->A || 2 * k->mtable[0] >= k->M)) {
        /* full: start a fresh memo (the log refers to no stored entry) */
        memset(k->mvals, 0, (size_t)k->M * 2 * sizeof(int64_t));
        k->mtable[0] = k->mtable[1] = 0;
    }
    int found;
    Py_ssize_t slot = memo_find(k, occ, remkey, &found, W);
    if (slot >= 0 && !found && n <= MEMO_MAX_PAIRS && k->mtable[1] + n <= k->A) {
        uint64_t *key = k->mkeys + slot * (W + 1);
        for (int w = 0; w < W; w++)
            key[w] = occ[w];
        key[W] = remkey;
        memcpy(k->arena + 2 * k->mtable[1], p, (size_t)n * 2 * sizeof(int64_t));
        k->mvals[2 * slot] = k->mtable[1];
        k->mvals[2 * slot + 1] = n + 1;
        k->mtable[0]++;
        k->mtable[1] += n;
    }
    if (*n_rec > 0) {
        for (Py_ssize_t i = 0; i < n; i++)
            p[2 * i] += wsum;
        *k->log_len = start + n;
    } else {
        *k->log_len = 0;
    }
}

/* At an inner node: when its subtree is memoised, add what it contributes
 * (to the tally at wsum + offset, to *count) and return 1; else (or when the
 * entry is damaged) return 0. */
static inline __attribute__((always_inline)) int
memo_lookup(Kernel *k, const uint64_t *occ, uint64_t remkey, int64_t wsum, int64_t d, int64_t *count,
            int64_t *n_rec, const int W)
{
    int found;
    k->rec[d] = -1;
    Py_ssize_t slot = memo_find(k, occ, remkey, &found, W);
    if (!found)
        return 0;
    int64_t start = k->mvals[2 * slot], n = k->mvals[2 * slot + 1] - 1;
    if (start < 0 || n < 0 || start > k->A - n)
        return 0; /* a damaged entry: search the subtree instead */
    const int64_t *p = k->arena + 2 * start;
    const int64_t size = k->tally ? k->T : 1;
    for (int64_t i = 0; i < n; i++)
        if (p[2 * i] < -wsum || p[2 * i] >= size - wsum || p[2 * i + 1] < 0)
            return 0; /* an offset outside the tally: damaged too */
    for (int64_t i = 0; i < n; i++) {
        int64_t idx = wsum + p[2 * i], c = p[2 * i + 1];
        if (k->tally)
            k->tally[idx] += c;
        *count += c;
        if (*n_rec)
            memo_log(k, idx, c, d, n_rec);
    }
    return 1;
}

static inline __attribute__((always_inline)) int
search(Kernel *k, const int W)
{
    int64_t *st = k->st;
    int64_t d = st[DEPTH];
    int64_t phase = st[PHASE];
    if (phase == 3)
        return FINISHED;
    int64_t count = st[COUNT];
    int64_t nodes = st[NODES];
    int64_t stop_nodes = k->budget > INT64_MAX - nodes ? INT64_MAX : nodes + k->budget;
    const int64_t base = st[BASE];
    int64_t left = 0; /* items the remaining rows will cover */
    for (Py_ssize_t g = 0; g < k->G; g++)
        left += (int64_t)k->rem[g] * k->gsize[g];
    int64_t wsum = 0; /* tally weights of the rows chosen so far */
    if (k->weights)
        for (int64_t i = 0; i < d; i++)
            if (k->chosen[i] >= 0)
                wsum += k->weights[k->chosen[i]];
    uint64_t remkey = 0; /* the remaining uses, as one number (memo key) */
    int64_t n_rec = 0;   /* nodes recording their subtree for the memo */
    if (k->use_memo) {
        for (Py_ssize_t g = 0; g < k->G; g++)
            remkey += (uint64_t)k->rem[g] * (uint64_t)k->radix[g];
        for (int64_t i = base + 1; i <= d && i < k->D; i++)
            n_rec += k->rec[i] >= 0;
    }

    for (;;) {
        if (phase == 0) {
            uint64_t *occ = k->occs + d * W;
            nodes++;
            if (left == 0) {
                int covered = 1;
                for (int w = 0; w < W; w++)
                    if ((occ[w] & k->primary[w]) != k->primary[w])
                        covered = 0;
                if (covered && (k->K == 0 || canonical(k, d))) {
                    count++;
                    if (k->tally) {
                        if (wsum < 0 || wsum >= k->T) {
                            phase = 2;
                            SAVE_AND_RETURN(ERR_TALLY);
                        }
                        k->tally[wsum]++;
                    }
                    if (n_rec)
                        memo_log(k, wsum, 1, d, &n_rec);
                    if (k->stop_on_solution || count >= k->limit) {
                        phase = 2;
                        SAVE_AND_RETURN(k->stop_on_solution ? SOLUTION : LIMIT);
                    }
                }
                phase = 2;
            } else if (k->use_memo && d > base && left <= k->max_left && left >= k->min_left && d < k->D &&
                       memo_lookup(k, occ, remkey, wsum, d, &count, &n_rec, W)) {
                phase = 2;
                if (count >= k->limit)
                    SAVE_AND_RETURN(LIMIT);
            } else {
                int64_t c = -1, n_free = 0, n_free_primary = 0;
                for (int w = 0; w < W; w++) {
                    uint64_t free = k->full[w] & ~occ[w];
                    if (free) {
                        if (c < 0)
                            c = (int64_t)w * 64 + __builtin_ctzll(free);
                        n_free += popcount64(free);
                        n_free_primary += popcount64(free & k->primary[w]);
                    }
                }
                int dead = c < 0;
                if (!dead && (k->prune & 2) && (n_free_primary > left || n_free < left))
                    dead = 1;
                if (!dead && (k->prune & 1))
                    dead = regions_dead(k, occ, c, left, n_free - left, W);
                if (dead) {
                    phase = 2;
                } else {
                    if (k->use_memo && d > base && left <= k->max_left && left >= k->min_left && d < k->D) {
                        k->rec[d] = *k->log_len; /* record the subtree for the memo */
                        n_rec++;
                    }
                    if (d >= k->D)
                        SAVE_AND_RETURN(ERR_DEPTH);
                    k->pos[d] = k->start[c];
                    k->end[d] = k->start[c + 1];
                    k->skip[d] = (k->secondary[c / 64] >> (c % 64)) & 1;
                    phase = 1;
                    if (nodes >= stop_nodes)
                        SAVE_AND_RETURN(BUDGET);
                }
            }
        }
        if (phase == 1) {
            const uint64_t *occ = k->occs + d * W;
            int32_t p = k->pos[d];
            const int32_t e = k->end[d];
            int32_t r = -1;
            while (p < e) {
                if (k->rem[k->rgroup[p]] == 0) {
                    p = k->skipto[p];
                    continue;
                }
                const uint64_t *m = k->masks + (Py_ssize_t)p * W;
                int ok = 1;
                if (W == 1) {
                    ok = (m[0] & occ[0]) == 0;
                } else {
                    for (int w = k->lo[p]; w <= k->hi[p]; w++)
                        if (m[w] & occ[w]) {
                            ok = 0;
                            break;
                        }
                }
                p++;
                if (ok) {
                    r = p - 1;
                    break;
                }
            }
            k->pos[d] = p;
            if (r >= 0) {
                const uint64_t *m = k->masks + (Py_ssize_t)r * W;
                uint64_t *next = k->occs + (d + 1) * W;
                k->rem[k->rgroup[r]]--;
                left -= k->gsize[k->rgroup[r]];
                if (k->weights)
                    wsum += k->weights[r];
                if (k->use_memo)
                    remkey -= (uint64_t)k->radix[k->rgroup[r]];
                k->chosen[d] = r;
                for (int w = 0; w < W; w++)
                    next[w] = occ[w] | m[w];
                d++;
                phase = 0;
                continue;
            }
            if (k->skip[d]) {
                uint64_t *next = k->occs + (d + 1) * W;
                int marked = 0;
                k->skip[d] = 0;
                k->chosen[d] = -1;
                for (int w = 0; w < W; w++) {
                    uint64_t free = k->full[w] & ~occ[w];
                    next[w] = occ[w];
                    if (free && !marked) {
                        next[w] |= free & -free;
                        marked = 1;
                    }
                }
                d++;
                phase = 0;
                continue;
            }
            phase = 2;
        }
        /* phase 2: backtrack */
        if (d == base) {
            phase = 3;
            SAVE_AND_RETURN(FINISHED);
        }
        if (n_rec && d < k->D && k->rec[d] >= 0)
            memo_finish(k, d, k->occs + d * W, remkey, wsum, &n_rec, W);
        d--;
        if (k->chosen[d] >= 0) {
            const int32_t r = k->chosen[d], g = k->rgroup[r];
            k->rem[g]++;
            left += k->gsize[g];
            if (k->weights)
                wsum -= k->weights[r];
            if (k->use_memo)
                remkey += (uint64_t)k->radix[g];
        }
        phase = 1;
    }
}

static int search_one_word(Kernel *k) { return search(k, 1); }
static int search_two_words(Kernel *k) { return search(k, 2); }
static int search_any(Kernel *k) { return search(k, k->W); }

/* ------------------------------------------------------------------------ */
/* argument checking                                                        */

#define N_BUFS 32

typedef struct {
    Py_buffer view[N_BUFS];
    int held;
} Buffers;

static void release_all(Buffers *b)
{
    for (int i = 0; i < b->held; i++)
        PyBuffer_Release(&b->view[i]);
    b->held = 0;
}

/* Get a C-contiguous buffer of `ndim` dimensions holding integers of
 * `itemsize` bytes, signed (kind 'i') or unsigned ('u'). */
static void *get(Buffers *b, PyObject *obj, const char *name, char kind, Py_ssize_t itemsize, int ndim,
                 int writable, Py_ssize_t *shape)
{
    Py_buffer *v = &b->view[b->held];
    int flags = PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, v, flags) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be a C-contiguous%s array (got %.100s)", name,
                     writable ? ", writable" : "", Py_TYPE(obj)->tp_name);
        return NULL;
    }
    b->held++;
    const char *f = v->format ? v->format : "B";
    if (*f == '@' || *f == '=' || *f == '<')
        f++;
    const char *codes = kind == 'u' ? "BHILQN" : "bhilqn";
    if (v->itemsize != itemsize || f[0] == '\0' || f[1] != '\0' || !strchr(codes, f[0])) {
        PyErr_Format(PyExc_TypeError, "%s must hold %s %d-bit integers (got format '%s', %zd bytes per item)", name,
                     kind == 'u' ? "unsigned" : "signed", (int)(8 * itemsize), v->format ? v->format : "B",
                     v->itemsize);
        return NULL;
    }
    if (v->ndim != ndim) {
        PyErr_Format(PyExc_ValueError, "%s must have %d dimension%s, not %d", name, ndim, ndim == 1 ? "" : "s",
                     v->ndim);
        return NULL;
    }
    for (int i = 0; i < ndim; i++) {
        Py_ssize_t n = v->shape ? v->shape[i] : v->len / itemsize;
        if (shape[i] >= 0 && n != shape[i]) {
            PyErr_Format(PyExc_ValueError, "%s has size %zd along axis %d; expected %zd", name, n, i, shape[i]);
            return NULL;
        }
        shape[i] = n;
    }
    return v->buf;
}

static int as_int64(PyObject *obj, const char *name, int64_t *out)
{
    long long v = PyLong_AsLongLong(obj);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be an int that fits 64 bits", name);
        return -1;
    }
    *out = (int64_t)v;
    return 0;
}

#define BAD(...)                                        \
    do {                                                \
        PyErr_Format(PyExc_ValueError, __VA_ARGS__);    \
        goto fail;                                      \
    } while (0)

#define GET(ptr, obj, name, kind, size, nd, wr, ...)                                    \
    do {                                                                                \
        Py_ssize_t shape_[2] = {__VA_ARGS__};                                           \
        if (!((ptr) = get(&bufs, (obj), (name), (kind), (size), (nd), (wr), shape_)))   \
            goto fail;                                                                  \
        dims[0] = shape_[0];                                                            \
        dims[1] = shape_[1];                                                            \
    } while (0)

PyDoc_STRVAR(dfs_doc,
"dfs(masks, lo, hi, start, skipto, rgroup, gsize, unit, primary, secondary, full, prune,\n"
"    notfirst, notlast, stride, perms, fixmask, gmask, st, rem, occs, pos, end, skip, chosen,\n"
"    budget, limit, stop_on_solution, weights=None, tally=None, reachable=None) -> int\n"
"--\n"
"\n"
"Run (or resume) the search.\n"
"\n"
"Problem (read only; any object with the buffer protocol, C-contiguous):\n"
"    masks (uint64[R, W]): rows as W-word item sets, 1 <= W <= 16;\n"
"    lo, hi (int32[R]): the first and last word each row touches;\n"
"    start (int32[64 W + 1]): rows whose lowest item is i are start[i]:start[i+1];\n"
"    skipto (int32[R]): the next row of the bucket with another group;\n"
"    rgroup (int32[R]): each row's group (piece);\n"
"    gsize (int64[G]): items per row of each group; unit (int >= 1): gcd of the sizes;\n"
"    primary, secondary, full (uint64[W]): item masks (items outside full do not exist);\n"
"    prune (int): bit 1 = flood-fill dead-region pruning on a row-major grid of\n"
"        `stride` (1..63) columns with edge-connected rows (needs bit 2); bit 2 = area\n"
"        bounds (every row of group g has gsize[g] items);\n"
"    notfirst, notlast (uint64[W]): cells not in the first / last column;\n"
"    perms (int32[K, R]), fixmask (int64[R]), gmask (int): symmetry filter, K <= 63\n"
"        (a solution counts only when its sorted row ids are lexicographically no larger\n"
"        than their images under every symmetry k in gmask | fixmask of its rows).\n"
"State (read and written):\n"
"    st (int64[5]): depth, phase, count, nodes, base (preset rows chosen[:base]);\n"
"    rem (int32[G]): uses still needed per group;\n"
"    occs (uint64[D + 1, W]), pos, end (int32[D]), skip (uint8[D]), chosen (int32[D]).\n"
"Call:\n"
"    budget (int): nodes to visit in this call; limit (int): stop when the count\n"
"    reaches it; stop_on_solution (bool): return at each solution (its rows are\n"
"    chosen[:st[0]], -1 marking a secondary item left empty).\n"
"Optional:\n"
"    weights (int64[R]) and tally (int64[T], written): each solution also adds 1 to\n"
"        tally[sum of the weights of its rows];\n"
"    reachable (uint64[G, W]): the cells each group's rows may cover; a group whose\n"
"        cells miss a region is not counted among the sizes that could fill it.\n"
"\n"
"Returns FINISHED (0), BUDGET (1), SOLUTION (2) or LIMIT (3).\n"
"Raises TypeError / ValueError for arrays of the wrong type, shape or contents,\n"
"and ValueError when the search would go deeper than D or a tally index falls\n"
"outside the tally.");

static PyObject *dfs(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    Buffers bufs;
    bufs.held = 0;
    Kernel k;
    memset(&k, 0, sizeof k);
    Py_ssize_t dims[2];
    int64_t v;
    if (nargs < 28 || nargs > 32) {
        PyErr_Format(PyExc_TypeError, "dfs takes 28 to 32 arguments (%zd given)", nargs);
        return NULL;
    }
    GET(k.masks, args[0], "masks", 'u', 8, 2, 0, -1, -1);
    k.R = dims[0];
    k.W = (int)dims[1];
    if (k.W < 1 || k.W > MAX_WORDS)
        BAD("masks must have 1 to %d words per row, not %d", MAX_WORDS, k.W);
    const Py_ssize_t R = k.R, W = k.W;
    GET(k.lo, args[1], "lo", 'i', 4, 1, 0, R, 0);
    GET(k.hi, args[2], "hi", 'i', 4, 1, 0, R, 0);
    GET(k.start, args[3], "start", 'i', 4, 1, 0, 64 * W + 1, 0);
    GET(k.skipto, args[4], "skipto", 'i', 4, 1, 0, R, 0);
    GET(k.rgroup, args[5], "rgroup", 'i', 4, 1, 0, R, 0);
    GET(k.gsize, args[6], "gsize", 'i', 8, 1, 0, -1, 0);
    k.G = dims[0];
    if (as_int64(args[7], "unit", &k.unit) < 0)
        goto fail;
    GET(k.primary, args[8], "primary", 'u', 8, 1, 0, W, 0);
    GET(k.secondary, args[9], "secondary", 'u', 8, 1, 0, W, 0);
    GET(k.full, args[10], "full", 'u', 8, 1, 0, W, 0);
    if (as_int64(args[11], "prune", &v) < 0)
        goto fail;
    k.prune = (int)(v & 3);
    GET(k.notfirst, args[12], "notfirst", 'u', 8, 1, 0, W, 0);
    GET(k.notlast, args[13], "notlast", 'u', 8, 1, 0, W, 0);
    if (as_int64(args[14], "stride", &v) < 0)
        goto fail;
    k.stride = (v >= 1 && v <= 63) ? (int)v : 0;
    GET(k.perms, args[15], "perms", 'i', 4, 2, 0, -1, R);
    k.K = dims[0];
    GET(k.fixmask, args[16], "fixmask", 'i', 8, 1, 0, R, 0);
    if (as_int64(args[17], "gmask", &k.gmask) < 0)
        goto fail;
    GET(k.st, args[18], "st", 'i', 8, 1, 1, STATE_SLOTS, 0);
    GET(k.rem, args[19], "rem", 'i', 4, 1, 1, k.G, 0);
    GET(k.occs, args[20], "occs", 'u', 8, 2, 1, -1, W);
    k.D = dims[0] - 1;
    if (k.D < 0)
        BAD("occs must have at least one row");
    GET(k.pos, args[21], "pos", 'i', 4, 1, 1, k.D, 0);
    GET(k.end, args[22], "end", 'i', 4, 1, 1, k.D, 0);
    GET(k.skip, args[23], "skip", 'u', 1, 1, 1, k.D, 0);
    GET(k.chosen, args[24], "chosen", 'i', 4, 1, 1, k.D, 0);
    if (as_int64(args[25], "budget", &k.budget) < 0 || as_int64(args[26], "limit", &k.limit) < 0)
        goto fail;
    int stop = PyObject_IsTrue(args[27]);
    if (stop < 0)
        goto fail;
    k.stop_on_solution = stop;
    if (nargs > 28 && args[28] != Py_None) {
        GET(k.weights, args[28], "weights", 'i', 8, 1, 0, R, 0);
        if (nargs < 30 || args[29] == Py_None)
            BAD("weights need a tally");
        GET(k.tally, args[29], "tally", 'i', 8, 1, 1, -1, 0);
        k.T = dims[0];
    } else if (nargs > 29 && args[29] != Py_None) {
        BAD("a tally needs weights");
    }
    if (nargs > 30 && args[30] != Py_None)
        GET(k.reachable, args[30], "reachable", 'u', 8, 2, 0, k.G, W);
    if (nargs > 31 && args[31] != Py_None) {
        PyObject *t = args[31];
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 9)
            BAD("memo must be a tuple (keys, vals, arena, table, radix, (min_left, max_left), log, rec, log_len)");
        GET(k.mkeys, PyTuple_GET_ITEM(t, 0), "memo keys", 'u', 8, 2, 1, -1, W + 1);
        k.M = dims[0];
        GET(k.mvals, PyTuple_GET_ITEM(t, 1), "memo vals", 'i', 8, 2, 1, k.M, 2);
        GET(k.arena, PyTuple_GET_ITEM(t, 2), "memo arena", 'i', 8, 2, 1, -1, 2);
        k.A = dims[0];
        GET(k.mtable, PyTuple_GET_ITEM(t, 3), "memo table", 'i', 8, 1, 1, 2, 0);
        GET(k.radix, PyTuple_GET_ITEM(t, 4), "memo radix", 'i', 8, 1, 0, k.G, 0);
        PyObject *band = PyTuple_GET_ITEM(t, 5);
        if (!PyTuple_Check(band) || PyTuple_GET_SIZE(band) != 2)
            BAD("memo part 5 must be a pair (min_left, max_left)");
        if (as_int64(PyTuple_GET_ITEM(band, 0), "memo min_left", &k.min_left) < 0 ||
            as_int64(PyTuple_GET_ITEM(band, 1), "memo max_left", &k.max_left) < 0)
            goto fail;
        GET(k.log, PyTuple_GET_ITEM(t, 6), "memo log", 'i', 8, 2, 1, -1, 2);
        k.L = dims[0];
        GET(k.rec, PyTuple_GET_ITEM(t, 7), "memo rec", 'i', 8, 1, 1, k.D, 0);
        GET(k.log_len, PyTuple_GET_ITEM(t, 8), "memo log_len", 'i', 8, 1, 1, 1, 0);
        if (k.M < 1 || (k.M & (k.M - 1)))
            BAD("the memo must have a power of two slots, not %zd", k.M);
        if (k.mtable[0] < 0 || k.mtable[0] > k.M || k.mtable[1] < 0 || k.mtable[1] > k.A)
            BAD("memo table counters outside 0..%zd / 0..%zd", k.M, k.A);
        if (*k.log_len < 0 || *k.log_len > k.L)
            BAD("memo log_len outside 0..%zd", k.L);
        for (Py_ssize_t g = 0; g < k.G; g++)
            if (k.radix[g] < 0)
                BAD("memo radix[%zd] is negative", g);
        if (k.K > 0 || k.stop_on_solution)
            BAD("the memo counts solutions: it does not go with a symmetry filter or stop_on_solution");
        k.use_memo = 1;
    }

    /* contents that index memory */
    if (k.unit < 1)
        BAD("unit must be at least 1, not %lld", (long long)k.unit);
    if ((k.prune & 1) && k.stride == 0)
        BAD("region pruning needs a stride of 1 to 63 columns");
    if (k.K > MAX_SYMMETRIES)
        BAD("perms has %zd symmetries; at most %d", k.K, MAX_SYMMETRIES);
    for (Py_ssize_t i = 0; i < R; i++) {
        if (k.lo[i] < 0 || k.lo[i] > k.hi[i] || k.hi[i] >= W)
            BAD("row %zd: lo/hi words %d..%d outside 0..%zd", i, k.lo[i], k.hi[i], W - 1);
        if (k.rgroup[i] < 0 || k.rgroup[i] >= k.G)
            BAD("row %zd: group %d outside 0..%zd", i, k.rgroup[i], k.G - 1);
        if (k.skipto[i] <= i || k.skipto[i] > R)
            BAD("row %zd: skipto %d outside %zd..%zd", i, k.skipto[i], i + 1, R);
    }
    for (Py_ssize_t i = 0; i <= 64 * W; i++) {
        int32_t lo = i ? k.start[i - 1] : 0;
        if (k.start[i] < lo || k.start[i] > R)
            BAD("start must rise from 0 to at most %zd (entry %zd is %d)", R, i, k.start[i]);
    }
    for (Py_ssize_t g = 0; g < k.G; g++) {
        if (k.gsize[g] < 0 || k.gsize[g] > 64 * W)
            BAD("gsize[%zd] = %lld outside 0..%zd", g, (long long)k.gsize[g], 64 * W);
        if (k.rem[g] < 0 || k.rem[g] > k.D)
            BAD("rem[%zd] = %d outside 0..%zd", g, k.rem[g], k.D);
    }
    if (k.st[BASE] < 0 || k.st[BASE] > k.D || k.st[DEPTH] < k.st[BASE] || k.st[DEPTH] > k.D || k.st[PHASE] < 0 ||
        k.st[PHASE] > 3 || (k.st[PHASE] == 1 && k.st[DEPTH] >= k.D))
        BAD("st holds no valid state (depth %lld, phase %lld, base %lld, %zd levels)", (long long)k.st[DEPTH],
            (long long)k.st[PHASE], (long long)k.st[BASE], k.D);
    for (Py_ssize_t i = 0; i < k.D; i++) {
        if (k.pos[i] < 0 || k.pos[i] > R || k.end[i] < 0 || k.end[i] > R)
            BAD("pos/end[%zd] outside 0..%zd", i, R);
        if (i < k.st[DEPTH] && (k.chosen[i] < -1 || k.chosen[i] >= R))
            BAD("chosen[%zd] = %d outside -1..%zd", i, k.chosen[i], R - 1);
    }
    k.one_size = 1;
    for (Py_ssize_t g = 0; g < k.G; g++)
        if (k.gsize[g] != k.unit)
            k.one_size = 0;
    if (k.tally && (k.T < 1 || k.T > ((int64_t)1 << 40)))
        BAD("tally must have 1 to 2**40 entries, not %zd", k.T);
    for (Py_ssize_t i = 0; k.weights && i < R; i++)
        if (k.weights[i] < 0 || k.weights[i] >= k.T)
            BAD("weights[%zd] = %lld outside 0..%zd", i, (long long)k.weights[i], k.T - 1);
    if (k.use_memo) {
        for (Py_ssize_t i = 0; i < k.D; i++) {
            if (i > k.st[DEPTH] || i <= k.st[BASE])
                k.rec[i] = -1; /* no node there is recording */
            else if (k.rec[i] < -1 || k.rec[i] > *k.log_len)
                BAD("memo rec[%zd] = %lld outside -1..%lld", i, (long long)k.rec[i], (long long)*k.log_len);
        }
    }

    k.mine = PyMem_RawMalloc(sizeof(int32_t) * (size_t)(2 * k.D + 2 + k.G));
    if (!k.mine) {
        PyErr_NoMemory();
        goto fail;
    }
    k.image = k.mine + k.D + 1;
    k.confined = k.image + k.D + 1;
    for (Py_ssize_t g = 0; k.reachable && g < k.G; g++) {
        int whole = 1;
        for (Py_ssize_t w = 0; w < W; w++)
            whole &= (k.reachable[g * W + w] & k.full[w]) == k.full[w];
        if (!whole)
            k.confined[k.n_confined++] = (int32_t)g;
    }
    int code;
    Py_BEGIN_ALLOW_THREADS
    code = W == 1 ? search_one_word(&k) : W == 2 ? search_two_words(&k) : search_any(&k);
    Py_END_ALLOW_THREADS
    PyMem_RawFree(k.mine);
    release_all(&bufs);
    if (code == ERR_DEPTH) {
        PyErr_Format(PyExc_ValueError, "the search went deeper than the %zd levels of the state arrays", k.D);
        return NULL;
    }
    if (code == ERR_TALLY) {
        PyErr_Format(PyExc_ValueError, "a solution's weights sum outside the tally's %zd entries", k.T);
        return NULL;
    }
    return PyLong_FromLong(code);
fail:
    release_all(&bufs);
    return NULL;
}

static PyMethodDef methods[] = {
    {"dfs", (PyCFunction)(void (*)(void))dfs, METH_FASTCALL, dfs_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_tiling", DOC, -1, methods, NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__tiling(void)
{
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    if (PyModule_AddIntConstant(m, "FINISHED", FINISHED) < 0 || PyModule_AddIntConstant(m, "BUDGET", BUDGET) < 0 ||
        PyModule_AddIntConstant(m, "SOLUTION", SOLUTION) < 0 || PyModule_AddIntConstant(m, "LIMIT", LIMIT) < 0 ||
        PyModule_AddIntConstant(m, "STATE_SLOTS", STATE_SLOTS) < 0 || PyModule_AddIntConstant(m, "MAX_WORDS", MAX_WORDS) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
