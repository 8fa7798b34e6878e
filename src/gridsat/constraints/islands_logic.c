/* islands_logic.c -- the island genres' deductions to a fixed point, and
 * one-cell trials (see islands_logic.h).  Each round follows
 * gridsat.constraints.island_logic._deduce rule by rule (the rules' numbers
 * are that module's), so both give the same cells; one difference: rule 4b
 * is run on every region (the Python remembers each clue's last region to
 * skip an unchanged one, which finds nothing new either way). */
#include "islands_logic.h"

#include <stdlib.h>
#include <string.h>

/* Work arrays, n entries each unless said. */
typedef struct {
    int n;
    int32_t *label, *cells, *start, *owner;     /* unshaded areas: label per cell, cells by area, area starts */
    int32_t *slabel, *scells, *sstart;          /* shaded areas (rule 6) */
    int32_t *mark, stamp;                       /* "seen in this pass": mark[i] == stamp */
    int32_t *dist, *queue;                      /* rule 4's search from an island */
    uint8_t *reached;
    int8_t *snap;                               /* the state a rule's liberties were read from */
    int32_t *regions, *rstart, *rclue;          /* rule 4b: region cells (growing), starts and clues */
    int64_t rcap;
    int32_t *order, *low, *found, *stk_v, *stk_p, *stk_i; /* cut vertices */
    int64_t *sub, *cutw;
    uint8_t *iscut, *anyw;
    int8_t *trial;
    uint8_t *implied;
} Work;

static void work_free(Work *w)
{
    free(w->label); free(w->cells); free(w->start); free(w->owner);
    free(w->slabel); free(w->scells); free(w->sstart);
    free(w->mark); free(w->dist); free(w->queue); free(w->reached); free(w->snap);
    free(w->regions); free(w->rstart); free(w->rclue);
    free(w->order); free(w->low); free(w->found); free(w->stk_v); free(w->stk_p); free(w->stk_i);
    free(w->sub); free(w->cutw); free(w->iscut); free(w->anyw); free(w->trial); free(w->implied);
}

static int work_init(Work *w, int n)
{
    memset(w, 0, sizeof *w);
    w->n = n;
    size_t m = (size_t)n + 1, i4 = sizeof(int32_t);
    w->label = malloc(m * i4); w->cells = malloc(m * i4); w->start = malloc(m * i4); w->owner = malloc(m * i4);
    w->slabel = malloc(m * i4); w->scells = malloc(m * i4); w->sstart = malloc(m * i4);
    w->mark = calloc(m, i4); w->dist = malloc(m * i4); w->queue = malloc(m * i4);
    w->reached = malloc(m); w->snap = malloc(m);
    w->rcap = 4 * (int64_t)m;
    w->regions = malloc((size_t)w->rcap * i4); w->rstart = malloc(m * i4); w->rclue = malloc(m * i4);
    w->order = malloc(m * i4); w->low = malloc(m * i4); w->found = malloc(m * i4);
    w->stk_v = malloc(m * i4); w->stk_p = malloc(m * i4); w->stk_i = malloc(m * i4);
    w->sub = malloc(m * sizeof(int64_t)); w->cutw = calloc(m, sizeof(int64_t));
    w->iscut = calloc(m, 1); w->anyw = calloc(m, 1); w->trial = malloc(m); w->implied = calloc(m, 1);
    if (!w->label || !w->cells || !w->start || !w->owner || !w->slabel || !w->scells || !w->sstart || !w->mark ||
        !w->dist || !w->queue || !w->reached || !w->snap || !w->regions || !w->rstart || !w->rclue || !w->order ||
        !w->low || !w->found || !w->stk_v || !w->stk_p || !w->stk_i || !w->sub || !w->cutw || !w->iscut ||
        !w->anyw || !w->trial || !w->implied) {
        work_free(w);
        return GK_NOMEM;
    }
    for (int i = 0; i < n; i++)
        w->order[i] = -1;
    return 0;
}

/* A new "seen" pass over mark[]. */
static inline int32_t next_stamp(Work *w)
{
    if (++w->stamp == INT32_MAX) {
        memset(w->mark, 0, (size_t)w->n * sizeof(int32_t));
        w->stamp = 1;
    }
    return w->stamp;
}

/* Label the areas of `value` cells: label per cell (-1 outside), their cells
 * area by area in cells[start[a]..start[a+1]); returns the number of areas. */
static int label_areas(const IlBoard *b, const int8_t *st, int value, int32_t *label, int32_t *cells,
                       int32_t *start)
{
    int n = b->n, na = 0, top = 0;
    for (int i = 0; i < n; i++)
        label[i] = -1;
    for (int s = 0; s < n; s++) {
        if (st[s] != value || label[s] >= 0)
            continue;
        start[na] = top;
        label[s] = na;
        cells[top++] = s;
        for (int q = start[na]; q < top; q++)
            for (int d = 0; d < IL_DEG; d++) {
                int nb = b->nbs[cells[q] * IL_DEG + d];
                if (nb >= 0 && st[nb] == value && label[nb] < 0) {
                    label[nb] = na;
                    cells[top++] = nb;
                }
            }
        na++;
    }
    start[na] = top;
    return na;
}

/* The cut vertices of the area around root (Tarjan's low-links, one
 * iterative depth-first search).  Region mode: the area is the cells marked
 * with the current stamp, each weighing 1; sea mode: the cells not unshaded,
 * a shaded one weighing 1.  Fills found[0..return) (found[0] == root) and,
 * for every cell u of it whose removal cuts cells off from the root,
 * iscut[u], cutw[u] (the cut-off cells' total weight) and anyw[u] (a cut-off
 * piece weighs more than 0).  work_clear_cut() resets them. */
static int cut_vertices(Work *w, const IlBoard *b, const int8_t *st, int root, int sea)
{
#define INSIDE(v) (sea ? st[v] != IL_UNSHADED : w->mark[v] == w->stamp)
#define WEIGHT(v) (sea ? (int64_t)(st[v] == IL_SHADED) : 1)
    int nf = 1, sp = 0;
    w->order[root] = w->low[root] = 0;
    w->sub[root] = WEIGHT(root);
    w->found[0] = root;
    w->stk_v[0] = root; w->stk_p[0] = -1; w->stk_i[0] = 0;
    while (sp >= 0) {
        int v = w->stk_v[sp], pushed = 0;
        while (w->stk_i[sp] < IL_DEG) {
            int x = b->nbs[v * IL_DEG + w->stk_i[sp]++];
            if (x < 0 || x == w->stk_p[sp] || !INSIDE(x))
                continue;
            if (w->order[x] < 0) {
                w->order[x] = w->low[x] = nf;
                w->sub[x] = WEIGHT(x);
                w->found[nf++] = x;
                sp++;
                w->stk_v[sp] = x; w->stk_p[sp] = v; w->stk_i[sp] = 0;
                pushed = 1;
                break;
            }
            if (w->order[x] < w->low[v])
                w->low[v] = w->order[x];
        }
        if (pushed)
            continue;
        if (--sp >= 0) {
            int u = w->stk_v[sp];
            if (w->low[v] < w->low[u])
                w->low[u] = w->low[v];
            w->sub[u] += w->sub[v];
            if (w->low[v] >= w->order[u]) {
                w->iscut[u] = 1;
                w->cutw[u] += w->sub[v];
                w->anyw[u] |= w->sub[v] > 0;
            }
        }
    }
    return nf;
#undef INSIDE
#undef WEIGHT
}

static void clear_cut(Work *w, int nf)
{
    for (int q = 0; q < nf; q++) {
        int u = w->found[q];
        w->order[u] = -1;
        w->iscut[u] = w->anyw[u] = 0;
        w->cutw[u] = 0;
    }
}

#define PUT(i, v)                                     \
    do {                                              \
        int8_t *p_ = &st[i];                          \
        if (*p_ == IL_UNKNOWN) {                      \
            *p_ = (int8_t)(v);                        \
            changed = 1;                              \
        } else if (*p_ != (v)) {                      \
            return IL_CONTRADICTION;                  \
        }                                             \
    } while (0)

/* Rule 4: the cells each island can still reach (the rest are shaded);
 * each sized island's region (the cells it reached) kept for rule 4b. */
static int reach(Work *w, const IlBoard *b, int8_t *st, int na, int *nreg)
{
    int n = b->n;
    const int32_t *size = b->size;
    int64_t used = 0;
    *nreg = 0;
    memset(w->reached, 0, (size_t)n);
    for (int a = 0; a < na; a++) {
        int k = w->owner[a], len = w->start[a + 1] - w->start[a];
        if (k < 0)
            continue;
        int budget = size[k] < 0 ? n : size[k] - len;
        int32_t stamp = next_stamp(w);
        int top = 0;
        for (int q = w->start[a]; q < w->start[a + 1]; q++) {
            int i = w->cells[q];
            w->reached[i] = 1;
            w->mark[i] = stamp;
            w->dist[i] = 0;
            w->queue[top++] = i;
        }
        if (budget <= 0)
            continue;
        for (int h = 0; h < top; h++) {
            int i = w->queue[h];
            if (w->dist[i] == budget)
                continue;
            for (int d = 0; d < IL_DEG; d++) {
                int nb = b->nbs[i * IL_DEG + d];
                if (nb < 0 || w->mark[nb] == stamp || st[nb] == IL_SHADED ||
                    (w->label[nb] >= 0 && w->owner[w->label[nb]] >= 0))
                    continue;
                int other = 0;
                for (int e = 0; e < IL_DEG && !other; e++) {
                    int x = b->nbs[nb * IL_DEG + e];
                    other = x >= 0 && w->label[x] >= 0 && w->owner[w->label[x]] != -1 && w->owner[w->label[x]] != k;
                }
                if (other)
                    continue;
                w->mark[nb] = stamp;
                w->dist[nb] = w->dist[i] + 1;
                w->reached[nb] = 1;
                w->queue[top++] = nb;
            }
        }
        if (size[k] > 0) {
            if (used + top > w->rcap) {
                int64_t cap = 2 * (used + top);
                int32_t *more = realloc(w->regions, (size_t)cap * sizeof(int32_t));
                if (!more)
                    return GK_NOMEM;
                w->regions = more;
                w->rcap = cap;
            }
            memcpy(w->regions + used, w->queue, (size_t)top * sizeof(int32_t));
            w->rstart[*nreg] = (int32_t)used;
            w->rclue[(*nreg)++] = k;
            used += top;
        }
    }
    w->rstart[*nreg] = (int32_t)used;
    return IL_OK;
}

/* Rules 4 (after reach), 4b and 6b. */
static int costly_rules(Work *w, const IlBoard *b, int8_t *st, int na, int *changed_out)
{
    int n = b->n, nreg, changed = 0, r = reach(w, b, st, na, &nreg);
    if (r != IL_OK)
        return r;
    for (int i = 0; i < n; i++)
        if (!w->reached[i]) {
            if (st[i] == IL_UNSHADED)
                return IL_CONTRADICTION;
            PUT(i, IL_SHADED);
        }
    for (int g = 0; g < nreg; g++) { /* rule 4b: cells an island cannot do without */
        int k = w->rclue[g], len = w->rstart[g + 1] - w->rstart[g];
        const int32_t *cells = w->regions + w->rstart[g];
        if (len <= b->size[k]) {
            if (len < b->size[k])
                return IL_CONTRADICTION;
            for (int q = 0; q < len; q++)
                PUT(cells[q], IL_UNSHADED);
            continue;
        }
        int32_t stamp = next_stamp(w);
        for (int q = 0; q < len; q++)
            w->mark[cells[q]] = stamp;
        int nf = cut_vertices(w, b, st, k, 0);
        for (int q = 0; q < nf; q++) {
            int u = w->found[q];
            if (u != k && w->iscut[u] && nf - 1 - w->cutw[u] < b->size[k]) {
                if (st[u] == IL_SHADED) {
                    clear_cut(w, nf);
                    return IL_CONTRADICTION;
                }
                PUT(u, IL_UNSHADED);
            }
        }
        clear_cut(w, nf);
    }
    int root = -1;
    for (int i = 0; b->sea_connected && i < n && root < 0; i++)
        if (st[i] == IL_SHADED)
            root = i;
    if (root >= 0) { /* rule 6b: cells the sea cannot do without */
        int nf = cut_vertices(w, b, st, root, 1), inside = 0, all = 0;
        for (int q = 0; q < nf; q++)
            inside += st[w->found[q]] == IL_SHADED;
        for (int i = 0; i < n; i++)
            all += st[i] == IL_SHADED;
        if (nf < n && inside < all) {
            clear_cut(w, nf);
            return IL_CONTRADICTION;
        }
        for (int q = 0; q < nf; q++) {
            int u = w->found[q];
            if (u != root && st[u] == IL_UNKNOWN && w->iscut[u] && w->anyw[u]) {
                st[u] = IL_SHADED;
                changed = 1;
            }
        }
        clear_cut(w, nf);
    }
    *changed_out |= changed;
    return IL_OK;
}

/* The liberties of area a read from snap: how many distinct undecided
 * neighbours, and one of them. */
static int liberties(Work *w, const IlBoard *b, const int32_t *cells, int from, int to, int *one)
{
    int32_t stamp = next_stamp(w);
    int count = 0;
    for (int q = from; q < to; q++)
        for (int d = 0; d < IL_DEG; d++) {
            int nb = b->nbs[cells[q] * IL_DEG + d];
            if (nb >= 0 && w->snap[nb] == IL_UNKNOWN && w->mark[nb] != stamp) {
                w->mark[nb] = stamp;
                *one = nb;
                count++;
            }
        }
    return count;
}

static int deduce(Work *w, const IlBoard *b, int8_t *st, int staged, const GkLimits *lim)
{
    const int n = b->n;
    const int32_t *size = b->size;
    int64_t total = n; /* the shaded cells, when every clue has a size (sized) */
    int sized = 1;
    for (int i = 0; i < n; i++) {
        if (size[i] == IL_NO_CLUE)
            continue;
        if (st[i] == IL_SHADED)
            return IL_CONTRADICTION;
        st[i] = IL_UNSHADED; /* rule 1 */
        sized &= size[i] >= 0;
        total -= size[i];
    }
    int changed = 1;
    while (changed) {
        changed = 0;
        if (lim && gk_stopped(lim))
            return IL_STOPPED;
        int na = label_areas(b, st, IL_UNSHADED, w->label, w->cells, w->start);
        for (int a = 0; a < na; a++) { /* rule 2: one clue per island, never too big */
            int k = -1, clues = 0, len = w->start[a + 1] - w->start[a];
            for (int q = w->start[a]; q < w->start[a + 1]; q++)
                if (size[w->cells[q]] != IL_NO_CLUE) {
                    k = w->cells[q];
                    clues++;
                }
            if (clues > 1 || (k >= 0 && size[k] >= 0 && size[k] < len))
                return IL_CONTRADICTION;
            w->owner[a] = k;
        }
        memcpy(w->snap, st, (size_t)n);
        for (int a = 0; a < na; a++) { /* rule 2: complete islands closed, others grow */
            int k = w->owner[a], len = w->start[a + 1] - w->start[a];
            if (k >= 0 && size[k] == len) {
                for (int q = w->start[a]; q < w->start[a + 1]; q++)
                    for (int d = 0; d < IL_DEG; d++) {
                        int nb = b->nbs[w->cells[q] * IL_DEG + d];
                        if (nb >= 0 && w->snap[nb] == IL_UNKNOWN)
                            PUT(nb, IL_SHADED);
                    }
            } else if (k < 0 || size[k] > 0) {
                int one = -1, libs = liberties(w, b, w->cells, w->start[a], w->start[a + 1], &one);
                if (libs == 0)
                    return IL_CONTRADICTION;
                if (libs == 1)
                    PUT(one, IL_UNSHADED);
            }
        }
        for (int i = 0; i < n; i++) { /* rule 3 */
            if (st[i] != IL_UNKNOWN)
                continue;
            int near[IL_DEG], nn = 0, key = -1, two = 0, cells = 1; /* the areas next to it, their clues, cells */
            for (int d = 0; d < IL_DEG; d++) {
                int nb = b->nbs[i * IL_DEG + d], a = nb >= 0 ? w->label[nb] : -1, dup = 0;
                for (int e = 0; e < nn; e++)
                    dup |= near[e] == a;
                if (a < 0 || dup)
                    continue;
                near[nn++] = a;
                cells += w->start[a + 1] - w->start[a];
                if (w->owner[a] >= 0) {
                    two |= key >= 0;
                    key = w->owner[a];
                }
            }
            if (two || (key >= 0 && size[key] >= 0 && size[key] < cells))
                PUT(i, IL_SHADED);
        }
        for (int g = 0; g < b->nblocks; g++) { /* rule 5 */
            const int32_t *block = b->blocks + (int64_t)g * IL_DEG;
            int shaded = 0;
            for (int d = 0; d < IL_DEG; d++)
                shaded += st[block[d]] == IL_SHADED;
            if (shaded == IL_DEG)
                return IL_CONTRADICTION;
            if (shaded == IL_DEG - 1)
                for (int d = 0; d < IL_DEG; d++)
                    if (st[block[d]] == IL_UNKNOWN)
                        PUT(block[d], IL_UNSHADED);
        }
        int64_t n1 = 0, n0 = 0;
        for (int i = 0; i < n; i++) {
            n1 += st[i] == IL_SHADED;
            n0 += st[i] == IL_UNSHADED;
        }
        if (sized) { /* rule 7 */
            if (n1 > total || n - n0 < total)
                return IL_CONTRADICTION;
            if (n1 == total || n - n0 == total) {
                for (int i = 0; i < n; i++)
                    if (st[i] == IL_UNKNOWN)
                        PUT(i, n1 == total ? IL_UNSHADED : IL_SHADED);
                n1 = total;
            }
        }
        if (b->sea_connected) { /* rule 6 */
            int ns = label_areas(b, st, IL_SHADED, w->slabel, w->scells, w->sstart);
            if (ns > 1 || (sized && n1 < total)) {
                memcpy(w->snap, st, (size_t)n);
                for (int s = 0; s < ns; s++) {
                    int one = -1, exits = liberties(w, b, w->scells, w->sstart[s], w->sstart[s + 1], &one);
                    if (exits == 0)
                        return IL_CONTRADICTION;
                    if (exits == 1)
                        PUT(one, IL_SHADED);
                }
            }
        }
        if (staged && changed) /* the costly rules wait until the others settle */
            continue;
        int r = costly_rules(w, b, st, na, &changed);
        if (r != IL_OK)
            return r;
    }
    return IL_OK;
}

static int probe(Work *w, const IlBoard *b, int8_t *st, int64_t left, const GkLimits *lim)
{
    const int n = b->n;
    int r = deduce(w, b, st, 1, lim), decided = 1;
    while (r == IL_OK && decided) { /* sweeps until one decides nothing */
        decided = 0;
        memset(w->implied, 0, (size_t)n); /* values a trial without contradiction reached since the last decision */
        for (int i = 0; i < n; i++) {
            for (int value = 0; value < 2 && st[i] == IL_UNKNOWN; value++) {
                if (w->implied[i] & (1 << value)) /* its run of the rules is part of that trial's */
                    continue;
                if (left >= 0 && left-- == 0)
                    return IL_OK;
                memcpy(w->trial, st, (size_t)n);
                w->trial[i] = (int8_t)value;
                r = deduce(w, b, w->trial, 0, lim);
                const int failed = r == IL_CONTRADICTION;
                if (failed) { /* the other value holds in every answer */
                    st[i] = (int8_t)(1 - value);
                    decided = 1;
                    memset(w->implied, 0, (size_t)n);
                    r = deduce(w, b, st, 0, lim);
                }
                if (r != IL_OK)
                    return r;
                for (int j = 0; j < n && !failed; j++)
                    if (w->trial[j] != IL_UNKNOWN && st[j] == IL_UNKNOWN)
                        w->implied[j] |= (uint8_t)(1 << w->trial[j]);
            }
        }
    }
    return r;
}

int il_deduce(const IlBoard *b, int8_t *state, int trials_too, int64_t trials, const GkLimits *lim)
{
    Work w;
    if (work_init(&w, b->n) < 0)
        return GK_NOMEM;
    int r = trials_too ? probe(&w, b, state, trials, lim) : deduce(&w, b, state, 1, lim);
    work_free(&w);
    return r;
}
