/* Domino tilings of a grid with per-line linear constraints: a depth-first
 * search that counts tilings up to a limit (plain C; the binding is
 * _kernel.c, the Python side gridsat.puzzles.dominofit.kernel).
 *
 * Model.  A rows x cols grid; every free cell gets exactly one *role*: HL/HR
 * (left/right cell of a horizontal domino) or VT/VB (top/bottom cell of a
 * vertical one).  A *counter* belongs to one line (a row or a column) and
 * adds w[role] for every covered cell of that line; the search keeps every
 * counter's final value within [lo, hi].  Domino Fit's scores and its implied
 * per-line domino counts are such counters (see gridsat/puzzles/dominofit/kernel.py).
 *
 * Search.  Branch on the first uncovered cell in row-major order (the "first
 * free cell" rule: it can only be the left cell of an H or the top cell of a
 * V).  After each placement:
 *   - cells whose possible roles dropped to one are placed (forcing), and a
 *     free cell with no possible role is a dead end;
 *   - every counter of a touched line is bounded: value + sum over its
 *     uncovered cells of the least (largest) weight still possible for the
 *     cell must not pass hi (fall short of lo);
 *   - a counter that is tight (its bound equals hi or lo) removes from its
 *     uncovered cells the roles that would break it (optional, "tight").
 * The search stops after `limit` tilings, or with status BUDGET when the
 * node budget or the deadline runs out (never reported as exhausted). *
 * The binding (_kernel.c) releases the GIL during df_run; all state is in
 * malloc'd memory.  Layout of the files: gridsat_kernel.h.
 */
#include "kernel_search.h"

#include <stdlib.h>
#include <string.h>

static inline int popc(unsigned v) { return __builtin_popcount(v); }

static inline int role_index(unsigned bit) { return bit == HL ? 0 : bit == HR ? 1 : bit == VT ? 2 : 3; }

static inline uint8_t compute_poss(const State *s, int x) {
    uint8_t a = s->allowed[x] & (uint8_t)~s->excl[x], m = 0;
    if ((a & HL) && !s->cover[x + 1] && (s->allowed[x + 1] & HR & ~s->excl[x + 1])) m |= HL;
    if ((a & HR) && !s->cover[x - 1] && (s->allowed[x - 1] & HL & ~s->excl[x - 1])) m |= HR;
    if ((a & VT) && !s->cover[x + s->C] && (s->allowed[x + s->C] & VB & ~s->excl[x + s->C])) m |= VT;
    if ((a & VB) && !s->cover[x - s->C] && (s->allowed[x - s->C] & VT & ~s->excl[x - s->C])) m |= VB;
    return m;
}

/* Replace cell x's contribution to the bounds of its lines' counters. */
static inline void set_poss(State *s, int x, uint8_t m) {
    uint8_t old = s->poss[x];
    if (old == m) return;
    s->poss[x] = m;
    int r = x / s->C - 1, c = x % s->C;  /* grid row (row 0 of the padded grid is blocked) */
    for (int line = 0; line < 2; line++) {
        int li = line ? s->R + c : r;
        for (int j = s->line_start[li]; j < s->line_start[li + 1]; j++) {
            Counter *k = &s->k[s->line_k[j]];
            k->maxrem += k->tmax[m] - k->tmax[old];
            k->minrem += k->tmin[m] - k->tmin[old];
        }
    }
}

static inline void add_val(State *s, int x, int ri, int sign) {
    int r = x / s->C - 1, c = x % s->C;  /* grid row (row 0 of the padded grid is blocked) */
    for (int line = 0; line < 2; line++) {
        int li = line ? s->R + c : r;
        for (int j = s->line_start[li]; j < s->line_start[li + 1]; j++) {
            Counter *k = &s->k[s->line_k[j]];
            k->val += sign * k->w[ri];
        }
    }
}

static int push_trail(State *s, int32_t v) {
    if (s->tlen == s->tcap) {
        int64_t cap = s->tcap * 2;
        int32_t *t = realloc(s->trail, (size_t)cap * sizeof *t);
        if (!t) return -1;
        s->trail = t;
        s->tcap = cap;
    }
    s->trail[s->tlen++] = v;
    return 0;
}

static inline void push_queue(State *s, int x) {
    if (s->qlen < s->qcap) s->queue[s->qlen++] = x;  /* qcap = N + 8: each cell queued at most once per pass */
}

/* After cell x (uncovered) changed, refresh its roles and queue it when forced or dead. */
static inline void refresh(State *s, int x) {
    if (s->cover[x]) return;
    uint8_t m = compute_poss(s, x);
    set_poss(s, x, m);
    if (popc(m) <= 1) push_queue(s, x);
}

static void refresh_around(State *s, int x) {
    int C = s->C;
    if (!s->cover[x]) refresh(s, x);
    if (!s->cover[x - 1]) refresh(s, x - 1);
    if (!s->cover[x + 1]) refresh(s, x + 1);
    if (!s->cover[x - C]) refresh(s, x - C);
    if (!s->cover[x + C]) refresh(s, x + C);
}

/* The grid is padded: one blocked column on the right and a blocked row
 * above and below, so x-1, x+1, x-C, x+C are always valid indices. */

static int place(State *s, int x, int kind) {
    int y = kind ? x + s->C : x + 1;
    unsigned ra = kind ? VT : HL, rb = kind ? VB : HR;
    if (push_trail(s, x * 2 + kind)) return -1;
    set_poss(s, x, 0);
    set_poss(s, y, 0);
    s->cover[x] = (uint8_t)ra;
    s->cover[y] = (uint8_t)rb;
    add_val(s, x, role_index(ra), 1);
    add_val(s, y, role_index(rb), 1);
    refresh_around(s, x);
    refresh_around(s, y);
    return 0;
}

static void unplace(State *s, int x, int kind) {
    int y = kind ? x + s->C : x + 1;
    add_val(s, x, role_index(s->cover[x]), -1);
    add_val(s, y, role_index(s->cover[y]), -1);
    s->cover[x] = 0;
    s->cover[y] = 0;
    /* neighbours first (they see x and y uncovered), then x and y themselves */
    int C = s->C;
    int cells[2] = {x, y};
    for (int i = 0; i < 2; i++) {
        int z = cells[i];
        int nb[4] = {z - 1, z + 1, z - C, z + C};
        for (int j = 0; j < 4; j++)
            if (!s->cover[nb[j]] && s->allowed[nb[j]]) set_poss(s, nb[j], compute_poss(s, nb[j]));
    }
    set_poss(s, x, compute_poss(s, x));
    set_poss(s, y, compute_poss(s, y));
}

static int exclude(State *s, int x, uint8_t bits) {
    bits &= (uint8_t)~s->excl[x];
    if (!bits) return 0;
    if (push_trail(s, -(x * 16 + bits) - 1)) return -1;
    s->excl[x] |= bits;
    refresh_around(s, x);
    return 0;
}

static void unexclude(State *s, int x, uint8_t bits) {
    s->excl[x] &= (uint8_t)~bits;
    int C = s->C;
    int nb[5] = {x, x - 1, x + 1, x - C, x + C};
    for (int j = 0; j < 5; j++)
        if (!s->cover[nb[j]] && s->allowed[nb[j]]) set_poss(s, nb[j], compute_poss(s, nb[j]));
}

static void undo_to(State *s, int64_t mark) {
    while (s->tlen > mark) {
        int32_t v = s->trail[--s->tlen];
        if (v >= 0) unplace(s, v / 2, v & 1);
        else {
            v = -(v + 1);
            unexclude(s, v / 16, (uint8_t)(v % 16));
        }
    }
}

static inline int counter_ok(const Counter *k) {
    return k->val + k->minrem <= k->hi && k->val + k->maxrem >= k->lo;
}

/* Remove, on the uncovered cells of a tight counter's line, the roles that would break it. */
static int tighten(State *s, Counter *k) {
    int upper = k->val + k->maxrem == k->lo;  /* every cell must take its largest weight */
    int lower = k->val + k->minrem == k->hi;  /* every cell must take its smallest weight */
    if (!upper && !lower) return 0;
    int n = k->axis ? s->R : s->C;
    for (int i = 0; i < n; i++) {
        int x = k->axis ? (i + 1) * s->C + k->index : (k->index + 1) * s->C + i;
        uint8_t m = s->poss[x];
        if (s->cover[x] || popc(m) <= 1) continue;
        uint8_t bad = 0;
        for (int ri = 0; ri < 4; ri++) {
            if (!(m & (1u << ri))) continue;
            if ((upper && k->w[ri] < k->tmax[m]) || (lower && k->w[ri] > k->tmin[m])) bad |= (uint8_t)(1u << ri);
        }
        if (bad && exclude(s, x, bad)) return -1;
    }
    return 0;
}

/* Exact bounds of a line's counters under the line's own pairing: along a
 * row an HL cell is followed by an HR cell, down a column a VT cell by a VB
 * cell; the other roles pair with a cell of another line and are free here.
 * A dynamic programme over the line (state: is a pair half open) gives the
 * least and largest final value of each counter and whether the line can
 * be completed at all.  Returns 1 when it cannot, or a counter cannot end
 * within its range. */
static int chain_check(State *s, int axis, int index) {
    int W = s->C;
    int n = axis ? s->R : W - 1;
    int li = axis ? s->R + index : index;
    int j0 = s->line_start[li], nk = s->line_start[li + 1] - j0;
    if (nk > CHAIN_COUNTERS) nk = CHAIN_COUNTERS;
    unsigned first = axis ? VT : HL, second = axis ? VB : HR, other = ALL & ~(first | second);
    int first_i = role_index(first), second_i = role_index(second);
    const int64_t NEG = INT64_MIN / 4, POS = INT64_MAX / 4;
    int64_t mx0[CHAIN_COUNTERS], mn0[CHAIN_COUNTERS], mx1[CHAIN_COUNTERS], mn1[CHAIN_COUNTERS];
    const Counter *ks[CHAIN_COUNTERS];
    for (int j = 0; j < nk; j++) {
        ks[j] = &s->k[s->line_k[j0 + j]];
        mx0[j] = mn0[j] = 0;
        mx1[j] = NEG; mn1[j] = POS;
    }
    int ok0 = 1, ok1 = 0;
    int x = axis ? W + index : (index + 1) * W, step = axis ? W : 1;
    for (int i = 0; i < n; i++, x += step) {
        if (s->cover[x]) { ok1 = 0; continue; }
        unsigned m = s->poss[x];
        int n0 = 0, n1 = 0;
        int64_t a0[CHAIN_COUNTERS], b0[CHAIN_COUNTERS], a1[CHAIN_COUNTERS], b1[CHAIN_COUNTERS];
        for (int j = 0; j < nk; j++) { a0[j] = a1[j] = NEG; b0[j] = b1[j] = POS; }
        if (ok0) {
            if (m & first) {
                n1 = 1;
                for (int j = 0; j < nk; j++) { a1[j] = mx0[j] + ks[j]->w[first_i]; b1[j] = mn0[j] + ks[j]->w[first_i]; }
            }
            if (m & other) {
                n0 = 1;
                for (int j = 0; j < nk; j++) {
                    a0[j] = mx0[j] + ks[j]->tmax[m & other];
                    b0[j] = mn0[j] + ks[j]->tmin[m & other];
                }
            }
        }
        if (ok1 && (m & second)) {
            n0 = 1;
            for (int j = 0; j < nk; j++) {
                int64_t hi = mx1[j] + ks[j]->w[second_i], lo = mn1[j] + ks[j]->w[second_i];
                if (hi > a0[j]) a0[j] = hi;
                if (lo < b0[j]) b0[j] = lo;
            }
        }
        ok0 = n0; ok1 = n1;
        if (!ok0 && !ok1) return 1;
        for (int j = 0; j < nk; j++) { mx0[j] = a0[j]; mn0[j] = b0[j]; mx1[j] = a1[j]; mn1[j] = b1[j]; }
    }
    if (!ok0) return 1;
    for (int j = 0; j < nk; j++)
        if (ks[j]->val + mn0[j] > ks[j]->hi || ks[j]->val + mx0[j] < ks[j]->lo) return 1;
    return 0;
}

static int check_lines(State *s, int x0, int x1) {
    /* counters of the rows and columns around the changed cells x0..x1 */
    int C = s->C;
    int r0 = x0 / C - 1 - 1, r1 = x1 / C - 1 + 1;  /* grid rows (padded index - 1) */
    int c0 = x0 % C - 1, c1 = x1 % C + 1;
    if (r0 < 0) r0 = 0;
    if (r1 > s->R - 1) r1 = s->R - 1;
    if (c0 < 0) c0 = 0;
    if (c1 > C - 2) c1 = C - 2;
    for (int r = r0; r <= r1; r++)
        for (int j = s->line_start[r]; j < s->line_start[r + 1]; j++) {
            Counter *k = &s->k[s->line_k[j]];
            if (!counter_ok(k)) return 1;
            if ((s->prune & PRUNE_TIGHT) && tighten(s, k)) return -1;
        }
    for (int c = c0; c <= c1; c++)
        for (int j = s->line_start[s->R + c]; j < s->line_start[s->R + c + 1]; j++) {
            Counter *k = &s->k[s->line_k[j]];
            if (!counter_ok(k)) return 1;
            if ((s->prune & PRUNE_TIGHT) && tighten(s, k)) return -1;
        }
    if (s->prune & PRUNE_CHAIN) {
        for (int r = r0; r <= r1; r++)
            if (chain_check(s, 0, r)) return 1;
        for (int c = c0; c <= c1; c++)
            if (chain_check(s, 1, c)) return 1;
    }
    return 0;
}

/* Place (x, kind) and everything it forces.  Returns 0 ok, 1 dead end, -1 out of memory. */
static int assign(State *s, int x, int kind) {
    s->qlen = 0;
    if (place(s, x, kind)) return -1;
    int rc = check_lines(s, x, kind ? x + s->C : x + 1);
    if (rc) return rc;
    while (s->qlen) {
        int z = s->queue[--s->qlen];
        if (s->cover[z]) continue;
        uint8_t m = s->poss[z];
        if (m == 0) return 1;
        if (popc(m) != 1) continue;
        int px = m == HL ? z : m == HR ? z - 1 : m == VT ? z : z - s->C;
        int pk = (m == VT || m == VB);
        if (place(s, px, pk)) return -1;
        rc = check_lines(s, px, pk ? px + s->C : px + 1);
        if (rc) return rc;
    }
    return 0;
}

static inline uint64_t next_rand(State *s) {
    s->rng ^= s->rng << 13;
    s->rng ^= s->rng >> 7;
    s->rng ^= s->rng << 17;
    return s->rng;
}

/* Which option to try first at cell x: 0 = H, 1 = V.  ORDER_NEED: V with
 * probability (cells of the column that still need a vertical domino) /
 * (cells that can still take one), the column's urgency. */
static int first_kind(State *s, int x) {
    if (s->order == ORDER_V_FIRST) return 1;
    if (s->order == ORDER_H_FIRST) return 0;
    int kv = s->vcount[x % s->C];
    if (kv < 0) return 0;
    const Counter *k = &s->k[kv];
    double need = (double)(k->lo - k->val), cap = (double)k->maxrem;
    double frac = cap > 0 ? need / cap : 0.0;
    double u = (double)(next_rand(s) >> 11) * (1.0 / 9007199254740992.0);
    return u < frac;
}

/* The Luby sequence 1 1 2 1 1 2 4 1 1 2 ... (restart budgets in units). */
static int64_t luby(int64_t i) {
    int64_t size = 1, seq = 0;
    while (size < i + 1) { seq++; size = 2 * size + 1; }
    while (size - 1 != i) {
        size = (size - 1) >> 1;
        seq--;
        i = i % size;
    }
    return (int64_t)1 << seq;
}

typedef struct { int x; int64_t mark; int8_t tried; int8_t first; } Frame;

static int search(State *s, Run *run) {
    int N = s->N;
    Frame *stack = malloc(sizeof(Frame) * (size_t)(N / 2 + 2));
    if (!stack) return -1;
    int depth = 0, pos = 0;
    int rc = 0;
    int64_t root = s->tlen, next_restart = run->restart_base;
    /* descend from the root */
    for (;;) {
        if (run->restart_base > 0 && run->nodes >= next_restart && depth > 0) {
            undo_to(s, root);
            depth = 0;
            pos = 0;
            run->restarts++;
            next_restart = run->nodes + run->restart_base * luby(run->restarts);
        }
        /* find the first uncovered free cell */
        while (pos < N && s->cover[pos]) pos++;
        if (pos == N) {
            run->count++;
            if (run->nkept < run->keep) memcpy(run->kept + (size_t)run->nkept++ * N, s->cover, (size_t)N);
            if (run->count >= run->limit) { run->status = ST_LIMIT; break; }
            goto backtrack;
        }
        {
            uint8_t m = s->poss[pos] & (HL | VT);
            if (!m) goto backtrack;
            Frame *f = &stack[depth++];
            f->x = pos;
            f->mark = s->tlen;
            f->first = (int8_t)(m == HL ? 0 : m == VT ? 1 : first_kind(s, pos));
            f->tried = (int8_t)(m == (HL | VT) ? 1 : 2);  /* alternatives used (2 = no second) */
            goto try_option;
        }
    try_option: {
            Frame *f = &stack[depth - 1];
            int kind = f->tried == 1 || f->tried == 2 ? f->first : 1 - f->first;
            run->nodes++;
            if ((run->nodes & 1023) == 0) {
                if ((run->node_limit > 0 && run->nodes >= run->node_limit) || gk_stopped(&run->limits)) {
                    run->status = ST_BUDGET;
                    break;
                }
            }
            rc = assign(s, f->x, kind);
            if (rc < 0) break;
            if (rc == 0) { pos = f->x; continue; }
            goto backtrack;
        }
    backtrack:
        for (;;) {
            if (depth == 0) { run->status = ST_EXHAUSTED; goto done; }
            Frame *f = &stack[depth - 1];
            undo_to(s, f->mark);
            if (f->tried == 1) { f->tried = 3; goto try_option; }
            depth--;
        }
    }
done:
    free(stack);
    return rc < 0 ? -1 : 0;
}

/* ------------------------------------------------------------------ set-up */

void df_free(State *s) {
    free(s->allowed); free(s->excl); free(s->poss); free(s->cover); free(s->k);
    free(s->line_start); free(s->line_k); free(s->vcount); free(s->trail); free(s->queue);
    memset(s, 0, sizeof *s);
}

int df_setup(State *s, int R, int C, const uint8_t *fr, const int32_t *kv, int nk, int order, int prune,
             uint64_t seed, char *msg) {
    memset(s, 0, sizeof *s);
    int W = C + 1, N = (R + 2) * W;  /* padded: row 0 and row R+1 blocked, column C blocked */
    s->R = R; s->C = W; s->N = N;
    s->order = order; s->prune = prune; s->rng = seed * 0x9E3779B97F4A7C15ull + 1;
    s->nk = nk;
    s->allowed = calloc((size_t)N, 1); s->excl = calloc((size_t)N, 1); s->poss = calloc((size_t)N, 1);
    s->cover = malloc((size_t)N); s->k = calloc((size_t)s->nk + 1, sizeof(Counter));
    s->line_start = calloc((size_t)(R + W + 1), sizeof(int)); s->line_k = calloc((size_t)s->nk * 1 + 1, sizeof(int));
    s->vcount = malloc(sizeof(int) * (size_t)W);
    s->tcap = N + 64; s->trail = malloc(sizeof(int32_t) * (size_t)s->tcap);
    s->qcap = 8 * N + 64; s->queue = malloc(sizeof(int32_t) * (size_t)s->qcap);
    if (!s->allowed || !s->excl || !s->poss || !s->cover || !s->k || !s->line_start || !s->line_k || !s->vcount ||
        !s->trail || !s->queue)
        return GK_NOMEM;
    memset(s->cover, 16, (size_t)N);
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (fr[r * C + c]) s->cover[(r + 1) * W + c] = 0;
    for (int x = W; x < N - W; x++) {
        if (s->cover[x]) continue;
        uint8_t a = 0;
        if (!s->cover[x + 1]) a |= HL;
        if (!s->cover[x - 1]) a |= HR;
        if (!s->cover[x + W]) a |= VT;
        if (!s->cover[x - W]) a |= VB;
        s->allowed[x] = a;
    }
    for (int i = 0; i < W; i++) s->vcount[i] = -1;
    for (int i = 0; i < s->nk; i++) {
        const int32_t *q = kv + (size_t)i * COUNTER_INTS;
        Counter *k = &s->k[i];
        k->axis = q[0]; k->index = q[1];
        if ((k->axis != 0 && k->axis != 1) || k->index < 0 || k->index >= (k->axis ? C : R))
            return gk_fail(msg, "counter %d: axis must be 0 or 1 and index a row/column of the grid", i);
        for (int j = 0; j < 4; j++) {
            if (q[2 + j] < -1000 || q[2 + j] > 1000)
                return gk_fail(msg, "counter %d: weights must be within -1000..1000", i);
            k->w[j] = q[2 + j];
        }
        k->lo = q[6] == NO_BOUND_LO ? INT64_MIN / 4 : q[6];
        k->hi = q[7] == NO_BOUND_HI ? INT64_MAX / 4 : q[7];
        for (int m = 0; m < 16; m++) {
            int mx = 0, mn = 0, any = 0;
            for (int j = 0; j < 4; j++)
                if (m & (1 << j)) {
                    if (!any || k->w[j] > mx) mx = k->w[j];
                    if (!any || k->w[j] < mn) mn = k->w[j];
                    any = 1;
                }
            /* weights fit int8 only up to 127: clamp is not needed for ours, but stay safe */
            if (mx > 127 || mx < -128 || mn > 127 || mn < -128)
                return gk_fail(msg, "counter %d: weights must be within -128..127", i);
            k->tmax[m] = (int8_t)mx; k->tmin[m] = (int8_t)mn;
        }
        if (k->axis == 1 && k->w[0] == 0 && k->w[1] == 0 && k->w[2] == 1 && k->w[3] == 1 && s->vcount[k->index] < 0)
            s->vcount[k->index] = i;
        s->line_start[(k->axis ? R + k->index : k->index) + 1]++;
    }
    for (int i = 0; i < R + W; i++) s->line_start[i + 1] += s->line_start[i];
    int *fill = calloc((size_t)(R + W), sizeof(int));
    if (!fill) return GK_NOMEM;
    for (int i = 0; i < s->nk; i++) {
        int li = s->k[i].axis ? R + s->k[i].index : s->k[i].index;
        s->line_k[s->line_start[li] + fill[li]++] = i;
    }
    free(fill);
    /* initial possible roles and bounds */
    for (int x = W; x < N - W; x++)
        if (!s->cover[x]) set_poss(s, x, compute_poss(s, x));
    s->dead = 0;
    for (int i = 0; i < s->nk && !s->dead; i++) s->dead = !counter_ok(&s->k[i]);
    for (int x = W; x < N - W && !s->dead; x++) s->dead = !s->cover[x] && !s->poss[x];
    return 0;
}

int df_check_givens(const State *s, const int32_t *gv, ptrdiff_t ng, char *msg) {
    int R = s->R, W = s->C, C = W - 1;
    for (ptrdiff_t i = 0; i < ng; i++) {
        int kind = gv[3 * i], r = gv[3 * i + 1], c = gv[3 * i + 2];
        if ((kind != 0 && kind != 1) || r < 0 || c < 0 || r >= R - kind || c >= C - (1 - kind))
            return gk_fail(msg, "given %td is not a domino inside the grid", i);
        int x = (r + 1) * W + c, y = kind ? x + W : x + 1;
        if (s->cover[x] == 16 || s->cover[y] == 16)
            return gk_fail(msg, "given %td covers a blocked cell", i);
    }
    return 0;
}

int df_run(State *s, Run *run, const int32_t *gv, ptrdiff_t ng) {
    int W = s->C, dead = s->dead, failed = 0;
    for (ptrdiff_t i = 0; i < ng && !dead && !failed; i++) {
        int kind = gv[3 * i], x = (gv[3 * i + 1] + 1) * W + gv[3 * i + 2];
        int y = kind ? x + W : x + 1;
        if (s->cover[x] == (kind ? VT : HL) && s->cover[y] == (kind ? VB : HR)) continue;  /* forced already */
        if (s->cover[x] || s->cover[y]) { dead = 1; break; }  /* overlapping or contradicted givens */
        int rc = assign(s, x, kind);
        if (rc < 0) failed = 1;
        else if (rc) dead = 1;
    }
    if (!dead && !failed) failed = search(s, run) < 0;
    else run->status = ST_EXHAUSTED;
    return failed ? GK_NOMEM : 0;
}
