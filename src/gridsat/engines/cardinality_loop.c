/* cardinality_loop.c -- the single-loop rule (cardinality_loop.h says what
 * it propagates).  Plain C11, no Python.h. */
#include "cardinality_search.h"

#include <stdlib.h>
#include <string.h>

void lp_free(LpState *lp)
{
    free(lp->edge_of); free(lp->ea); free(lp->eb); free(lp->evar); free(lp->nstart); free(lp->nedge);
    free(lp->dtrue); free(lp->dfree); free(lp->end); free(lp->len); free(lp->rec); free(lp->work);
    free(lp->queued);
    memset(lp, 0, sizeof *lp);
}

int lp_init(LpState *lp, int32_t n, int32_t nodes, int32_t nedges, const int32_t *triples)
{
    memset(lp, 0, sizeof *lp);
    size_t un = (size_t)nodes + 1, ue = (size_t)nedges + 1;
    lp->edge_of = malloc(((size_t)n + 1) * sizeof(int32_t));
    lp->ea = malloc(ue * sizeof(int32_t));
    lp->eb = malloc(ue * sizeof(int32_t));
    lp->evar = malloc(ue * sizeof(int32_t));
    lp->nstart = calloc(un + 1, sizeof(int32_t));
    lp->nedge = malloc(2 * ue * sizeof(int32_t));
    lp->dtrue = calloc(un, sizeof(int32_t));
    lp->dfree = calloc(un, sizeof(int32_t));
    lp->end = malloc(un * sizeof(int32_t));
    lp->len = calloc(un, sizeof(int32_t));
    lp->rec = malloc(ue * sizeof(LpRecord));
    lp->work = malloc(un * sizeof(int32_t));
    lp->queued = calloc(un, 1);
    if (!lp->edge_of || !lp->ea || !lp->eb || !lp->evar || !lp->nstart || !lp->nedge || !lp->dtrue || !lp->dfree
        || !lp->end || !lp->len || !lp->rec || !lp->work || !lp->queued) {
        lp_free(lp);
        return -1;
    }
    for (int32_t v = 0; v < n; v++)
        lp->edge_of[v] = -1;
    for (int32_t e = 0; e < nedges; e++) {
        lp->evar[e] = triples[3 * e];
        lp->ea[e] = triples[3 * e + 1];
        lp->eb[e] = triples[3 * e + 2];
        lp->edge_of[lp->evar[e]] = e;
        lp->nstart[lp->ea[e] + 1]++;
        lp->nstart[lp->eb[e] + 1]++;
    }
    for (int32_t u = 0; u < nodes; u++) {
        lp->nstart[u + 1] += lp->nstart[u];
        lp->end[u] = u;
    }
    int32_t *fill = lp->work;  /* the work list is empty: borrow it */
    memcpy(fill, lp->nstart, (size_t)nodes * sizeof(int32_t));
    for (int32_t e = 0; e < nedges; e++) {
        lp->nedge[fill[lp->ea[e]]++] = e;
        lp->nedge[fill[lp->eb[e]]++] = e;
        lp->dfree[lp->ea[e]]++;
        lp->dfree[lp->eb[e]]++;
    }
    lp->nodes = nodes;
    lp->nedges = nedges;
    lp->last = -1;
    return 0;
}

static inline void lp_queue(LpState *lp, int32_t u)
{
    if (!lp->queued[u]) {
        lp->queued[u] = 1;
        lp->work[lp->nwork++] = u;
    }
}

/* The free edge between nodes x and y, or -1. */
static int32_t lp_between(const CsState *s, int32_t x, int32_t y)
{
    const LpState *lp = &s->loop;
    for (int32_t k = lp->nstart[x]; k < lp->nstart[x + 1]; k++) {
        int32_t e = lp->nedge[k];
        if ((lp->ea[e] == y || lp->eb[e] == y) && s->val[lp->evar[e]] < 0)
            return e;
    }
    return -1;
}

void lp_assign(CsState *s, int32_t e, int8_t b)
{
    LpState *lp = &s->loop;
    int32_t a = lp->ea[e], c = lp->eb[e];
    lp->dfree[a]--;
    lp->dfree[c]--;
    lp_queue(lp, a);
    lp_queue(lp, c);
    if (!b)
        return;
    lp->dtrue[a]++;
    lp->dtrue[c]++;
    lp->ntrue++;
    LpRecord *r = &lp->rec[lp->nrec++];
    r->kind = 0;
    if (lp->bad)
        return;
    if (lp->dtrue[a] > 2 || lp->dtrue[c] > 2 || lp->closed) {  /* a branch, or an edge beside the closed loop */
        lp->bad = 1;
        return;
    }
    int32_t olda = lp->dtrue[a] == 2, oldc = lp->dtrue[c] == 2;  /* a path's end before */
    int32_t x = olda ? lp->end[a] : a, y = oldc ? lp->end[c] : c;
    if (olda && x == c) {  /* the two ends of one path: the loop closes */
        if (lp->len[a] + 1 != lp->ntrue) {
            lp->bad = 1;
            return;
        }
        r->kind = 2;
        lp->closed = 1;
        lp->closing = 1;
        return;
    }
    r->kind = 1;
    r->x = x; r->y = y;
    r->endx = lp->end[x]; r->endy = lp->end[y];
    r->lenx = lp->len[x]; r->leny = lp->len[y];
    r->last = lp->last; r->npaths = lp->npaths;
    int32_t len = (olda ? lp->len[a] : 0) + (oldc ? lp->len[c] : 0) + 1, alone = lp->npaths == 1 && !olda && !oldc;
    int32_t other = lp->last;
    lp->npaths += 1 - olda - oldc;
    lp->end[x] = y;
    lp->end[y] = x;
    lp->len[x] = lp->len[y] = len;
    lp->last = x;
    if (len < lp->ntrue) {  /* the path holds fewer than all chosen edges: it must not close */
        int32_t f = lp_between(s, x, y);
        if (f >= 0)
            cs_set(s, lp->evar[f], 0);
    }
    if (alone) {  /* a second path begins: the first one must not close either */
        int32_t f = lp_between(s, other, lp->end[other]);
        if (f >= 0)
            cs_set(s, lp->evar[f], 0);
    }
}

void lp_undo(LpState *lp, int32_t e, int8_t b)
{
    int32_t a = lp->ea[e], c = lp->eb[e];
    lp->dfree[a]++;
    lp->dfree[c]++;
    if (!b)
        return;
    lp->dtrue[a]--;
    lp->dtrue[c]--;
    lp->ntrue--;
    LpRecord *r = &lp->rec[--lp->nrec];
    if (r->kind == 2) {
        lp->closed = 0;
    } else if (r->kind == 1) {
        lp->end[r->x] = r->endx;
        lp->end[r->y] = r->endy;
        lp->len[r->x] = r->lenx;
        lp->len[r->y] = r->leny;
        lp->last = r->last;
        lp->npaths = r->npaths;
    }
}

void lp_clear(LpState *lp)
{
    while (lp->nwork > 0)
        lp->queued[lp->work[--lp->nwork]] = 0;
    lp->bad = 0;
    lp->closing = 0;
}

int lp_propagate(CsState *s)
{
    LpState *lp = &s->loop;
    if (lp->bad)
        return 1;
    if (lp->closing) {  /* the loop is closed: no other edge */
        lp->closing = 0;
        for (int32_t e = 0; e < lp->nedges; e++)
            if (s->val[lp->evar[e]] < 0)
                cs_set(s, lp->evar[e], 0);
    }
    while (lp->nwork > 0 && !lp->bad) {
        int32_t u = lp->work[--lp->nwork];
        lp->queued[u] = 0;
        int32_t t = lp->dtrue[u], f = lp->dfree[u];
        if (t > 2 || (t == 1 && f == 0))
            return 1;
        if (f == 0 || (t == 0 && f > 1) || (t == 1 && f > 1))
            continue;
        int8_t b = t == 1;  /* t 2: the rest false; t 1, one free: it is true; t 0, one free: it is false */
        for (int32_t k = lp->nstart[u]; k < lp->nstart[u + 1]; k++) {
            int32_t v = lp->evar[lp->nedge[k]];
            if (s->val[v] < 0)
                cs_set(s, v, b);
        }
    }
    return lp->bad;
}

int32_t lp_choose(const CsState *s)
{
    const LpState *lp = &s->loop;
    int32_t best = -1, bestfree = INT32_MAX;
    if (lp->closed || lp->npaths == 0)
        return -1;
    for (int32_t u = 0; u < lp->nodes; u++)
        if (lp->dtrue[u] == 1 && lp->dfree[u] < bestfree) {
            best = u;
            bestfree = lp->dfree[u];
            if (bestfree <= 2)
                break;
        }
    if (best < 0)
        return -1;
    for (int32_t k = lp->nstart[best]; k < lp->nstart[best + 1]; k++)
        if (s->val[lp->evar[lp->nedge[k]]] < 0)
            return lp->nedge[k];
    return -1;
}

