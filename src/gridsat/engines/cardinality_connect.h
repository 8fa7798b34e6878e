/* cardinality_connect.h -- the connectivity rule of the cardinality search
 * (cardinality_search.c): a graph whose nodes each have a variable; the
 * nodes "present" (their variable equal to the rule's value `want`, 1 or 0)
 * must form one connected set.  Plain C11, no Python.h.
 *
 * Propagated at every search node, once the counting rules are at their
 * fixpoint, by one depth-first search (Tarjan's low links) from a present
 * node over the nodes not absent, O(nodes + links):
 *
 * - a present node not reached: conflict (two separated present nodes);
 * - a free node not reached: absent (it could never join the others);
 * - a free node that is a cut vertex separating present nodes (a child
 *   subtree of the search tree, low link not above the node, holds a
 *   present node; the root is present): present.
 *
 * With no present node the rule says nothing (every node absent is
 * connected; the other rules decide whether that is allowed).  The rule is
 * the graph form of the shading genres' "the shaded cells are connected"
 * (LITS states it over its cells, the present value being "not unshaded").
 */
#ifndef CARDINALITY_CONNECT_H
#define CARDINALITY_CONNECT_H

#include <stdint.h>

typedef struct CsState CsState;

typedef struct {
    int32_t nodes;                /* 0: no connectivity rule */
    int8_t want;                  /* the value of a present node's variable */
    int32_t *nvar;                /* per node: its variable */
    int32_t *nstart, *nadj;       /* node u's neighbours: nadj[nstart[u] .. nstart[u + 1]) */
    int32_t *disc, *low, *iter, *stack, *below; /* scratch of the depth-first search, per node */
    int32_t *node_of;             /* per variable: its node, or -1 */
    int64_t cuts, mark;           /* node variables at the absent value now; that count when the rule last
                                   * ran or a probe began (a probe runs the rule only when a node went
                                   * absent: a present node alone breaks nothing the last run left) */
    int8_t settled;               /* the last run deduced nothing and left no free cut vertex: until a node goes
                                   * absent or the search backs up below settled_trail, present nodes alone
                                   * change nothing it would find (the graph of nodes not absent is the same,
                                   * and only a free cut vertex can be forced present), so it is skipped */
    int32_t settled_trail;        /* the trail's length at that run */
    int64_t settled_cuts;         /* cuts at that run */
} CnState;

/* Set up the rule among n variables over `nodes` nodes (node u's variable vars[u]) and
 * `nlinks` links (node pairs links[2k], links[2k + 1]; checked in range by
 * the caller).  Returns 0, or -1 when out of memory (cn_free then). */
int cn_init(CnState *cn, int32_t n, int32_t nodes, const int32_t *vars, int32_t nlinks, const int32_t *links,
            int8_t want);
void cn_free(CnState *cn);
/* One propagation; 0 ok, 1 conflict; *changed set when it assigned a
 * variable (then the counting rules propagate and it runs again). */
int cn_propagate(CsState *s, int *changed);

#endif
