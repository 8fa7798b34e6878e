/* Exact-cover tiling kernel, the algorithm (plain C; the binding is
 * _tiling.c, whose module docstring documents the method and the
 * measurements; the arrays are built by gridsat.engines.exact_cover).
 * Layout of the files: gridsat_kernel.h.
 */
#include "tiling_dfs.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* symmetry filter                                                          */

static void sort_small(int32_t *a, ptrdiff_t n)
{
    for (ptrdiff_t i = 1; i < n; i++) {
        int32_t v = a[i];
        ptrdiff_t j = i - 1;
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
    ptrdiff_t n = 0;
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
    for (ptrdiff_t s = 0; s < k->K; s++) {
        if (!((m >> s) & 1))
            continue;
        const int32_t *perm = k->perms + s * k->R;
        for (ptrdiff_t i = 0; i < n; i++)
            k->image[i] = perm[k->mine[i]];
        sort_small(k->image, n);
        for (ptrdiff_t i = 0; i < n; i++) {
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
    for (ptrdiff_t g = 0; g < k->G; g++) {
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
    for (ptrdiff_t i = 0; i < k->n_confined; i++) {
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
        if (k->one_size) { /* rows of one size: a multiple of it up to what is left (may) fit */
            if (t <= left)
                return 0;
            continue; /* too many cells: with holes, more of them may stay empty (j + 1...) */
        }
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
static inline __attribute__((always_inline)) ptrdiff_t
memo_find(const Kernel *k, const uint64_t *occ, uint64_t remkey, int *found, const int W)
{
    const uint64_t h = memo_hash(occ, remkey, W);
    *found = 0;
    for (int probe = 0; probe < MEMO_PROBES; probe++) {
        ptrdiff_t slot = (ptrdiff_t)((h + (uint64_t)probe) & (uint64_t)(k->M - 1));
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
static ptrdiff_t merge_pairs(int64_t *p, ptrdiff_t n)
{
    if (n < 2)
        return n;
    if (n <= 16) {
        for (ptrdiff_t i = 1; i < n; i++) {
            int64_t o = p[2 * i], c = p[2 * i + 1];
            ptrdiff_t j = i - 1;
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
    ptrdiff_t m = 0;
    for (ptrdiff_t i = 1; i < n; i++) {
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
    ptrdiff_t n = merge_pairs(p, (ptrdiff_t)(*k->log_len - start));
    if (n <= MEMO_MAX_PAIRS && n <= k->A && (k->mtable[1] + n > k->A || 2 * k->mtable[0] >= k->M)) {
        /* full: start a fresh memo (the log refers to no stored entry) */
        memset(k->mvals, 0, (size_t)k->M * 2 * sizeof(int64_t));
        k->mtable[0] = k->mtable[1] = 0;
    }
    int found;
    ptrdiff_t slot = memo_find(k, occ, remkey, &found, W);
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
        for (ptrdiff_t i = 0; i < n; i++)
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
    ptrdiff_t slot = memo_find(k, occ, remkey, &found, W);
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
    for (ptrdiff_t g = 0; g < k->G; g++)
        left += (int64_t)k->rem[g] * k->gsize[g];
    int64_t wsum = 0; /* tally weights of the rows chosen so far */
    if (k->weights)
        for (int64_t i = 0; i < d; i++)
            if (k->chosen[i] >= 0)
                wsum += k->weights[k->chosen[i]];
    uint64_t remkey = 0; /* the remaining uses, as one number (memo key) */
    int64_t n_rec = 0;   /* nodes recording their subtree for the memo */
    if (k->use_memo) {
        for (ptrdiff_t g = 0; g < k->G; g++)
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
                const uint64_t *m = k->masks + (ptrdiff_t)p * W;
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
                const uint64_t *m = k->masks + (ptrdiff_t)r * W;
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
/* entry point                                                              */

int tiling_run(Kernel *k)
{
    const ptrdiff_t W = k->W;
    k->one_size = 1;
    for (ptrdiff_t g = 0; g < k->G; g++)
        if (k->gsize[g] != k->unit)
            k->one_size = 0;
    k->mine = malloc(sizeof(int32_t) * (size_t)(2 * k->D + 2 + k->G));
    if (!k->mine)
        return GK_NOMEM;
    k->image = k->mine + k->D + 1;
    k->confined = k->image + k->D + 1;
    k->n_confined = 0;
    for (ptrdiff_t g = 0; k->reachable && g < k->G; g++) {
        int whole = 1;
        for (ptrdiff_t w = 0; w < W; w++)
            whole &= (k->reachable[g * W + w] & k->full[w]) == k->full[w];
        if (!whole)
            k->confined[k->n_confined++] = (int32_t)g;
    }
    const int code = W == 1 ? search_one_word(k) : W == 2 ? search_two_words(k) : search_any(k);
    free(k->mine);
    k->mine = k->image = k->confined = NULL;
    return code;
}
