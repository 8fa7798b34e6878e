/* cardinality_search.c -- the algorithm of cardinality_search.h (read its
 * comment): propagation, probing, branching and the depth-first search.
 * Plain C11, no Python.h. */
#define _POSIX_C_SOURCE 200809L

#include "cardinality_search.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

double cs_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double cs_cpu(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void cs_free(CsState *s)
{
    free(s->vstart); free(s->vcons); free(s->val); free(s->ntrue); free(s->nfree);
    free(s->trail); free(s->work); free(s->dvar); free(s->dmark); free(s->dphase); free(s->stamp); free(s->cover);
    free(s->queued); free(s->wide); free(s->famstart); free(s->famcons); free(s->partof); free(s->qlo);
    free(s->qhi); free(s->inlack); free(s->reachlack);
    lp_free(&s->loop);
    cn_free(&s->conn);
    memset(s, 0, sizeof *s);
}

int cs_init(CsState *s, int32_t n, int32_t m, const int32_t *lo, const int32_t *hi,
                   const int32_t *cstart, const int32_t *cvars)
{
    memset(s, 0, sizeof *s);
    s->n = n; s->m = m; s->lo = lo; s->hi = hi; s->cstart = cstart; s->cvars = cvars;
    int32_t total = cstart[m];
    s->vstart = calloc((size_t)n + 1, sizeof(int32_t));
    s->vcons = malloc(((size_t)total + 1) * sizeof(int32_t));
    s->val = malloc((size_t)n + 1);
    s->ntrue = calloc((size_t)m + 1, sizeof(int32_t));
    s->nfree = malloc(((size_t)m + 1) * sizeof(int32_t));
    s->trail = malloc(((size_t)n + 1) * sizeof(int32_t));
    s->cap = total + m + 1;
    s->work = malloc((size_t)s->cap * sizeof(int32_t));
    s->dvar = malloc(((size_t)n + 1) * sizeof(int32_t));
    s->dmark = malloc(((size_t)n + 1) * sizeof(int32_t));
    s->dphase = malloc((size_t)n + 1);
    s->stamp = calloc((size_t)n + 1, sizeof(int32_t));
    s->cover = malloc(((size_t)n + 1) * sizeof(int32_t));
    s->queued = calloc((size_t)m + 1, 1);
    s->wide = malloc(((size_t)m + 1) * sizeof(int32_t));
    if (!s->vstart || !s->vcons || !s->val || !s->ntrue || !s->nfree || !s->trail || !s->work || !s->dvar
        || !s->dmark || !s->dphase || !s->stamp || !s->cover || !s->queued || !s->wide) {
        cs_free(s);
        return CS_NOMEM;
    }
    for (int32_t k = 0; k < total; k++)
        s->vstart[cvars[k] + 1]++;
    for (int32_t v = 0; v < n; v++)
        s->vstart[v + 1] += s->vstart[v];
    int32_t *fill = malloc(((size_t)n + 1) * sizeof(int32_t));
    if (!fill) {
        cs_free(s);
        return CS_NOMEM;
    }
    memcpy(fill, s->vstart, ((size_t)n + 1) * sizeof(int32_t));
    for (int32_t c = 0; c < m; c++) {
        s->nfree[c] = cstart[c + 1] - cstart[c];
        for (int32_t k = cstart[c]; k < cstart[c + 1]; k++)
            s->vcons[fill[cvars[k]]++] = c;
    }
    free(fill);
    memset(s->val, -1, (size_t)n + 1);
    for (int32_t c = 0; c < m; c++) {  /* wide[c]: stamp c's variables, count them in each clique through them */
        int32_t gen = ++s->gen, w = 1;
        for (int32_t k = cstart[c]; k < cstart[c + 1]; k++)
            s->stamp[cvars[k]] = gen;
        for (int32_t k = cstart[c]; k < cstart[c + 1] && lo[c] >= 2; k++)
            for (int32_t j = s->vstart[cvars[k]]; j < s->vstart[cvars[k] + 1]; j++) {
                int32_t a = s->vcons[j], got = 0;
                if (hi[a] != 1 || a == c)
                    continue;
                for (int32_t i = cstart[a]; i < cstart[a + 1]; i++)
                    got += s->stamp[cvars[i]] == gen;
                w = got > w ? got : w;
            }
        s->wide[c] = w;
    }
    return cs_families(s);
}

/* Assign v := b (v free) and queue its constraints. */
static inline void cs_assign(CsState *s, int32_t v, int8_t b)
{
    s->val[v] = b;
    s->trail[s->ntrail++] = v;
    for (int32_t k = s->vstart[v]; k < s->vstart[v + 1]; k++) {
        int32_t c = s->vcons[k];
        s->nfree[c]--;
        s->ntrue[c] += b;
        if (!s->queued[c]) {
            s->queued[c] = 1;
            s->work[s->nwork++] = c;
        }
    }
    if (s->loop.nodes && s->loop.edge_of[v] >= 0)
        lp_assign(s, s->loop.edge_of[v], b);
    if (s->conn.nodes && b != s->conn.want && s->conn.node_of[v] >= 0)
        s->conn.cuts++;
}

void cs_set(CsState *s, int32_t v, int8_t b)
{
    cs_assign(s, v, b);
}

int cs_loop(CsState *s, int32_t nodes, int32_t nedges, const int32_t *triples)
{
    return lp_init(&s->loop, s->n, nodes, nedges, triples) ? CS_NOMEM : 0;
}

int cs_connect(CsState *s, int32_t nodes, const int32_t *vars, int32_t nlinks, const int32_t *links, int8_t want)
{
    return cn_init(&s->conn, s->n, nodes, vars, nlinks, links, want) ? CS_NOMEM : 0;
}

/* Undo assignments down to trail length mark. */
static inline void cs_undo(CsState *s, int32_t mark)
{
    if (mark < s->conn.settled_trail)
        s->conn.settled = 0;
    while (s->ntrail > mark) {
        int32_t v = s->trail[--s->ntrail];
        int8_t b = s->val[v];
        if (s->loop.nodes && s->loop.edge_of[v] >= 0)
            lp_undo(&s->loop, s->loop.edge_of[v], b);
        if (s->conn.nodes && b != s->conn.want && s->conn.node_of[v] >= 0)
            s->conn.cuts--;
        for (int32_t k = s->vstart[v]; k < s->vstart[v + 1]; k++) {
            int32_t c = s->vcons[k];
            s->nfree[c]++;
            s->ntrue[c] -= b;
        }
        s->val[v] = -1;
        if (v < s->scan)
            s->scan = v;
    }
}

/* A greedy cover of constraint c's free variables by "at most one" rules
 * (hi == 1): each free variable not yet covered, with the rule through it
 * that covers the most uncovered ones (or alone).  At most one variable of
 * each clique is true, so c can gain at most as many trues as there are
 * cliques.  Returns the number of cliques; the singleton ones are listed in
 * s->cover[0 .. *nsingle). */
static int32_t cs_cover(CsState *s, int32_t c, int32_t *nsingle)
{
    int32_t gen = ++s->gen, cliques = 0;
    *nsingle = 0;
    if (gen == INT32_MAX) { /* the stamps wrap: start over */
        memset(s->stamp, 0, (size_t)s->n * sizeof(int32_t));
        s->gen = gen = 1;
    }
    /* stamp gen: a free variable of c not yet covered; gen - 1 never used */
    for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++)
        if (s->val[s->cvars[k]] < 0)
            s->stamp[s->cvars[k]] = gen;
    ++s->gen; /* s->gen: covered */
    for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++) {
        int32_t v = s->cvars[k];
        if (s->val[v] >= 0 || s->stamp[v] != gen)
            continue;
        int32_t best = -1, bestn = 1;
        for (int32_t j = s->vstart[v]; j < s->vstart[v + 1]; j++) {
            int32_t a = s->vcons[j];
            if (s->hi[a] != 1 || a == c)
                continue;
            int32_t got = 0;
            for (int32_t i = s->cstart[a]; i < s->cstart[a + 1]; i++)
                got += s->stamp[s->cvars[i]] == gen && s->val[s->cvars[i]] < 0;
            if (got > bestn) {
                best = a;
                bestn = got;
            }
        }
        cliques++;
        if (best < 0) {
            s->stamp[v] = s->gen;
            s->cover[(*nsingle)++] = v;
            continue;
        }
        for (int32_t i = s->cstart[best]; i < s->cstart[best + 1]; i++)
            if (s->stamp[s->cvars[i]] == gen && s->val[s->cvars[i]] < 0)
                s->stamp[s->cvars[i]] = s->gen;
    }
    return cliques;
}

/* Empty the queue (after a conflict). */
static inline void cs_clear(CsState *s)
{
    while (s->nwork > 0)
        s->queued[s->work[--s->nwork]] = 0;
    if (s->loop.nodes)
        lp_clear(&s->loop);
}

/* Propagate the queued constraints (and the loop rule) to a fixpoint; 0 ok,
 * 1 conflict. */
static int cs_propagate(CsState *s)
{
again:
    while (s->nwork > 0) {
        if (s->loop.bad) {
            cs_clear(s);
            return 1;
        }
        int32_t c = s->work[--s->nwork];
        s->queued[c] = 0;
        int32_t t = s->ntrue[c], f = s->nfree[c];
        if (t > s->hi[c] || t + f < s->lo[c]) {
            cs_clear(s);
            return 1;
        }
        if (f == 0)
            continue;
        int8_t b;
        if (t == s->hi[c])
            b = 0;
        else if (t + f == s->lo[c])
            b = 1;
        else {
            if (s->lo[c] - t < 2 || (f + s->wide[c] - 1) / s->wide[c] > s->lo[c] - t)
                continue;  /* one needed, or more cliques than needed however they are drawn: no bound */
            /* needs two or more trues: the cliques bound how many it can get */
            int32_t nsingle, cliques = cs_cover(s, c, &nsingle);
            if (t + cliques < s->lo[c]) {
                cs_clear(s);
                return 1;
            }
            if (t + cliques == s->lo[c])  /* every clique holds a true: the singletons are true */
                for (int32_t i = 0; i < nsingle; i++)
                    if (s->val[s->cover[i]] < 0)
                        cs_assign(s, s->cover[i], 1);
            continue;
        }
        for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++)
            if (s->val[s->cvars[k]] < 0)
                cs_assign(s, s->cvars[k], b);
    }
    if (s->loop.nodes && lp_busy(&s->loop)) {
        if (lp_propagate(s)) {
            cs_clear(s);
            return 1;
        }
        goto again;
    }
    return 0;
}

static inline int cs_over(CsState *s);

/* Variables the subset rule reads between two looks at the clock and the stop
 * byte: its pass reads every rule b sharing a variable with each rule a, and on
 * a 100x100 LITS board of one region (10,000 cells, in every cell's rules) one
 * pass read 10^8 and `lits -t 2` answered after 4 s. */
#define SUBSET_WORK (1 << 20)

/* The subset rule: a constraint a that still needs `need` trues, all among
 * its free variables F, and another constraint b holding every variable of
 * F, which can take `room` more trues: need > room is a conflict; need ==
 * room leaves b's other free variables false (a Star Battle region whose
 * free cells lie in one row takes that row's last stars).  One pass; 0 ok,
 * 1 conflict (or stopped: s->stopped says which); *changed set when it
 * assigned something. */
static int cs_subset(CsState *s, int *changed)
{
    int64_t work = 0;  /* variables read since the last look at the clock */
    for (int32_t a = 0; a < s->m; a++) {
        if (work >= SUBSET_WORK) {
            work = 0;
            if (cs_over(s))
                return 1;
        }
        int32_t need = s->lo[a] - s->ntrue[a], f = s->nfree[a], first = -1;
        if (need < 1 || need >= f)
            continue;
        int32_t gen = ++s->gen;
        if (gen == INT32_MAX) {
            memset(s->stamp, 0, (size_t)s->n * sizeof(int32_t));
            s->gen = gen = 1;
        }
        work += s->cstart[a + 1] - s->cstart[a];
        for (int32_t k = s->cstart[a]; k < s->cstart[a + 1]; k++)
            if (s->val[s->cvars[k]] < 0) {
                s->stamp[s->cvars[k]] = gen;
                first = first < 0 ? s->cvars[k] : first;
            }
        for (int32_t j = s->vstart[first]; j < s->vstart[first + 1]; j++) {
            int32_t b = s->vcons[j], room = s->hi[b] - s->ntrue[b], in = 0;
            if (b == a || s->nfree[b] <= f || room > need)
                continue;
            work += s->cstart[b + 1] - s->cstart[b];
            for (int32_t i = s->cstart[b]; i < s->cstart[b + 1]; i++)
                in += s->val[s->cvars[i]] < 0 && s->stamp[s->cvars[i]] == gen;
            if (in != f)
                continue;
            if (need > room)
                return 1;
            for (int32_t i = s->cstart[b]; i < s->cstart[b + 1]; i++)
                if (s->val[s->cvars[i]] < 0 && s->stamp[s->cvars[i]] != gen) {
                    cs_assign(s, s->cvars[i], 0);
                    *changed = 1;
                }
        }
    }
    return 0;
}

/* Propagation, the subset rule (when subset is 1) and the band rule (when
 * s->bands) to a fixpoint: a node's deductions with subset 1, a probe's
 * with 0.  0 ok, 1 conflict. */
static int cs_fixpoint(CsState *s, int subset)
{
    for (;;) {
        int changed = 0;
        if (cs_propagate(s))
            return 1;
        if ((subset && cs_subset(s, &changed)) || (s->bands && !changed && cs_bands(s, &changed))
            || (s->conn.nodes && !changed && (subset || (s->conn_probe && s->conn.cuts != s->conn.mark))
                && cn_propagate(s, &changed))) {
            cs_clear(s);
            return 1;
        }
        if (!changed)
            return 0;
    }
}

/* What one probe run to a fixpoint (the band or connectivity rule: a pass over the
 * board) counts towards the 256 between two looks at the clock and the stop byte,
 * a variable counting 1.  Looked at every 256 variables alone, the first probing
 * pass of a 600x600 Star Battle ran 2 s past a deadline already gone (8 ms a probe),
 * and a race's search kept `hint -t 2` of a Hitori 200x200 waiting 1 s past its
 * limit for the stop byte to be seen. */
#define PROBE_FULL_WORK 32

/* Failed-literal probing: a free variable whose one value leads propagation
 * to a conflict takes the other.  One pass over the variables per node
 * (passes until nothing changes cost 3x more time per node on Star Battle
 * 15x15 boards and saved only a third of the nodes).  0 ok, 1 conflict (or
 * stopped: s->stopped says which). */
static int cs_probe(CsState *s)
{
    if (s->probe > 0) {
        int32_t work = 0;  /* since the last look at the clock: 1 a variable, PROBE_FULL_WORK a full probe */
        for (int32_t v = 0; v < s->n; v++) {
            for (int8_t b = 1; b >= 2 - s->probe && s->val[v] < 0; b--) {
                int32_t mark = s->ntrail;
                CnState kept = s->conn;  /* its settled run: the state it was of comes back with the undo */
                s->conn.mark = s->conn.cuts;  /* before v: v itself may be a node going absent */
                cs_assign(s, v, b);
                int full = (b && s->bands) || (s->conn.nodes && s->conn_probe);
                int bad = full ? cs_fixpoint(s, 0) : cs_propagate(s);
                work += full ? PROBE_FULL_WORK : 0;
                cs_undo(s, mark);
                s->conn.settled = kept.settled;
                s->conn.settled_trail = kept.settled_trail;
                s->conn.settled_cuts = kept.settled_cuts;
                if (bad) {
                    cs_assign(s, v, (int8_t)(1 - b));
                    if (cs_propagate(s))
                        return 1;
                }
            }
            if (++work >= 256) {
                work = 0;
                if (cs_over(s))
                    return 1;
            }
        }
    }
    return 0;
}

/* The next decision: *var and the value to try first; 0 when every
 * variable is assigned. */
static int cs_choose(CsState *s, int32_t *var, int8_t *first)
{
    int32_t best = -1, bestfree = INT32_MAX;
    for (int32_t c = 0; c < s->m; c++) {
        if (s->ntrue[c] < s->lo[c] && s->nfree[c] < bestfree) {
            best = c;
            bestfree = s->nfree[c];
            if (bestfree <= 2)
                break;
        }
    }
    if (s->loop.nodes && best < 0) {  /* no rule needs anything: extend a path of the loop */
        int32_t e = lp_choose(s);
        if (e >= 0) {
            *var = s->loop.evar[e];
            *first = 1;
            return 1;
        }
    }
    if (best >= 0) {
        for (int32_t k = s->cstart[best]; k < s->cstart[best + 1]; k++)
            if (s->val[s->cvars[k]] < 0) {
                *var = s->cvars[k];
                *first = 1;
                return 1;
            }
    }
    while (s->scan < s->n && s->val[s->scan] >= 0)
        s->scan++;
    if (s->scan >= s->n)
        return 0;
    *var = s->scan;
    *first = 0;
    return 1;
}

static inline int cs_over(CsState *s)
{
    if ((s->stop && *s->stop) || (s->deadline > 0 && cs_now() > s->deadline)
        || (s->cpu_deadline > 0 && cs_cpu() > s->cpu_deadline)) {
        s->stopped = 1;
        return 1;
    }
    return 0;
}

/* Count solutions (up to limit; limit < 0: all), copying the first keep
 * (keep < 0: all) of them into *out, a malloc'd buffer of *cap bytes that
 * grows as needed (n bytes a solution, 0/1 per variable).  fixed: n values, -1
 * free or the value the variable must take.  Returns the count (>= 0) or
 * CS_NOMEM; *complete is 1 when no further solution exists (the search ran
 * to its end), 0 when the limit, deadline or stop byte ended it. */
int64_t cs_search(CsState *s, const int8_t *fixed, int64_t limit, int64_t keep, uint8_t **out, int64_t *cap,
                  int *complete)
{
    int64_t count = 0;
    *complete = 0;
    s->stopped = 0;
    s->conn.settled = 0;
    for (int32_t c = 0; c < s->m; c++)
        if (!s->queued[c]) {
            s->queued[c] = 1;
            s->work[s->nwork++] = c;
        }
    for (int32_t v = 0; v < s->n; v++)
        if (fixed && fixed[v] >= 0)
            cs_assign(s, v, fixed[v]);
    if (cs_fixpoint(s, 1) || cs_probe(s)) {
        *complete = !s->stopped;
        return 0;
    }
    int8_t *firstval = malloc((size_t)s->n + 1);
    if (!firstval)
        return CS_NOMEM;
    for (;;) {
        s->nodes++;
        if (cs_over(s))
            break;
        int32_t v;
        int8_t first;
        int conflict = 0;
        int more = cs_choose(s, &v, &first);
        int apart = 0;  /* every node decided, the present ones not connected (probing may have decided
                         * the last ones after the rule's last look) */
        if (!more && s->conn.nodes && cn_propagate(s, &apart)) {
            cs_clear(s);
            conflict = 1;
        } else if (!more && s->loop.nodes && !s->loop.closed) {
            conflict = 1;  /* every edge decided and no loop: not a solution */
        } else if (!more) {
            if (keep < 0 || count < keep) {
                int64_t need = (count + 1) * (int64_t)s->n;
                if (need > *cap) {
                    int64_t grown = need > 2 * *cap ? need : 2 * *cap;
                    uint8_t *bigger = realloc(*out, (size_t)grown);
                    if (!bigger) {
                        free(firstval);
                        return CS_NOMEM;
                    }
                    *out = bigger;
                    *cap = grown;
                }
                for (int32_t i = 0; i < s->n; i++)
                    (*out)[count * (int64_t)s->n + i] = (uint8_t)s->val[i];
            }
            count++;
            if (limit >= 0 && count >= limit)
                break;
            conflict = 1;
        } else {
            int32_t d = s->ndec++;
            s->dvar[d] = v;
            s->dmark[d] = s->ntrail;
            s->dphase[d] = 0;
            firstval[d] = first;
            int32_t before = s->ntrail;
            cs_assign(s, v, first);
            conflict = cs_fixpoint(s, 1);
            /* A scanned decision (no rule needs a value: its first value, false) that propagated nothing is not
             * probed: probing every free variable after each of them made a Hitori without repeats O(n^3)
             * (20x20: 3.5 s, 100x100: unknown at any -t).  Its other value, tried on backtracking, is. */
            if (!conflict && (first || s->ntrail - before > 1))
                conflict = cs_probe(s);
        }
        while (conflict && !s->stopped) {
            /* back to the latest decision with its other value untried */
            while (s->ndec > 0 && s->dphase[s->ndec - 1]) {
                cs_undo(s, s->dmark[s->ndec - 1]);
                s->ndec--;
            }
            if (s->ndec == 0) {
                *complete = 1;
                goto done;
            }
            int32_t d = s->ndec - 1;
            cs_undo(s, s->dmark[d]);
            s->dphase[d] = 1;
            cs_assign(s, s->dvar[d], (int8_t)(1 - firstval[d]));
            conflict = cs_fixpoint(s, 1) || cs_probe(s);
        }
        if (s->stopped)
            break;
    }
done:
    free(firstval);
    return count;
}

