/* cardinality_loop.h -- the single-loop rule of the cardinality search
 * (cardinality_search.c): boolean edge variables of a graph, the chosen
 * edges forming one closed loop.  Plain C11, no Python.h.
 *
 * The rule, propagated as the search assigns edges:
 *
 * - degree: every node has 0 or 2 chosen edges (two chosen: its other edges
 *   are not; one chosen and one free: that one is; none chosen and one
 *   free: that one is not; three chosen, or one with none free: conflict);
 * - one loop: the chosen edges form paths, tracked by their ends (each end
 *   knows the other end and the path's length, restored on undo).  An edge
 *   joining the two ends of one path closes a cycle: allowed only when that
 *   path holds every chosen edge, and then every free edge is set false
 *   (the cardinality rules then check the clues on the finished loop).  So
 *   an edge that would close a path holding fewer than all chosen edges is
 *   set false as soon as that is so: when the path is made, or when a first
 *   edge elsewhere starts a second path;
 * - a solution needs the loop closed (at least one edge).
 *
 * Measured and left out (the published Masyu and Slitherlink boards of
 * tests/data/genres, 2026-12): connectivity at every search node (the
 * chosen edges and the nodes a rule needs, such as pearls, in one component
 * of the edges not excluded; the free edges of other components excluded)
 * changed the nodes searched by under 15% and the time not at all.
 *
 * The path-end technique is the classic one of Slitherlink solvers; the
 * graph is any (grid points for Slitherlink, cell centres for Masyu).
 */
#ifndef CARDINALITY_LOOP_H
#define CARDINALITY_LOOP_H

#include <stdint.h>

typedef struct CsState CsState;

typedef struct {
    int32_t kind;                 /* 0 nothing changed, 1 a join, 2 the loop closed */
    int32_t x, y, endx, endy, lenx, leny, last, npaths;
} LpRecord;

typedef struct {
    int32_t nodes, nedges;        /* nodes 0: no loop rule */
    int32_t *edge_of;             /* per variable: its edge, or -1 */
    int32_t *ea, *eb, *evar;      /* per edge: its two nodes and its variable */
    int32_t *nstart, *nedge;      /* node u's edges: nedge[nstart[u] .. nstart[u + 1]) */
    int32_t *dtrue, *dfree;       /* per node: chosen and free edges */
    int32_t *end, *len;           /* per path end: the other end, the path's edges */
    int32_t ntrue, npaths, last;  /* chosen edges; open paths; an end of the latest path made */
    int32_t closed;               /* 1 once the loop is closed */
    LpRecord *rec;                /* one per chosen edge, undone in reverse */
    int32_t nrec;
    int32_t *work, nwork;         /* nodes whose degree to look at */
    uint8_t *queued;
    int bad;                      /* a conflict found while assigning (seen by lp_propagate) */
    int closing;                  /* the loop just closed: free edges to set false */
} LpState;

/* Set up the rule over `nodes` nodes and `nedges` edges, edge k being
 * variable triples[3k] between nodes triples[3k + 1] and triples[3k + 2]
 * (checked in range and distinct by the caller), among n variables.
 * Returns 0, or -1 when out of memory (lp_free then). */
int lp_init(LpState *lp, int32_t n, int32_t nodes, int32_t nedges, const int32_t *triples);
void lp_free(LpState *lp);

/* Edge e took value b (called by cs_assign, after the variable is set). */
void lp_assign(CsState *s, int32_t e, int8_t b);
/* Edge e with value b is being undone (called by cs_undo, in reverse order). */
void lp_undo(LpState *lp, int32_t e, int8_t b);
/* Forget queued work (after a conflict). */
void lp_clear(LpState *lp);
/* Propagate the queued nodes and a closing loop; 0 ok, 1 conflict. */
int lp_propagate(CsState *s);
/* True while lp_propagate has work. */
static inline int lp_busy(const LpState *lp)
{
    return lp->nwork > 0 || lp->closing || lp->bad;
}
/* A branching edge: a free edge at the end of a path whose end has the
 * fewest free edges; -1 when no path is open. */
int32_t lp_choose(const CsState *s);

#endif
