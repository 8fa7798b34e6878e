/* Domino tilings that meet per-line counters, by local search over
 * alternating cycles (plain C; the binding is _cycle_kernel.c, the Python
 * side gridsat.puzzles.dominofit.cycle_kernel).
 *
 * Model (as in kernel_search.c, the complete search).  A rows x cols grid;
 * a tiling gives every free cell one role: HL/HR (left/right cell of a
 * horizontal domino) or VT/VB (top/bottom cell of a vertical one).  A *counter* belongs to a row or a
 * column, adds w[role] per covered cell of its line, and must end within
 * [lo, hi].  Its *penalty* is how far its value lies outside [lo, hi].
 *
 * Method.
 *   1. A tiling is a perfect matching of the free cells' grid graph (cells
 *      coloured like a chessboard; every domino joins a dark and a light
 *      cell).  A greedy matching is completed by Hopcroft-Karp; when no
 *      perfect matching exists, no tiling exists at all (a proof).
 *   2. Any two tilings differ by disjoint alternating cycles (edges of one
 *      tiling alternating with edges of the other).  On the dark cells, an
 *      arc u -> v via a light neighbour w of u (w not u's partner, v = w's
 *      partner) means "u takes w, v loses w"; a cycle of arcs is an
 *      alternating cycle and switching it gives another tiling.
 *   3. Each arc costs the change of the weighted penalty sum that its two
 *      edges cause on their own (marginal costs; sum over counters of
 *      W_k * (pen_k(value + delta) - pen_k(value))).  Bellman-Ford from a
 *      virtual source finds a cycle of negative cost.  The cycle's true
 *      change (all its edges at once) is computed exactly; it is switched
 *      only when it lowers the weighted penalty.
 *   4. When no negative cycle exists, or three found cycles in a row do not
 *      improve, every counter still out of range gets weight + 1
 *      ("breakout": its violation becomes dearer until a cycle repairs it).
 *   5. After a long stretch without a new best penalty, restart from
 *      another random perfect matching with fresh weights (each restart
 *      waits 1.5 times longer).
 *   6. Stop when every counter is in range (a tiling that meets all
 *      counters), or when the round budget or the deadline runs out.
 *
 * The search is incomplete: it never proves that no tiling meets the
 * counters (only step 1 can prove that no tiling exists at all).
 * The binding (_cycle_kernel.c) releases the GIL during dc_solve; all state
 * is in malloc'd memory.  Layout of the files: gridsat_kernel.h.
 */
#include "cycle_kernel_search.h"

#include <stdlib.h>
#include <string.h>

static inline uint64_t next_rand(State *s) {
    uint64_t x = s->rng;
    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
    s->rng = x;
    return x;
}

static inline int timed_out(const State *s) {
    return gk_stopped(&s->limits);
}

static inline int64_t pen(const Counter *k, int64_t v) {
    return v < k->lo ? k->lo - v : v > k->hi ? v - k->hi : 0;
}

/* ------------------------------------------------------------ edge effects */

/* Call f(counter, amount) for every counter that the domino on cells a < b
 * (neighbours) changes, with sign +1 (placed) or -1 (removed). */
#define FOR_LINE(li, role_weight_expr)                                              \
    for (int j_ = s->line_start[li]; j_ < s->line_start[(li) + 1]; j_++) {          \
        int id_ = s->line_k[j_];                                                     \
        const Counter *k_ = &s->k[id_];                                              \
        int64_t amt_ = (int64_t)sign * (role_weight_expr);                           \
        if (amt_) add_delta(s, id_, amt_);                                           \
    }

static inline void add_delta(State *s, int id, int64_t amt) {
    if (!s->marked[id]) { s->marked[id] = 1; s->touched[s->ntouched++] = id; }
    s->delta[id] += amt;
}

static void edge_effect(State *s, int a, int b, int sign) {
    int C = s->C, r = a / C, c = a % C, R = s->R;
    if (b / C == r) {  /* same row: horizontal (b == a + 1 alone would misread a one-column grid) */
        FOR_LINE(r, k_->w[R_HL] + k_->w[R_HR]);
        FOR_LINE(R + c, k_->w[R_HL]);
        FOR_LINE(R + c + 1, k_->w[R_HR]);
    } else {
        FOR_LINE(r, k_->w[R_VT]);
        FOR_LINE(r + 1, k_->w[R_VB]);
        FOR_LINE(R + c, k_->w[R_VT] + k_->w[R_VB]);
    }
}

static void clear_touched(State *s) {
    for (int i = 0; i < s->ntouched; i++) { s->delta[s->touched[i]] = 0; s->marked[s->touched[i]] = 0; }
    s->ntouched = 0;
}

/* Weighted change of the penalty sum if the touched deltas were applied. */
static int64_t touched_cost(const State *s) {
    int64_t cost = 0;
    for (int i = 0; i < s->ntouched; i++) {
        const Counter *k = &s->k[s->touched[i]];
        int64_t d = s->delta[s->touched[i]];
        if (d) cost += k->weight * (pen(k, k->val + d) - pen(k, k->val));
    }
    return cost;
}

/* ------------------------------------------------------------ matching */

static inline int nb(const State *s, int x, int i) {
    /* i-th neighbour of x (0 right, 1 left, 2 down, 3 up), or -1 off the grid */
    int C = s->C, c = x % C;
    switch (i) {
        case 0: return c + 1 < C ? x + 1 : -1;
        case 1: return c > 0 ? x - 1 : -1;
        case 2: return x + C < s->N ? x + C : -1;
        default: return x - C >= 0 ? x - C : -1;
    }
}

/* Hopcroft-Karp from a greedy start.  Returns 1 when perfect, 0 when not,
 * -1 on memory failure, -2 on deadline. */
static int perfect_matching(State *s) {
    int N = s->N, nd = s->ndark;
    for (int i = 0; i < nd; i++) {  /* free cells start unmatched; givens keep their partners */
        int u = s->dark[i];
        if (s->mate[u] >= 0) s->mate[s->mate[u]] = -1;
        s->mate[u] = -1;
    }
    /* greedy, from a random dark cell and a random first direction (restarts differ) */
    int off = nd ? (int)(next_rand(s) % (uint64_t)nd) : 0, dir = (int)(next_rand(s) & 3);
    for (int ii = 0; ii < nd; ii++) {
        int u = s->dark[ii + off < nd ? ii + off : ii + off - nd];
        for (int j = 0; j < 4; j++) {
            int w = nb(s, u, (j + dir) & 3);
            if (w >= 0 && s->state[w] == 1 && s->mate[w] < 0) { s->mate[u] = w; s->mate[w] = u; break; }
        }
    }
    int32_t *layer = malloc(sizeof(int32_t) * (size_t)N);
    int32_t *queue = malloc(sizeof(int32_t) * (size_t)(nd + 1));
    int32_t *stk = malloc(sizeof(int32_t) * (size_t)(nd + 1));
    int8_t *next = malloc((size_t)N);
    if (!layer || !queue || !stk || !next) { free(layer); free(queue); free(stk); free(next); return -1; }
    int result = 0;
    for (;;) {
        if (timed_out(s)) { result = -2; break; }
        /* BFS layers over dark cells from the unmatched ones */
        int qh = 0, qt = 0, found = 0;
        for (int i = 0; i < nd; i++) {
            int u = s->dark[i];
            if (s->mate[u] < 0) { layer[u] = 0; queue[qt++] = u; } else layer[u] = -1;
        }
        if (qt == 0) { result = 1; break; }
        while (qh < qt) {
            int u = queue[qh++];
            for (int j = 0; j < 4; j++) {
                int w = nb(s, u, j);
                if (w < 0 || s->state[w] != 1) continue;
                int v = s->mate[w];
                if (v < 0) found = 1;
                else if (layer[v] < 0) { layer[v] = layer[u] + 1; queue[qt++] = v; }
            }
        }
        if (!found) { result = 0; break; }
        /* DFS along the layers, iteratively, from each unmatched dark cell */
        int augmented = 0;
        for (int i = 0; i < nd; i++) next[s->dark[i]] = 0;
        for (int i = 0; i < nd; i++) {
            int root = s->dark[i];
            if (s->mate[root] >= 0 || layer[root] != 0) continue;
            int top = 0;
            stk[top++] = root;
            while (top > 0) {
                int u = stk[top - 1];
                if (next[u] >= 4) { layer[u] = -1; top--; continue; }
                int w = nb(s, u, next[u]++);
                if (w < 0 || s->state[w] != 1) continue;
                int v = s->mate[w];
                if (v < 0) {
                    /* augment along the stack: each u takes the light cell it tried last */
                    for (int t = top - 1; t >= 0; t--) {
                        int uu = stk[t];
                        int ww = nb(s, uu, next[uu] - 1);
                        int old = s->mate[ww];
                        s->mate[uu] = ww; s->mate[ww] = uu;
                        (void)old;
                    }
                    augmented++;
                    for (int t = 0; t < top; t++) layer[stk[t]] = -1;  /* used this phase */
                    top = 0;
                } else if (layer[v] == layer[u] + 1) {
                    stk[top++] = v;
                }
            }
        }
        if (!augmented) { result = 0; break; }
    }
    free(layer); free(queue); free(stk); free(next);
    return result;
}

/* ------------------------------------------------------------ local search */

/* Arcs of every dark cell with their marginal costs. */
static void build_arcs(State *s) {
    int na = 0;
    for (int i = 0; i < s->ndark; i++) {
        int u = s->dark[i];
        s->arc_start[i] = na;
        for (int j = 0; j < 4; j++) {
            int w = nb(s, u, j);
            if (w < 0 || s->state[w] != 1 || w == s->mate[u]) continue;
            int v = s->mate[w];
            int sign = 1;
            edge_effect(s, u < w ? u : w, u < w ? w : u, sign);
            sign = -1;
            edge_effect(s, v < w ? v : w, v < w ? w : v, sign);
            int64_t cost = touched_cost(s);
            clear_touched(s);
            s->arc_to[na] = v;
            s->arc_via[na] = w;
            s->arc_cost[na] = cost;
            na++;
        }
    }
    s->arc_start[s->ndark] = na;
}

/* Bellman-Ford from a virtual source; returns the cycle length (dark cells
 * in s->cycle) or 0 when no negative cycle exists, -2 on deadline. */
static int negative_cycle(State *s, int32_t *index_of) {
    int nd = s->ndark;
    for (int i = 0; i < nd; i++) { s->dist[i] = 0; s->parent[i] = -1; }
    int offset = nd ? (int)(next_rand(s) % (uint64_t)nd) : 0;
    for (int round = 0; round < nd + 1; round++) {
        int changed = 0;
        for (int ii = 0; ii < nd; ii++) {
            int i = ii + offset < nd ? ii + offset : ii + offset - nd;
            int64_t du = s->dist[i];
            for (int a = s->arc_start[i]; a < s->arc_start[i + 1]; a++) {
                int j = index_of[s->arc_to[a]];
                int64_t nd_ = du + s->arc_cost[a];
                if (nd_ < s->dist[j]) { s->dist[j] = nd_; s->parent[j] = i; s->via[j] = a; changed = 1; }
            }
        }
        if (!changed) return 0;
        /* look for a cycle in the parent graph (stamp = round-local walk id) */
        for (int i = 0; i < nd; i++) s->stamp[i] = -1;
        for (int i = 0; i < nd; i++) {
            int x = i;
            while (x >= 0 && s->stamp[x] < 0) { s->stamp[x] = i; x = s->parent[x]; }
            if (x >= 0 && s->stamp[x] == i) {
                int len = 0, y = x;
                do { s->cycle[len++] = y; y = s->parent[y]; } while (y != x && len <= nd);
                return len;
            }
        }
        if ((round & 7) == 7 && timed_out(s)) return -2;
    }
    return 0;
}

/* Exact change of the weighted penalty if the cycle were switched; leaves
 * the per-counter deltas in s->delta / s->touched. */
static int64_t cycle_effect(State *s, int len) {
    for (int t = 0; t < len; t++) {
        int j = s->cycle[t];            /* arc parent[j] -> j via light cell */
        int a = s->via[j];
        int u = s->dark[s->parent[j]], w = s->arc_via[a], v = s->dark[j];
        edge_effect(s, u < w ? u : w, u < w ? w : u, 1);
        edge_effect(s, v < w ? v : w, v < w ? w : v, -1);
    }
    return touched_cost(s);
}

static void switch_cycle(State *s, int len) {
    for (int t = 0; t < len; t++) {
        int j = s->cycle[t];
        int u = s->dark[s->parent[j]], w = s->arc_via[s->via[j]];
        s->mate[u] = w;
        s->mate[w] = u;
    }
    for (int i = 0; i < s->ntouched; i++) s->k[s->touched[i]].val += s->delta[s->touched[i]];
}

static int64_t total_penalty(const State *s) {
    int64_t p = 0;
    for (int i = 0; i < s->nk; i++) p += pen(&s->k[i], s->k[i].val);
    return p;
}

static void bump_weights(State *s) {
    for (int i = 0; i < s->nk; i++)
        if (pen(&s->k[i], s->k[i].val) && s->k[i].weight < MAX_WEIGHT) s->k[i].weight++;
    if (DECAY_EVERY > 0 && ++s->bumps % DECAY_EVERY == 0)
        for (int i = 0; i < s->nk; i++)
            if (s->k[i].weight > 1) s->k[i].weight--;
}

/* The counters' values under the current tiling (givens included). */
static void recount(State *s) {
    for (int i = 0; i < s->nk; i++) { s->k[i].val = s->k[i].base; s->k[i].weight = 1; }
    for (int i = 0; i < s->ndark; i++) {
        int u = s->dark[i], w = s->mate[u];
        edge_effect(s, u < w ? u : w, u < w ? w : u, 1);
        for (int t = 0; t < s->ntouched; t++) s->k[s->touched[t]].val += s->delta[s->touched[t]];
        clear_touched(s);
    }
}

/* From the perfect matching in s->mate: switch cycles until every counter
 * is in range.  After `stall` rounds without a new best penalty the search
 * restarts from another random perfect matching with fresh weights (and a
 * patience 1.5 times longer).  Returns ST_SOLVED / ST_BUDGET, or -1 on
 * memory failure, -2 on deadline while matching. */
static int local_search(State *s, int64_t max_rounds, int64_t *rounds) {
    int32_t *index_of = malloc(sizeof(int32_t) * (size_t)s->N);
    if (!index_of) return -1;
    for (int i = 0; i < s->ndark; i++) index_of[s->dark[i]] = i;
    recount(s);
    int fails = 0, status = ST_BUDGET;
    int64_t patience = STALL_BASE + STALL_PER_DARK * (int64_t)s->ndark;
    int64_t best = INT64_MAX, last_best = *rounds;
    for (;;) {
        int64_t p = total_penalty(s);
        if (p == 0) { status = ST_SOLVED; break; }
        if ((max_rounds > 0 && *rounds >= max_rounds) || timed_out(s)) break;
        if (p < best) { best = p; last_best = *rounds; }
        if (*rounds - last_best > patience) {
            int m = perfect_matching(s);
            if (m == -1) { status = -1; break; }
            if (m != 1) break;  /* deadline (m == 0 cannot happen: the same cells matched before) */
            recount(s);
            best = INT64_MAX;
            last_best = *rounds;
            patience += patience / 2;
            fails = 0;
            continue;
        }
        ++*rounds;
        build_arcs(s);
        int len = negative_cycle(s, index_of);
        if (len == -2) break;
        if (len == 0) { bump_weights(s); fails = 0; continue; }
        /* the cycle in s->cycle holds indices into s->dark */
        int64_t change = cycle_effect(s, len);
        if (change < 0) {
            switch_cycle(s, len);
            fails = 0;
        } else if (++fails >= FAILS_BEFORE_BUMP) {
            bump_weights(s);
            fails = 0;
        }
        clear_touched(s);
    }
    free(index_of);
    return status;
}


/* Counters: parse, validate, add the givens' contributions; CSR by line. */
static int load_counters(State *s, const int32_t *q, int nk, char *msg) {
    int R = s->R, C = s->C;
    s->nk = nk;
    s->k = calloc((size_t)nk + 1, sizeof(Counter));
    s->line_start = calloc((size_t)(R + C + 2), sizeof(int32_t));
    s->line_k = calloc((size_t)nk + 1, sizeof(int32_t));
    if (!s->k || !s->line_start || !s->line_k) return GK_NOMEM;
    for (int i = 0; i < nk; i++, q += COUNTER_INTS) {
        int axis = q[0], index = q[1];
        if ((axis != 0 && axis != 1) || index < 0 || index >= (axis ? C : R))
            return gk_fail(msg, "counter %d: axis must be 0 or 1 and index a row/column of the grid", i);
        for (int j = 0; j < 4; j++) {
            if (q[2 + j] < -MAX_ROLE_WEIGHT || q[2 + j] > MAX_ROLE_WEIGHT)
                return gk_fail(msg, "counter %d: weights must be within -%d..%d", i, MAX_ROLE_WEIGHT,
                               MAX_ROLE_WEIGHT);
            s->k[i].w[j] = q[2 + j];
        }
        s->k[i].lo = q[6] == NO_BOUND_LO ? -FAR_BOUND : q[6];
        s->k[i].hi = q[7] == NO_BOUND_HI ? FAR_BOUND : q[7];
        if (s->k[i].lo > s->k[i].hi)
            return gk_fail(msg, "counter %d: lo must not exceed hi", i);
        s->k[i].weight = 1;
        s->line_start[(axis ? R + index : index) + 1]++;
    }
    for (int i = 0; i < R + C; i++) {
        if (s->line_start[i + 1] > MAX_LINE_COUNTERS)
            return gk_fail(msg, "%s %d has more than %d counters", i < R ? "row" : "column", i < R ? i : i - R,
                           MAX_LINE_COUNTERS);
        s->line_start[i + 1] += s->line_start[i];
    }
    int32_t *fill = calloc((size_t)(R + C) + 1, sizeof(int32_t));
    if (!fill) return GK_NOMEM;
    const int32_t *base = q - (size_t)nk * COUNTER_INTS;
    for (int i = 0; i < nk; i++) {
        int li = base[i * COUNTER_INTS] ? R + base[i * COUNTER_INTS + 1] : base[i * COUNTER_INTS + 1];
        s->line_k[s->line_start[li] + fill[li]++] = i;
    }
    free(fill);
    return 0;
}

/* Givens: cover their cells and add their roles to the counters. */
static int load_givens(State *s, const int32_t *g, ptrdiff_t ng, char *msg) {
    int R = s->R, C = s->C;
    for (ptrdiff_t i = 0; i < ng; i++) {
        int kind = g[3 * i], r = g[3 * i + 1], c = g[3 * i + 2];
        if ((kind != 0 && kind != 1) || r < 0 || c < 0 || r >= R - kind || c >= C - (1 - kind))
            return gk_fail(msg, "given %td is not a domino inside the grid", i);
        int x = r * C + c, y = kind ? x + C : x + 1;
        if (s->state[x] != 1 || s->state[y] != 1)
            return gk_fail(msg, "given %td covers a blocked cell or another given", i);
        s->state[x] = s->state[y] = 2;
        s->mate[x] = y; s->mate[y] = x;
        edge_effect(s, x, y, 1);
        for (int t = 0; t < s->ntouched; t++) s->k[s->touched[t]].base += s->delta[s->touched[t]];
        clear_touched(s);
    }
    return 0;
}

/* ------------------------------------------------------------------ set-up */

void dc_free(State *s) {
    free(s->state); free(s->mate); free(s->k); free(s->line_start); free(s->line_k);
    free(s->dist); free(s->parent); free(s->via); free(s->stamp);
    free(s->arc_to); free(s->arc_via); free(s->arc_start); free(s->arc_cost); free(s->dark);
    free(s->delta); free(s->marked); free(s->touched); free(s->cycle);
    memset(s, 0, sizeof *s);
}

int dc_setup(State *s, int R, int C, const uint8_t *fr, const int32_t *counters, int nk, const int32_t *givens,
             ptrdiff_t ng, uint64_t seed, char *msg) {
    memset(s, 0, sizeof *s);
    int N = R * C, rc;
    s->R = R; s->C = C; s->N = N;
    s->rng = seed * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
    s->state = malloc((size_t)N);
    s->mate = malloc(sizeof(int32_t) * (size_t)N);
    s->delta = calloc((size_t)nk + 1, sizeof(int64_t));
    s->marked = calloc((size_t)nk + 1, 1);
    s->touched = malloc(sizeof(int32_t) * ((size_t)nk + 1));
    if (!s->state || !s->mate || !s->delta || !s->marked || !s->touched) return GK_NOMEM;
    for (int x = 0; x < N; x++) { s->state[x] = fr[x] ? 1 : 0; s->mate[x] = -1; }
    if ((rc = load_counters(s, counters, nk, msg)) < 0) return rc;
    if ((rc = load_givens(s, givens, ng, msg)) < 0) return rc;
    int nfree = 0, ndark = 0;
    for (int x = 0; x < N; x++)
        if (s->state[x] == 1) { nfree++; if (((x / C) + (x % C)) % 2 == 0) ndark++; }
    s->nfree = nfree;
    s->ndark = ndark;
    s->dark = malloc(sizeof(int32_t) * ((size_t)ndark + 1));
    s->dist = malloc(sizeof(int64_t) * ((size_t)ndark + 1));
    s->parent = malloc(sizeof(int32_t) * ((size_t)ndark + 1));
    s->via = malloc(sizeof(int32_t) * ((size_t)ndark + 1));
    s->stamp = malloc(sizeof(int32_t) * ((size_t)ndark + 1));
    s->cycle = malloc(sizeof(int32_t) * ((size_t)ndark + 2));
    s->arc_start = malloc(sizeof(int32_t) * ((size_t)ndark + 2));
    s->arc_to = malloc(sizeof(int32_t) * (4 * (size_t)ndark + 1));
    s->arc_via = malloc(sizeof(int32_t) * (4 * (size_t)ndark + 1));
    s->arc_cost = malloc(sizeof(int64_t) * (4 * (size_t)ndark + 1));
    if (!s->dark || !s->dist || !s->parent || !s->via || !s->stamp || !s->cycle || !s->arc_start || !s->arc_to ||
        !s->arc_via || !s->arc_cost)
        return GK_NOMEM;
    for (int x = 0, i = 0; x < N; x++)
        if (s->state[x] == 1 && ((x / C) + (x % C)) % 2 == 0) s->dark[i++] = x;
    return 0;
}

static int solve(State *s, int64_t max_rounds, int64_t *rounds, int64_t *penalty) {
    *rounds = 0;
    *penalty = -1;
    if (2 * s->ndark != s->nfree) return ST_NO_TILING;  /* a domino covers one dark and one light cell */
    int m = perfect_matching(s);
    if (m == -1) return GK_NOMEM;
    if (m == 0) return ST_NO_TILING;
    if (m != 1) return ST_BUDGET;  /* deadline or stop while matching */
    int rc = local_search(s, max_rounds, rounds);
    if (rc < 0) return GK_NOMEM;
    *penalty = total_penalty(s);
    return rc;
}

/* On a local copy of the state (gridsat_kernel.h: a state behind a caller's
 * pointer makes GCC reload its fields in every hot loop; measured here: 2 %
 * more instructions). */
int dc_solve(State *sp, int64_t max_rounds, int64_t *rounds, int64_t *penalty) {
    State s = *sp;
    int rc = solve(&s, max_rounds, rounds, penalty);
    *sp = s;
    return rc;
}
