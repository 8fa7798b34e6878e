/* cardinality_connect.c -- the connectivity rule (cardinality_connect.h
 * says what it propagates).  Plain C11, no Python.h. */
#include "cardinality_search.h"

#include <stdlib.h>
#include <string.h>

void cn_free(CnState *cn)
{
    free(cn->nvar); free(cn->nstart); free(cn->nadj); free(cn->disc); free(cn->low); free(cn->iter);
    free(cn->stack); free(cn->below); free(cn->node_of);
    memset(cn, 0, sizeof *cn);
}

int cn_init(CnState *cn, int32_t n, int32_t nodes, const int32_t *vars, int32_t nlinks, const int32_t *links,
            int8_t want)
{
    memset(cn, 0, sizeof *cn);
    size_t un = (size_t)nodes + 1;
    cn->nvar = malloc(un * sizeof(int32_t));
    cn->nstart = calloc(un + 1, sizeof(int32_t));
    cn->nadj = malloc((2 * (size_t)nlinks + 1) * sizeof(int32_t));
    cn->disc = malloc(un * sizeof(int32_t));
    cn->low = malloc(un * sizeof(int32_t));
    cn->iter = malloc(un * sizeof(int32_t));
    cn->stack = malloc(un * sizeof(int32_t));
    cn->below = malloc(un * sizeof(int32_t));
    cn->node_of = malloc(((size_t)n + 1) * sizeof(int32_t));
    if (!cn->node_of || !cn->nvar || !cn->nstart || !cn->nadj || !cn->disc || !cn->low || !cn->iter || !cn->stack || !cn->below) {
        cn_free(cn);
        return -1;
    }
    memcpy(cn->nvar, vars, (size_t)nodes * sizeof(int32_t));
    for (int32_t v = 0; v < n; v++)
        cn->node_of[v] = -1;
    for (int32_t u = 0; u < nodes; u++)
        cn->node_of[vars[u]] = u;
    for (int32_t k = 0; k < nlinks; k++) {
        cn->nstart[links[2 * k] + 1]++;
        cn->nstart[links[2 * k + 1] + 1]++;
    }
    for (int32_t u = 0; u < nodes; u++)
        cn->nstart[u + 1] += cn->nstart[u];
    int32_t *fill = cn->iter;  /* scratch, unused until a propagation */
    memcpy(fill, cn->nstart, (size_t)nodes * sizeof(int32_t));
    for (int32_t k = 0; k < nlinks; k++) {
        int32_t a = links[2 * k], b = links[2 * k + 1];
        cn->nadj[fill[a]++] = b;
        cn->nadj[fill[b]++] = a;
    }
    cn->want = want;
    cn->nodes = nodes;
    return 0;
}

int cn_propagate(CsState *s, int *changed)
{
    CnState *cn = &s->conn;
    const int8_t *val = s->val, want = cn->want, gone = (int8_t)(1 - want);
    int32_t root = -1, t = 0, sp = 0, free_cuts = 0, deduced = 0;
    if (cn->settled && cn->cuts == cn->settled_cuts && s->ntrail >= cn->settled_trail)
        return 0;  /* (a Hitori without repeats, its cells scanned present one by one: a pass per cell, O(cells^2)) */
    cn->mark = cn->cuts;
    cn->settled = 0;
    for (int32_t u = 0; u < cn->nodes; u++) {
        cn->disc[u] = 0;
        if (root < 0 && val[cn->nvar[u]] == want)
            root = u;
    }
    if (root < 0)
        return 0;
    cn->disc[root] = cn->low[root] = ++t;
    cn->iter[root] = cn->nstart[root];
    cn->below[root] = 1;
    cn->stack[sp++] = root;
    while (sp > 0) {
        int32_t u = cn->stack[sp - 1];
        if (cn->iter[u] < cn->nstart[u + 1]) {
            int32_t w = cn->nadj[cn->iter[u]++];
            if (val[cn->nvar[w]] == gone)
                continue;
            if (cn->disc[w] == 0) {
                cn->disc[w] = cn->low[w] = ++t;
                cn->iter[w] = cn->nstart[w];
                cn->below[w] = val[cn->nvar[w]] == want;
                cn->stack[sp++] = w;
            } else if (cn->disc[w] < cn->low[u]) {
                cn->low[u] = cn->disc[w];
            }
            continue;
        }
        if (--sp == 0)
            break;
        int32_t p = cn->stack[sp - 1];
        if (cn->low[u] < cn->low[p])
            cn->low[p] = cn->low[u];
        if (cn->below[u]) {
            cn->below[p] = 1;
            /* u's subtree reaches above p only through p and holds a present node; the root,
             * outside it, is present: p joins them (the root itself is present already) */
            if (cn->low[u] >= cn->disc[p] && val[cn->nvar[p]] < 0) {
                cs_set(s, cn->nvar[p], want);
                *changed = deduced = 1;
            }
        } else if (cn->low[u] >= cn->disc[p] && val[cn->nvar[p]] < 0) {
            free_cuts++;  /* a free cut vertex: a node made present below it later would force it */
        }
    }
    for (int32_t u = 0; u < cn->nodes; u++) {
        if (cn->disc[u])
            continue;
        int8_t b = val[cn->nvar[u]];
        if (b == want)
            return 1;
        if (b < 0) {
            cs_set(s, cn->nvar[u], gone);
            *changed = deduced = 1;
        }
    }
    if (!deduced && free_cuts == 0) {
        cn->settled = 1;
        cn->settled_trail = s->ntrail;
        cn->settled_cuts = cn->cuts;
    }
    return 0;
}
