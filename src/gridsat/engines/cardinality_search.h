/* cardinality_search.h -- a complete depth-first search over boolean
 * variables bound by cardinality constraints  lo <= x_a + x_b + ... <= hi
 * (positive literals only), with an optional single-loop rule over some of
 * the variables (cardinality_loop.h) and an optional connectivity rule over
 * a graph whose nodes have a variable each (cardinality_connect.h: run after
 * the counts' fixpoint at every node and in every probe; a leaf is checked
 * once more, probing having maybe decided its last nodes).  Plain C11, no
 * Python.h: the
 * algorithm is cardinality_search.c, the binding _cardinality.c.
 *
 * Such constraints say "at least one" (a clause), "at most one", "exactly k"
 * and "none": the rules of Star Battle (k per row, column and region; at most
 * one star in every 2x2 block), Light Up (every cell seen by a bulb, at most
 * one bulb per run, numbered walls) and other counting genres.
 *
 * Propagation: every constraint keeps its count of true and of free
 * variables.  A constraint whose true count reached hi sets its free
 * variables false; one whose true + free count fell to lo sets them true;
 * true > hi or true + free < lo is a conflict.  Assignments go on a trail and
 * are undone in reverse, restoring the counts.
 *
 * Failed-literal probing at every node (a value whose propagation fails is
 * excluded) and a clique bound (the "at most one" rules through a
 * constraint's free variables bound how many of them can still be true)
 * make it strong enough to solve published Light Up boards without a single
 * branch and Star Battle boards in a few nodes.
 *
 * The band rule (cs_bands, cardinality_bands.c) is the Star Battle solver's:
 * where the "exactly" rules partition the variables several ways (rows,
 * columns, regions), k consecutive rows holding k regions' last free cells
 * give those regions the rows' other stars, and k rows whose free cells lie
 * in k regions give those rows the regions' stars.  It runs after
 * propagation at every node and in every probe of the value true: on the
 * 15x15 janko 027 the proof of uniqueness took 6 nodes and 4.4 ms of CPU
 * instead of 416 and 129 ms (all 15 published boards: 10 ms instead of
 * 140 ms).  The clique cover is drawn
 * only where it can bind: a constraint needing more trues than its free
 * variables could fill in the widest clique through them (a 3-star row of
 * 15 free cells, 2x2 blocks holding two of them, needs 8 cliques: no bound
 * until 6 cells are left), and a constraint is queued once however many of
 * its variables are set (together 4.5x less time on the 15x15 Star Battle
 * janko 027, the same 478 nodes).
 *
 * Branching: the constraint with an unmet lower bound and the fewest free
 * variables (the most constrained: a cell that few bulbs can light, a row
 * that still needs its stars, a Masyu pearl not yet on the loop); its first
 * free variable is set true, then false.  With a loop rule and no such
 * constraint, an edge at the path end with the fewest free edges (true
 * first).  Measured on the published Masyu boards (tests/data/genres):
 * a path end before any constraint with more than two free variables took
 * 10-30x the nodes on the 20x36 to 40x58 boards (20x36: 4073 nodes and
 * no answer after 2.4 s of CPU, against 86 nodes, 41 ms).  When every lower bound is met, setting all free variables false
 * completes a solution; the search still branches on them (false first) so
 * that every solution is counted.  The search is complete: it counts every
 * solution up to a limit, so "no (other) solution" is a proof.
 */
#ifndef CARDINALITY_SEARCH_H
#define CARDINALITY_SEARCH_H

#include <stdint.h>

#include "cardinality_connect.h"
#include "cardinality_loop.h"

enum { CS_NOMEM = -1, CS_MAXFAM = 4 };

struct CsState {
    int32_t n, m;                 /* variables, constraints */
    const int32_t *lo, *hi;       /* per constraint */
    const int32_t *cstart, *cvars; /* constraint c's variables: cvars[cstart[c] .. cstart[c + 1]) */
    int32_t *vstart, *vcons;      /* variable v's constraints: vcons[vstart[v] .. vstart[v + 1]) */
    int8_t *val;                  /* -1 free, 0, 1 */
    int32_t *ntrue, *nfree;       /* per constraint */
    int32_t *trail, ntrail;       /* assigned variables, in order */
    int32_t *work, nwork, cap;    /* constraints to look at */
    int32_t *wide;                /* per constraint c: the most variables of c one "at most one" rule holds
                                   * (c's free variables need at least nfree / wide cliques) */
    uint8_t *queued;              /* per constraint: 1 while it is in work (queued once: a row whose
                                   * variables are set one by one is looked at once, not once a variable) */
    int32_t *dvar, *dmark;        /* decisions: variable, trail length before it */
    int8_t *dphase;               /* 0: first value tried, 1: second value */
    int32_t ndec;
    int32_t scan;                 /* free variables before this index are none (a hint) */
    int32_t *stamp, gen;          /* per variable: marks of the clique cover */
    int32_t *cover;               /* the cover's singleton cliques */
    double deadline;              /* CLOCK_MONOTONIC seconds, 0: none */
    double cpu_deadline;          /* CPU seconds of the calling thread, 0: none (a head start that a loaded
                                   * machine's waiting does not use up) */
    const volatile uint8_t *stop; /* another thread sets *stop nonzero to stop (or NULL) */
    int stopped;                  /* 1 when the deadline or the stop byte ended the search */
    int64_t nodes;
    int probe;                    /* failed-literal probing: 0 none, 1 the value true, 2 both values */
    int bands;                    /* the band rule over the partitions below: 1 on, 0 off */
    int32_t nfam;                 /* partitions found: families of "exactly" rules covering every variable once */
    uint32_t pairs;               /* bit f * CS_MAXFAM + g: the band rule runs over family f's bands against g */
    int32_t *famstart, *famcons;  /* family f's rules, in the model's order: famcons[famstart[f] .. famstart[f + 1]) */
    int32_t *partof;              /* partof[f * n + v]: the index in family f of the rule holding v */
    int32_t *qlo, *qhi;           /* scratch per rule of a family: the span of its free variables' parts */
    int32_t *inlack, *reachlack;  /* scratch per rule of a family: pairs (missing trues, free variables) */
    LpState loop;                 /* the single-loop rule (loop.nodes 0: none) */
    CnState conn;                 /* the connectivity rule (conn.nodes 0: none) */
    int conn_probe;               /* 1: the connectivity rule runs in probes of either value too */
};

double cs_now(void);  /* CLOCK_MONOTONIC seconds */
double cs_cpu(void);  /* the calling thread's CPU seconds */

/* Set up the state for n variables and m constraints (the arrays stay the
 * caller's; every index already checked in range).  CS_NOMEM or 0. */
int cs_init(CsState *s, int32_t n, int32_t m, const int32_t *lo, const int32_t *hi, const int32_t *cstart,
            const int32_t *cvars);
/* Add the single-loop rule (after cs_init; see lp_init).  CS_NOMEM or 0. */
int cs_loop(CsState *s, int32_t nodes, int32_t nedges, const int32_t *triples);
/* Add the connectivity rule (after cs_init; see cn_init).  CS_NOMEM or 0. */
int cs_connect(CsState *s, int32_t nodes, const int32_t *vars, int32_t nlinks, const int32_t *links, int8_t want);
void cs_free(CsState *s);
/* The partitions of the variables among the "exactly" rules, for the band
 * rule (cs_init calls it; sets nfam and pairs).  CS_NOMEM or 0. */
int cs_families(CsState *s);
/* One pass of the band rule; 0 ok, 1 conflict; *changed set when it
 * assigned something (then propagate and call it again). */
int cs_bands(CsState *s, int *changed);
/* Assign a free variable (used by the loop rule) and queue its constraints. */
void cs_set(CsState *s, int32_t v, int8_t b);

/* Count solutions (up to limit; limit < 0: all), copying the first keep
 * (keep < 0: all) of them into *out, a malloc'd buffer of *cap bytes that
 * grows as needed (n bytes a solution, 0/1 per variable).  fixed: n values, -1
 * free or the value the variable must take.  Returns the count (>= 0) or
 * CS_NOMEM; *complete is 1 when no further solution exists (the search ran
 * to its end), 0 when the limit, deadline or stop byte ended it. */
int64_t cs_search(CsState *s, const int8_t *fixed, int64_t limit, int64_t keep, uint8_t **out, int64_t *cap,
                  int *complete);

#endif
