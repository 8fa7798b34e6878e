/* Yin-Yang search kernel: logical propagation plus a complete backtracking
 * search, in plain C (the binding is _kernel.c; the Python side is
 * gridsat.puzzles.yinyang.kernel, which documents the public API and the
 * measured value of each rule).
 *
 * Rules of the puzzle (every cell white or black; each colour one
 * orthogonally connected group; no 2x2 block of one colour; givens keep
 * their colour).  Colours: 0 undecided, 1 white, 2 black, 3 wall.
 *
 * The board is stored with a one-cell wall frame, (rows + 2) x (cols + 2)
 * cells, so the four neighbours of any board cell exist: cell (r, c) is at
 * (r + 1) * W + c + 1 with W = cols + 2.
 *
 * Deduction rules (each may be switched off by the `rules` bit mask, for
 * measurement; a leaf is accepted only after a full check of the rules, so
 * switching a rule off never makes an answer wrong, only the search longer):
 *
 * RULE_TRIPLE   2x2 block with three cells of colour X: the fourth is not X.
 *               (Directly the 2x2 rule.)
 * RULE_CHECKER  2x2 block a b / c d with b == c: then a != d (and with
 *               a == d: b != c).  Together with RULE_TRIPLE this is "never
 *               a == d and b == c".  Proof for the checkerboard case a = d =
 *               X, b = c = Y != X: take a simple X path P from a to d and a Y
 *               path Q from b to c (cell centres joined by unit segments).
 *               Close P by the diagonal a-d and Q by the diagonal b-c.  Unit
 *               segments between cell centres lie on integer lines, so they
 *               meet each other only at cell centres (P and Q share no cell),
 *               and they miss the open diagonals of the block, which cross no
 *               integer line.  The two closed curves therefore meet in
 *               exactly one point, the block centre, where they cross: by the
 *               Jordan curve theorem two closed curves cross an even number
 *               of times.  Contradiction.
 * RULE_BORDER   Going round the border ring the colour changes at most
 *               twice.  Proof: four border cells w1 b1 w2 b2 in cyclic order
 *               coloured W B W B would need a white path w1-w2 and a black
 *               path b1-b2 inside the board, a disc on whose boundary the
 *               endpoints alternate; such curves must meet, and lattice paths
 *               meet only in a shared cell.  Propagation: with two changes
 *               among the decided border cells, the undecided stretch between
 *               two cyclically consecutive decided cells of the same colour
 *               takes that colour (otherwise a third and fourth change).
 *               Four or more changes: conflict.
 * RULE_REACH    For colour X with a decided X cell: let F be the cells not
 *               decided as the other colour.  Every X cell of an answer is
 *               joined to the decided X cells by X cells, all in F; so a cell
 *               outside the component of F that holds the decided X cells is
 *               not X, and decided X cells in two components of F are a
 *               conflict.
 * RULE_CUT      An undecided cell v of that component whose removal splits
 *               two decided X cells apart (an articulation point separating
 *               them, found by one depth-first search with low-links and
 *               counts of decided cells per subtree) is X: if v were not X
 *               the X path between the two would have to avoid v.
 *               The search for both (connect()) is made again only when
 *               an assignment since its last fixpoint could change what
 *               it finds, by local tests (proof at connect_needed()).
 * RULE_TREE     With a decided border cell of one colour, the other colour
 *               has no cycle (proof at tree()).
 * RULE_PARITY   The colour boundary is a Hamiltonian path (or cycle) of the
 *               grid of 2x2 blocks; its ends on the border obey the parity
 *               of that bipartite grid (proof and propagation at parity()).
 * RULE_REGION   The same parity balance on each group of undecided cells
 *               (a check, proof at region()), made at the fixpoint of a
 *               node's propagation but not inside probes: measured, it cost
 *               a third of the probing time (on the 18x22 board url_noqx_1
 *               and the 40x40 ones) and checking it in probes saved few or
 *               no nodes (corpus none; 12 generated minimal puzzles 32 -> 26
 *               nodes, yet 25 % more time; empty boards none).
 * RULE_PROBE    Failed-literal probing: an undecided cell whose one colour
 *               leads, by the rules above, to a conflict takes the other
 *               colour (sound because the rules above are).  Applied to
 *               fixpoint, to the cells of the frontier, at the root of the
 *               search only (ROOT) or at every node (ALL); the probe sizes
 *               choose the branching cell (at probe() and choose()).
 *
 * The search is depth first (iterative: explicit frames and an undo trail),
 * restarted on a growing budget of dead ends, each run complete within its
 * budget (at search()).  The binding releases the GIL while it runs; a
 * deadline (CLOCK_MONOTONIC), a stop byte another thread sets and a node
 * budget stop it with an honest "stopped".
 */
#include "kernel_search.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* Polled at every node and inside long propagations (a clock read costs far
 * less than a node). */
static inline int over_deadline(YY *s)
{
    if (gk_stopped(&s->limits)) {
        s->stopped = 1;
        return 1;
    }
    return 0;
}

/* -- assignment and undo ------------------------------------------------- */
static inline int on_border(const YY *s, int32_t p)
{
    const uint8_t *col = s->col;
    return col[p - 1] == WALL || col[p + 1] == WALL || col[p - s->W] == WALL || col[p + s->W] == WALL;
}

static inline int assign(YY *s, int32_t p, int x)
{
    int c = s->col[p];
    if (c == x)
        return OK;
    if (c != UNK)
        return CONFLICT;
    s->col[p] = (uint8_t)x;
    s->pos[p] = s->ntrail;
    s->trail[s->ntrail++] = p;
    s->queue[s->qt++] = p;
    s->count[x]++;
    if (on_border(s, p)) {
        s->ring_dirty = 1;
        s->bcount[x]++;
    }
    return OK;
}

static void undo(YY *s, int32_t mark)
{
    for (int x = WHITE; x <= BLACK; x++) { /* what a longer trail knew is gone with it */
        if (s->joined_at[x] > mark)
            s->joined_at[x] = -1;
        if (s->last_run[x] > mark) /* runs after joined_at's were in probes, undone before */
            s->last_run[x] = s->joined_at[x];
    }
    while (s->ntrail > mark) {
        s->fixed[s->ntrail] = 0;
        int32_t p = s->trail[--s->ntrail];
        s->count[s->col[p]]--;
        if (on_border(s, p))
            s->bcount[s->col[p]]--;
        s->col[p] = UNK;
    }
    s->qh = s->qt = 0;
    s->ring_dirty = 0;
}

/* -- 2x2 blocks ---------------------------------------------------------- */
/* Block with top-left q: a b / c d.  Enforces "not (a == d and b == c)"
 * (RULE_TRIPLE for the all-one-colour case, RULE_CHECKER for the other). */
static int block(YY *s, int32_t q)
{
    const int W = s->W;
    uint8_t *col = s->col;
    int a = col[q], b = col[q + 1], c = col[q + W], d = col[q + W + 1];
    if (a == WALL || b == WALL || c == WALL || d == WALL)
        return OK;
    const int checker = (s->rules & RULE_CHECKER) != 0, triple = (s->rules & RULE_TRIPLE) != 0;
    if (b && b == c) { /* then a != d */
        if (a && d) {
            if (a == d && ((a == b && triple) || (a != b && checker)))
                return CONFLICT;
        } else if (a) {
            if ((a == b && triple) || (a != b && checker))
                if (assign(s, q + W + 1, 3 - a))
                    return CONFLICT;
        } else if (d) {
            if ((d == b && triple) || (d != b && checker))
                if (assign(s, q, 3 - d))
                    return CONFLICT;
        }
    }
    a = col[q], d = col[q + W + 1], b = col[q + 1], c = col[q + W];
    if (a && a == d) { /* then b != c */
        if (b && c) {
            if (b == c && ((b == a && triple) || (b != a && checker)))
                return CONFLICT;
        } else if (b) {
            if ((b == a && triple) || (b != a && checker))
                if (assign(s, q + W, 3 - b))
                    return CONFLICT;
        } else if (c) {
            if ((c == a && triple) || (c != a && checker))
                if (assign(s, q + 1, 3 - c))
                    return CONFLICT;
        }
    }
    return OK;
}

static int local(YY *s)
{
    const int W = s->W;
    if (!(s->rules & (RULE_TRIPLE | RULE_CHECKER))) {
        s->qh = s->qt = 0;
        return OK;
    }
    while (s->qh < s->qt) {
        int32_t p = s->queue[s->qh++];
        if (block(s, p - W - 1) || block(s, p - W) || block(s, p - 1) || block(s, p))
            return CONFLICT;
    }
    s->qh = s->qt = 0;
    return OK;
}

/* -- the border ring ----------------------------------------------------- */
/* RULE_PARITY.  Every 2x2 block of an answer has exactly two internal edges
 * between cells of different colours (3 + 1 or 2 + 2 side by side; the
 * all-one-colour and checkerboard blocks, with 0 and 4, are excluded).  So
 * the colour boundary, drawn on the dual grid whose vertices are the N =
 * (rows - 1)(cols - 1) blocks, has degree 2 at every block; a border edge
 * where the ring changes colour (0 or 2 of them, RULE_BORDER) is a dual
 * edge leaving the board.  Its components are therefore paths between two
 * such exits, and closed curves.  Along a closed curve J the cells on its
 * inner side all have one colour X (at each block the curve's two edges
 * leave their inner cells on one side of the block's split) and those on
 * its outer side the other, Y; a path of one colour never crosses a
 * boundary edge, so the inner X cells are joined to no X cell outside J and
 * the outer Y cells to no Y cell inside: X is exactly the inside of J and Y
 * the outside.  So with two ring changes (both colours on the border, all
 * outside any J) there is no closed curve, and with none there is exactly
 * one.  Hence the boundary is a Hamiltonian path of the dual grid between
 * the blocks of the two changing border edges, or (no change) a Hamiltonian
 * cycle.  The dual grid is bipartite by the parity of i + j
 * for block (i, j): with N odd there is no Hamiltonian cycle and a
 * Hamiltonian path ends on two even blocks; with N even its ends have
 * opposite parities.  So, with N odd, the ring changes colour exactly
 * twice and never across an edge of an odd block: cells across such an
 * edge are equal; with N even, once a change is seen at parity p every
 * other edge of parity p joins equal cells.  (The ring edges of one block
 * are the edges between two ring-consecutive cells of that block.) */
static int parity(YY *s, int changes)
{
    const int32_t n = s->nring, *ring = s->ring;
    const uint8_t *col = s->col, *par = s->ring_par;
    const int odd = s->odd_blocks;
    int seen = -1; /* parity of a decided change */
    int32_t at = -1;
    int undecided = 0;
    for (int32_t k = 0; k < n; k++) {
        const int u = col[ring[k]], v = col[ring[k + 1 == n ? 0 : k + 1]];
        undecided |= !u;
        if (u && v && u != v) {
            if (odd ? par[k] : par[k] == seen)
                return CONFLICT;
            seen = par[k];
            at = k;
        }
    }
    if (odd && !undecided && changes == 0)
        return CONFLICT;
    const int equal = odd ? 1 : seen; /* edges of this parity join equal cells */
    if (equal < 0)
        return OK;
    for (int32_t k = 0; k < n; k++) {
        if (par[k] != equal || k == at)
            continue;
        const int32_t a = ring[k], b = ring[k + 1 == n ? 0 : k + 1];
        if (col[a] && !col[b]) {
            if (assign(s, b, col[a]))
                return CONFLICT;
        } else if (col[b] && !col[a]) {
            if (assign(s, a, col[b]))
                return CONFLICT;
        }
    }
    return OK;
}

static int border(YY *s)
{
    const int32_t n = s->nring, *ring = s->ring;
    const uint8_t *col = s->col;
    int32_t f = -1;
    for (int32_t i = 0; i < n; i++)
        if (col[ring[i]]) {
            f = i;
            break;
        }
    if (f < 0)
        return OK;
    int changes = 0;
    int last = col[ring[f]];
    for (int32_t k = 1; k <= n; k++) {
        int v = col[ring[(f + k) % n]];
        if (v) {
            changes += v != last;
            last = v;
        }
    }
    const int fill = (s->rules & RULE_BORDER) != 0;
    if (changes > 2 && fill)
        return CONFLICT;
    if ((s->rules & RULE_PARITY) && parity(s, changes))
        return CONFLICT;
    if (changes != 2 || !fill)
        return OK;
    int32_t lastk = 0;
    last = col[ring[f]];
    for (int32_t k = 1; k <= n; k++) {
        int v = col[ring[(f + k) % n]];
        if (!v)
            continue;
        if (v == last)
            for (int32_t j = lastk + 1; j < k; j++)
                if (assign(s, ring[(f + j) % n], v))
                    return CONFLICT;
        last = v;
        lastk = k;
    }
    return OK;
}

/* -- connectivity -------------------------------------------------------- */
static void next_epoch(YY *s)
{
    if (++s->epoch == 0) {
        for (int32_t p = 0; p < s->N; p++)
            s->df[p].stamp = 0;
        s->epoch = 1;
    }
}

static int32_t find_cell(const YY *s, int x)
{
    if (s->anchor[x] >= 0 && s->col[s->anchor[x]] == x)
        return s->anchor[x];
    for (int32_t p = 0; p < s->N; p++)
        if (s->col[p] == x)
            return p;
    return -1;
}

/* RULE_REACH and RULE_CUT for colour x: one iterative depth-first search of
 * the cells not of the other colour, from a decided x cell, with low-links
 * (Hopcroft-Tarjan) and sub = decided x cells in a cell's subtree.  An
 * undecided cell p with a child subtree v that has low(v) >= disc(p) and
 * sub(v) > 0 separates that subtree's decided cells from the root (decided)
 * and is x.  Cells the search never reaches are not x.
 *
 * A neighbour w is blocked when col[w] & other: colours are bits (white 1,
 * black 2) and the wall is both. */
static int connect(YY *s, int x)
{
    const int32_t D = s->count[x];
    const int other = 3 - x, W = s->W;
    if (!s->probing) /* a run in a probe leaves them be: they are the node's, for its next probes */
        s->joined_at[x] = -1;
    if (D == 0 || (D == 1 && s->count[other] == 0))
        return OK; /* nothing to cut off and no two decided cells to separate */
    const uint8_t *col = s->col;
    DF *df = s->df;
    int32_t *stk = s->stk;
    uint8_t *stkk = s->it;
    const int cut = (s->rules & RULE_CUT) != 0;
    const int32_t root = find_cell(s, x);
    next_epoch(s);
    const uint32_t ep = s->epoch;
    int32_t t = 0, sp = 0, nf = 0;
    uint32_t tick = 0;
    int32_t v = root;
    int k = 0;
    int32_t *order = s->racc, *par = s->racc + s->N; /* region()'s scratch, free here */
    df[v].stamp = ep;
    df[v].disc = df[v].low = t;
    order[t++] = v;
    df[v].sub = 1;
    /* The four neighbours are unrolled; a cell resumes at the neighbour
     * after the child it descended into (k). */
#define VISIT(K, OFF)                                                                    \
    case K: {                                                                            \
        const int32_t w = v + (OFF);                                                     \
        if (!(col[w] & other)) {                                                         \
            DF *dw = df + w;                                                             \
            if (dw->stamp != ep) {                                                       \
                dw->stamp = ep;                                                          \
                par[w] = v;                                                              \
                dw->disc = dw->low = t;                                                  \
                order[t++] = w;                                                          \
                dw->sub = col[w] == x;                                                   \
                stk[sp] = v;                                                             \
                stkk[sp++] = (K) + 1;                                                    \
                v = w;                                                                   \
                k = 0;                                                                   \
                continue;                                                                \
            }                                                                            \
            if (dw->disc < df[v].low)                                                    \
                df[v].low = dw->disc;                                                    \
        }                                                                                \
    }                                                                                    \
    /* fall through */
    for (;;) {
        switch (k) {
            VISIT(0, -W)
            VISIT(1, 1)
            VISIT(2, W)
            VISIT(3, -1)
        default:
            break;
        }
        /* v is finished */
        if (!sp)
            break;
        if ((++tick & 0xFFFF) == 0 && over_deadline(s))
            return STOPPED;
        const int32_t p = stk[--sp];
        DF *dv = df + v, *dp = df + p;
        if (dv->low < dp->low)
            dp->low = dv->low;
        dp->sub += dv->sub;
        if (cut && dv->sub > 0 && dv->low >= dp->disc && col[p] == UNK)
            s->forced[nf++] = p; /* p != root: the root is decided */
        v = p;
        k = stkk[sp];
    }
#undef VISIT
    if (df[root].sub < D)
        return CONFLICT;
    /* for connect_needed(): whether an undecided cell separates each cell
     * reached from the root -- its parent's answer, or its parent is such a
     * cell (an undecided non-root p separates v's subtree when low(v) >=
     * disc(p)), in the order reached; at a node's fixpoint only (probes
     * would overwrite it for the next probe), and only with RULE_REACH
     * (every undecided cell of F then reached, or made y below) */
    const int mark_joined = !s->probing && (s->rules & RULE_REACH);
    if (mark_joined) {
        uint8_t *joined = s->joined;
        const uint8_t bit = (uint8_t)x;
        joined[root] |= bit;
        for (int32_t i = 1; i < t; i++) {
            const int32_t q = order[i], p = par[q];
            const int cut_off = !(joined[p] & bit) || (p != root && col[p] == UNK && df[q].low >= df[p].disc);
            joined[q] = (uint8_t)(cut_off ? joined[q] & ~bit : joined[q] | bit);
        }
    }
    for (int32_t i = 0; i < nf; i++)
        if (assign(s, s->forced[i], x))
            return CONFLICT;
    /* unreachable undecided cells: only when some cell was not reached */
    if ((s->rules & RULE_REACH) && t < s->R * s->C - s->count[other]) {
        for (int32_t r = 1; r <= s->R; r++)
            for (int32_t p = r * W + 1, e = r * W + 1 + s->C; p < e; p++)
                if (col[p] == UNK && df[p].stamp != ep)
                    if (assign(s, p, other))
                        return CONFLICT;
    }
    if (mark_joined)
        s->joined_at[x] = s->ntrail;
    return OK;
}

/* RULE_TREE for colour x, when the other colour y has a decided border
 * cell b: the x cells of an answer contain no cycle.  Proof: a simple cycle
 * C of x cells, drawn through cell centres, bounds a polygon of area >= 1
 * tiled by unit squares whose corners are centres of cells on C or strictly
 * inside it.  If every such cell is x, any one of those squares is a 2x2
 * block of x.  Otherwise a y cell lies strictly inside C while b, on the
 * board's border, lies outside (the open inside of C is within the open
 * hull of the board's centres): their y path would have to cross C, and
 * lattice paths cross only in a shared cell.  So an undecided cell next to
 * two cells of one group of decided x cells (joined through decided x
 * cells) is y, and a group with a cycle is a conflict.  Groups are labelled
 * by a flood fill: label = index of the group's first cell, kept in disc. */
static int tree(YY *s, int x)
{
    const int y = 3 - x, W = s->W;
    if (!s->bcount[y] || s->count[x] < 2)
        return OK;
    uint8_t *col = s->col;
    DF *df = s->df;
    int32_t *stk = s->stk;
    next_epoch(s);
    const uint32_t ep = s->epoch;
    int32_t nf = 0;
    for (int32_t r = 1; r <= s->R; r++)
        for (int32_t q = r * W + 1, e = r * W + 1 + s->C; q < e; q++) {
            if (col[q] != x || df[q].stamp == ep)
                continue;
            int32_t sp = 0, cells = 0, edges = 0;
            df[q].stamp = ep;
            df[q].disc = q;
            stk[sp++] = q;
            while (sp) {
                const int32_t v = stk[--sp];
                cells++;
                edges += (col[v + 1] == x) + (col[v + W] == x);
                const int32_t nb[4] = {v - W, v + 1, v + W, v - 1};
                for (int k = 0; k < 4; k++) {
                    const int32_t w = nb[k];
                    if (col[w] == x && df[w].stamp != ep) {
                        df[w].stamp = ep;
                        df[w].disc = q;
                        stk[sp++] = w;
                    }
                }
            }
            if (edges >= cells)
                return CONFLICT;
        }
    for (int32_t r = 1; r <= s->R; r++)
        for (int32_t p = r * W + 1, e = r * W + 1 + s->C; p < e; p++) {
            if (col[p] != UNK)
                continue;
            int32_t seen[4];
            int n = 0, closes = 0;
            const int32_t nb[4] = {p - W, p + 1, p + W, p - 1};
            for (int k = 0; k < 4 && !closes; k++)
                if (col[nb[k]] == x) {
                    const int32_t label = df[nb[k]].disc;
                    for (int i = 0; i < n; i++)
                        closes |= seen[i] == label;
                    seen[n++] = label;
                }
            if (closes)
                s->forced[nf++] = p;
        }
    for (int32_t i = 0; i < nf; i++)
        if (assign(s, s->forced[i], y))
            return CONFLICT;
    return OK;
}

/* RULE_REGION, a check: the parity argument of RULE_PARITY on a part of
 * the board.  Let Z be an 8-connected group of undecided cells and S the
 * blocks holding a cell of Z.  The colour boundary (a Hamiltonian path or
 * cycle of the block grid, see RULE_PARITY) covers S in runs: maximal
 * stretches inside S, each ending at two exits -- boundary edges from a
 * block of S to a block outside S, or to outside the board (a border
 * change).  A run alternates parities, so its blocks' balance (+1 per even
 * block, -1 per odd) is +1 if both its end blocks are even, -1 if both are
 * odd, else 0: in all cases (evens - 1) over its two ends.  Summed, the
 * balance of S is (exits at even blocks - exits at odd blocks) / 2.  The
 * exits into the board are known: the two cells of such an edge belong to
 * a block outside S, so they are not in Z and, being 8-adjacent to Z, not
 * undecided at all.  A border edge with an undecided cell may or may not
 * be an exit; the check allows either.  Conflict when no choice balances. */
static int region(YY *s)
{
    const int W = s->W, R = s->R, C = s->C;
    const uint8_t *col = s->col;
    DF *df = s->df;
    int32_t *stk = s->stk, *bcomp = s->bcomp;
    next_epoch(s);
    const uint32_t ep = s->epoch;
    const int32_t around[8] = {-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1};
    /* the groups Z: label in disc */
    int32_t groups = 0;
    for (int32_t r = 1; r <= R; r++)
        for (int32_t z = r * W + 1, e = r * W + 1 + C; z < e; z++) {
            if (col[z] != UNK || df[z].stamp == ep)
                continue;
            int32_t sp = 0;
            df[z].stamp = ep;
            df[z].disc = groups;
            stk[sp++] = z;
            while (sp) {
                const int32_t v = stk[--sp];
                for (int k = 0; k < 8; k++) {
                    const int32_t w = v + around[k];
                    if (col[w] == UNK && df[w].stamp != ep) {
                        df[w].stamp = ep;
                        df[w].disc = groups;
                        stk[sp++] = w;
                    }
                }
            }
            groups++;
        }
    if (!groups)
        return OK;
    /* the group of each block (its undecided cells are 8-adjacent: one group);
     * blocks are named by their top-left cell, bcomp is -1 off the board */
    int32_t *gap = s->racc, *open_even = s->racc + groups, *open_odd = s->racc + 2 * groups;
    memset(s->racc, 0, sizeof(int32_t) * 3 * (size_t)groups);
    for (int32_t r = 1; r < R; r++)
        for (int32_t q = r * W + 1, e = r * W + C; q < e; q++) {
            const int32_t cells[4] = {q, q + 1, q + W, q + W + 1};
            int32_t g = -1;
            for (int k = 0; k < 4 && g < 0; k++)
                if (col[cells[k]] == UNK)
                    g = df[cells[k]].disc;
            bcomp[q] = g;
        }
    /* gap = 2 * balance - (exits at even blocks - exits at odd blocks) */
    for (int32_t r = 1; r < R; r++)
        for (int32_t q = r * W + 1, e = r * W + C; q < e; q++) {
            const int32_t g = bcomp[q];
            if (g < 0)
                continue;
            const int even = ((r + (q - r * W)) & 1) == 0;
            gap[g] += even ? 2 : -2;
            const int32_t across[4] = {q - W, q + 1, q + W, q - 1};
            const int32_t ex[4] = {q, q + 1, q + W, q};
            const int32_t ey[4] = {q + 1, q + W + 1, q + W + 1, q + W};
            for (int j = 0; j < 4; j++) {
                if (bcomp[across[j]] == g)
                    continue; /* an edge inside S */
                const int x = col[ex[j]], y = col[ey[j]];
                if (x && y) {
                    if (x != y)
                        gap[g] -= even ? 1 : -1;
                } else if (even) {
                    open_even[g]++;
                } else {
                    open_odd[g]++;
                }
            }
        }
    /* need gap == a - b with 0 <= a <= open_even, 0 <= b <= open_odd */
    for (int32_t g = 0; g < groups; g++)
        if (gap[g] > open_even[g] || gap[g] < -open_odd[g])
            return CONFLICT;
    return OK;
}

/* Whether connect(x) could find anything (a conflict or a forced cell)
 * now: 0 when provably not, and then the current trail length is recorded
 * as a fixpoint of connect(x) of its own.  Measured on the 18x22 board
 * url_noqx_1 (7 nodes, 3945 probes): 1487 of the 8950 searches made (543
 * of which find something), 307 -> 94 million instructions in all; on the
 * 40x40 board pyy_ding_ex03 192 -> 117.  The nodes and probes of every
 * corpus board are those of a search every time.
 *
 * Let F be the cells not of the other colour y, D the decided x cells.
 * Invariant P: D is empty, or D is connected in F, every undecided cell of
 * F is joined to D in F, and no undecided cell separates two cells of D in
 * F.  P holds where connect(x) returned OK (the last trail length n with
 * bit x of fixed[n]): it finds every undecided cell separating a cell of D from
 * its root (one separating two cells of D separates one of them from the
 * root) and makes it x, and makes y every undecided cell outside the
 * component of D; what it assigns keeps P (a cell separating a new cut
 * cell from the root separates the cells that cut cell separated, so it
 * was found too; the cells made y lie outside D's component).  It returns
 * early only with D empty or with one x cell and no y cell (F is then the
 * whole board, connected).  When P holds, connect(x) finds nothing.
 *
 * P carries over each assignment since that fixpoint, in trail order, that
 * passes one of these tests (else the answer is 1, run connect):
 *
 *  (a) an x cell v ("added"; F is unchanged) joined to a cell of D decided
 *      before it with no undecided cell separating them: an x neighbour
 *      (then no cell lies between), or window_ok().  Any undecided cell
 *      separating two cells of D then separated two old ones before.
 *  (b) a y cell v ("removed" from F) such that for every undecided cell a,
 *      and for no a, the F-neighbours of v other than a are joined in F
 *      without v and a: ring_harmless() through the eight cells around v,
 *      or window_ok().  A path of F avoiding a that went through v,
 *      entering by one neighbour and leaving by another, then has a detour
 *      round v avoiding a, so every pair of cells joined in F (without a)
 *      before still is.
 *
 * Each test reads the board as it was when v was assigned -- a cell is
 * decided there only when pos[] puts its assignment earlier -- so P holds
 * at each step of the trail in turn.  A cell undecided at the end was
 * undecided at every step, so it is covered by the a of every test. */
static inline int ring_harmless(unsigned f, unsigned u)
{
    /* f: the eight cells around v in F, bit k for the k-th of N NE E SE S
     * SW W NW (a cycle: cyclic neighbours are orthogonally adjacent); u:
     * those undecided (u within f).  The orthogonal neighbours are the
     * even bits. */
    const unsigned n = f & 0x55u;
    if (!(n & (n - 1)) || f == 0xFFu) /* at most one neighbour in F; or a full ring: a path without any one cell */
        return 1;
    /* turn a cell outside F to bit 7: F's cells around v are then runs of
     * bits 0..6, and the neighbours must lie in one run, with no undecided
     * cell strictly between the first and the last */
    const unsigned k = ((unsigned)__builtin_ctz(~f & 0xFFu) + 1u) & 7u;
    const unsigned fr = ((f >> k) | (f << (8u - k))) & 0xFFu, nr = ((n >> k) | (n << (8u - k))) & 0xFFu,
                   ur = ((u >> k) | (u << (8u - k))) & 0xFFu;
    const unsigned lo = (unsigned)__builtin_ctz(nr), hi = 31u - (unsigned)__builtin_clz(nr);
    const unsigned span = ((2u << hi) - 1u) & ~((1u << lo) - 1u);
    return (fr & span) == span && !(ur & span & ~(1u << lo) & ~(1u << hi));
}

/* The window test of connect_needed(), for the cell v assigned at trail
 * index i: H is the part of F (as it was then) within the (2 WIN + 1)^2
 * cells around v (WIN <= WIN_MAX), a subgraph of F, so two cells that no
 * single undecided cell separates in H are not separated in F either.
 *
 * removal (v became y): H without v; the F-neighbours of v must be joined
 * in H, and no undecided cell a may separate two of them other than a (case
 * (b), with the detour inside the window).  added (v became x): some x cell
 * decided before v must be joined to v in H with no undecided cell
 * separating them (case (a), "attached" through the window).
 *
 * One depth-first search of H with low-links from a root (v when added, an
 * F-neighbour of v when removed): a target t (those neighbours; those old x
 * cells) is separated from the root exactly when an ancestor p of t other
 * than the root, undecided, has the child c towards t with low(c) >=
 * disc(p); good counts the targets of a subtree that no such p cuts off.
 * An undecided root separates its children's subtrees from each other. */
#define WIN_MAX 4
#define WSIDE (2 * WIN_MAX + 3) /* the largest window and a frame of cells outside H */

static int window_ok(const YY *s, int32_t v, int32_t i, int x, int removal, int WIN)
{
    const int W = s->W, y = 3 - x, rv = v / W, cv = v % W;
    const uint8_t *col = s->col;
    const int32_t *pos = s->pos;
    enum { OUT = 0, OPEN = 1, SET = 2 }; /* not in H; undecided; decided x (at index i) */
    uint8_t st[WSIDE * WSIDE], target[WSIDE * WSIDE], it[WSIDE * WSIDE];
    int8_t disc[WSIDE * WSIDE], low[WSIDE * WSIDE], good[WSIDE * WSIDE];
    uint8_t stk[WSIDE * WSIDE];
    memset(st, OUT, sizeof st);
    memset(target, 0, sizeof target);
    for (int dr = -WIN; dr <= WIN; dr++) {
        const int r = rv + dr;
        if (r < 1 || r > s->R)
            continue;
        for (int dc = -WIN; dc <= WIN; dc++) {
            const int c = cv + dc;
            if (c < 1 || c > s->C)
                continue;
            const int32_t w = r * W + c;
            int k = col[w];
            if (k != UNK && pos[w] >= i) /* assigned after v: undecided then */
                k = UNK;
            if (!(k & y))
                st[(dr + WIN_MAX + 1) * WSIDE + dc + WIN_MAX + 1] = k == UNK ? OPEN : SET;
        }
    }
    const int centre = (WIN_MAX + 1) * WSIDE + WIN_MAX + 1;
    const int off[4] = {-WSIDE, 1, WSIDE, -1};
    int root = -1, targets = 0;
    if (removal) {
        st[centre] = OUT;
        for (int k = 0; k < 4; k++) {
            const int w = centre + off[k];
            if (st[w] == OUT)
                continue;
            target[w] = 1;
            targets++;
            if (root < 0 || st[w] == SET)
                root = w;
        }
        if (targets <= 1)
            return 1;
    } else {
        for (int w = 0; w < WSIDE * WSIDE; w++)
            if (st[w] == SET && w != centre) {
                target[w] = 1;
                targets++;
            }
        if (!targets)
            return 0;
        st[centre] = SET;
        root = centre;
    }
    memset(disc, -1, sizeof disc);
    int t = 0, sp = 0, u = root, k = 0, split = 0; /* split: root's children holding targets */
    disc[u] = low[u] = (int8_t)t++;
    good[u] = target[u];
    for (;;) {
        if (k < 4) {
            const int w = u + off[k++];
            if (st[w] == OUT)
                continue;
            if (disc[w] < 0) {
                stk[sp] = (uint8_t)u;
                it[sp++] = (uint8_t)k;
                disc[w] = low[w] = (int8_t)t++;
                good[w] = target[w];
                u = w;
                k = 0;
            } else if (disc[w] < low[u]) {
                low[u] = disc[w];
            }
            continue;
        }
        if (!sp)
            break;
        const int p = stk[--sp];
        if (low[u] < low[p])
            low[p] = low[u];
        if (p == root)
            split += good[u] > 0;
        if (p == root || st[p] != OPEN || low[u] < disc[p])
            good[p] = (int8_t)(good[p] + good[u]);
        u = p;
        k = it[sp];
    }
    if (!removal)
        return good[root] > 0;
    return good[root] == targets && (st[root] != OPEN || split <= 1);
}

static int connect_needed(YY *s, int x)
{
    int32_t top = s->ntrail;
    while (top >= 0 && !(s->fixed[top] & x))
        top--;
    if (top < 0)
        return 1;
    const int W = s->W, y = 3 - x;
    const uint8_t *col = s->col;
    const int32_t *pos = s->pos;
    const int32_t ring[8] = {-W, -W + 1, 1, W + 1, W, W - 1, -1, -W - 1};
    /* joined[] describes the state at the last run of connect(x), whose
     * fixpoint P carried over to now */
    const int joined = s->joined_at[x] >= 0 && s->last_run[x] == s->joined_at[x];
    /* the cheap tests first, over every assignment; the window tests after,
     * for at most LATER of them and within a budget of window cells
     * proportional to the board (the search they may save): measured on
     * small boards, window tests that all passed but one cost more than
     * the search itself */
    enum { LATER = 8 };
    int32_t later[LATER];
    int nlater = 0;
    for (int32_t i = top; i < s->ntrail; i++) {
        const int32_t v = s->trail[i];
        if (col[v] == x) {
            int attached = joined && (s->joined[v] & x);
            for (int k = 0; k < 8 && !attached; k += 2) {
                const int32_t w = v + ring[k];
                attached = col[w] == x && pos[w] < i;
            }
            if (attached)
                continue;
        } else {
            unsigned f = 0, u = 0;
            for (int k = 0; k < 8; k++) {
                const int32_t w = v + ring[k];
                int c = col[w];
                if (c != UNK && pos[w] >= i) /* assigned after v: undecided then (walls have pos -1) */
                    c = UNK;
                f |= (unsigned)!(c & y) << k;
                u |= (unsigned)(c == UNK) << k;
            }
            if (ring_harmless(f, u))
                continue;
        }
        if (nlater == LATER)
            return 1;
        later[nlater++] = i;
    }
    int32_t budget = s->R * s->C / 2;
    for (int j = 0; j < nlater; j++) {
        const int32_t i = later[j], v = s->trail[i];
        if (col[v] == x) { /* a 3x3 window */
            if ((budget -= 9) < 0 || !window_ok(s, v, i, x, 0, 1))
                return 1;
            continue;
        }
        /* windows 5x5, then 9x9: measured (instructions, url_noqx_1 and
         * the 30x30-40x40 boards), 2-5 % fewer than 5x5 alone or 7x7 */
        if ((budget -= 25) < 0)
            return 1;
        if (!window_ok(s, v, i, x, 1, 2) && ((budget -= 81) < 0 || !window_ok(s, v, i, x, 1, 4)))
            return 1;
    }
    s->fixed[s->ntrail] |= (uint8_t)x;
    return 0;
}

/* Records a fixpoint where connect(x) ran. */
static inline void connect_fixpoint(YY *s, int x)
{
    s->fixed[s->ntrail] |= (uint8_t)x;
    s->last_run[x] = s->ntrail;
}

/* Unit propagation of every enabled rule to a fixpoint. */
static int propagate(YY *s)
{
    const int global = (s->rules & (RULE_REACH | RULE_CUT | RULE_TREE | RULE_REGION)) != 0;
    const int trees = (s->rules & RULE_TREE) != 0, links = (s->rules & (RULE_REACH | RULE_CUT)) != 0;
    for (;;) {
        if (local(s))
            return CONFLICT;
        if (s->ring_dirty && (s->rules & (RULE_BORDER | RULE_PARITY))) {
            s->ring_dirty = 0;
            if (border(s))
                return CONFLICT;
            if (s->qt)
                continue;
        }
        s->ring_dirty = 0;
        if (!global)
            return OK;
        int32_t before = s->ntrail;
        int res = OK;
        if (trees && (res = tree(s, WHITE)) == OK)
            res = tree(s, BLACK);
        if (res)
            return res;
        if (s->qt) /* cheap rules first */
            continue;
        if (links && connect_needed(s, WHITE) && (res = connect(s, WHITE)) == OK)
            connect_fixpoint(s, WHITE);
        if (links && res == OK && connect_needed(s, BLACK) && (res = connect(s, BLACK)) == OK)
            connect_fixpoint(s, BLACK);
        if (res)
            return res;
        if (s->ntrail == before && (s->rules & RULE_REGION) && !s->probing && region(s))
            return CONFLICT;
        if (s->ntrail == before)
            return OK;
        if (over_deadline(s))
            return STOPPED;
    }
}

/* -- full check of a complete assignment --------------------------------- */
static int32_t flood(YY *s, int32_t start, int x)
{
    const int W = s->W;
    const int32_t off[4] = {-W, 1, W, -1};
    next_epoch(s);
    const uint32_t ep = s->epoch;
    int32_t sp = 0, seen = 1;
    s->df[start].stamp = ep;
    s->stk[sp++] = start;
    while (sp) {
        int32_t v = s->stk[--sp];
        for (int k = 0; k < 4; k++) {
            int32_t w = v + off[k];
            if (s->col[w] == x && s->df[w].stamp != ep) {
                s->df[w].stamp = ep;
                s->stk[sp++] = w;
                seen++;
            }
        }
    }
    return seen;
}

static int full_check(YY *s)
{
    const int W = s->W;
    for (int32_t r = 1; r < s->R; r++)
        for (int32_t q = r * W + 1, e = r * W + s->C; q < e; q++) {
            int a = s->col[q];
            if (a == s->col[q + 1] && a == s->col[q + W] && a == s->col[q + W + 1])
                return 0;
        }
    for (int x = WHITE; x <= BLACK; x++) {
        if (!s->count[x])
            continue;
        int32_t p = find_cell(s, x);
        if (flood(s, p, x) != s->count[x])
            return 0;
    }
    return 1;
}

/* -- probing --------------------------------------------------------------- */
/* Failed-literal probing to fixpoint: returns CONFLICT, STOPPED or OK.
 *
 * Rounds over the undecided cells of the frontier (a decided or off-board
 * orthogonal neighbour), both colours each; a round without a failed probe
 * ends it.  Measured: cells off the frontier almost never fail (0 to 11 %
 * more nodes than probing every cell on the corpus, minimal puzzles and
 * open boards) and skipping them saves about a third of the work.
 *
 * A probe "p is x" that propagates without conflict marks every literal it
 * implied: probing one of those in the same state cannot fail (the rules
 * are monotone, so the fixpoint from p = x contains the fixpoint from the
 * implied literal) and is skipped.  After a failed probe the state grows
 * and old marks may skip a literal that now fails; the next round, which
 * always follows a round with a failure, clears the marks and finds it.
 * The probe sizes of the last round (one state) go to score[] for choose(),
 * -1 for a skipped literal, whose size is at most bound[] (the fixpoint of
 * an implied literal is within that of the probe that implied it). */
static int probe(YY *s)
{
    const int W = s->W;
    for (;;) {
        int changed = 0;
        if (++s->version == 0) {
            memset(s->implied, 0, sizeof(uint32_t) * 2 * (size_t)s->N);
            s->version = 1;
        }
        const uint32_t ver = s->version;
        for (int32_t r = 1; r <= s->R; r++)
            for (int32_t p = r * W + 1, e = r * W + 1 + s->C; p < e; p++) {
                const uint8_t *c = s->col;
                if (c[p] != UNK)
                    continue;
                if (!(c[p - 1] | c[p + 1] | c[p - W] | c[p + W])) { /* not on the frontier */
                    s->score[2 * p] = s->score[2 * p + 1] = 0;
                    continue;
                }
                for (int x = WHITE; x <= BLACK; x++) {
                    if (s->col[p] != UNK)
                        break;
                    int32_t li = 2 * p + x - 1;
                    if (s->implied[li] == ver) {
                        s->score[li] = -1;
                        continue;
                    }
                    int32_t mark = s->ntrail;
                    assign(s, p, x);
                    s->probing = 1;
                    int res = propagate(s);
                    s->probing = 0;
                    if (res == OK) {
                        s->score[li] = s->ntrail - mark;
                        const int32_t size = s->ntrail - mark;
                        for (int32_t i = mark + 1; i < s->ntrail; i++) {
                            const int32_t q = s->trail[i], lq = 2 * q + s->col[q] - 1;
                            if (s->implied[lq] != ver || s->bound[lq] > size)
                                s->bound[lq] = size;
                            s->implied[lq] = ver;
                        }
                    }
                    undo(s, mark);
                    s->probes++;
                    if (res == STOPPED || over_deadline(s))
                        return STOPPED;
                    if (res == CONFLICT) {
                        s->failures++;
                        assign(s, p, 3 - x);
                        res = propagate(s);
                        if (res)
                            return res;
                        changed = 1;
                        break;
                    }
                }
            }
        if (!changed) {
            s->scored = 1;
            return OK;
        }
    }
}

/* -- branching ------------------------------------------------------------- */
static inline uint64_t rnd(YY *s)
{
    s->rng ^= s->rng << 13;
    s->rng ^= s->rng >> 7;
    s->rng ^= s->rng << 17;
    return s->rng;
}

/* The branching score of a cell whose two literals imply a and b cells:
 * the product (both branches shrink the problem), then the sum; a size
 * below 1 (a cell off the frontier, not probed) counts 1. */
static inline long long product(long long a, long long b)
{
    a = a < 1 ? 1 : a;
    b = b < 1 ? 1 : b;
    return a * b * 1024 + a + b;
}

/* The size of literal li in the current state, probed now (a skipped
 * literal of the last round; -1 when stopped).  It cannot fail: the
 * literal was implied by a probe of this state that did not. */
static int32_t size_of(YY *s, int32_t li)
{
    const int32_t mark = s->ntrail;
    assign(s, li / 2, li % 2 + 1);
    s->probing = 1;
    const int res = propagate(s);
    s->probing = 0;
    const int32_t size = res == OK ? s->ntrail - mark : 1;
    undo(s, mark);
    s->probes++;
    s->score[li] = size;
    return res == STOPPED ? -1 : size;
}

/* The branching cell, or -1 when every cell is decided.  With probe sizes
 * of this node (probing at every node): the cell whose two probes implied
 * most, by product() -- a skipped (dominated) literal is probed for its
 * size when its bound could make its cell the best, so the choice is the
 * one exact sizes of every literal would make.  (Counting a skipped
 * literal as 1 instead misled the search badly: on the 18x22 board
 * url_noqx_1 it chose border cells that implied one cell each and took 41
 * nodes, against 7 with exact sizes.)  Without probe sizes: the cell with
 * the most decided neighbours.  Ties go to the first cell in row-major
 * order, or, in a randomised run, to a uniformly random one of them. */
static int32_t choose(YY *s)
{
    const int W = s->W;
    const uint8_t *col = s->col;
    int32_t best = -1;
    long long bestscore = LLONG_MIN;
    uint64_t ties = 0;
    int skipped = 0;
    for (int32_t r = 1; r <= s->R; r++)
        for (int32_t p = r * W + 1, e = r * W + 1 + s->C; p < e; p++) {
            if (col[p] != UNK)
                continue;
            long long sc;
            if (s->scored) {
                if (s->score[2 * p] < 0 || s->score[2 * p + 1] < 0) {
                    skipped = 1; /* weighed below, once the exact best is known */
                    continue;
                }
                sc = product(s->score[2 * p], s->score[2 * p + 1]);
            } else {
                sc = (col[p - 1] != UNK) + (col[p + 1] != UNK) + (col[p - W] != UNK) + (col[p + W] != UNK);
            }
            if (sc > bestscore) {
                bestscore = sc;
                best = p;
                ties = 1;
            } else if (sc == bestscore && s->randomize && rnd(s) % ++ties == 0) {
                best = p;
            }
        }
    if (!skipped)
        return best;
    for (int32_t r = 1; r <= s->R; r++)
        for (int32_t p = r * W + 1, e = r * W + 1 + s->C; p < e; p++) {
            if (col[p] != UNK || (s->score[2 * p] >= 0 && s->score[2 * p + 1] >= 0))
                continue;
            int32_t a = s->score[2 * p], b = s->score[2 * p + 1];
            if (product(a < 0 ? s->bound[2 * p] : a, b < 0 ? s->bound[2 * p + 1] : b) <= bestscore)
                continue; /* cannot win even at its bound */
            if (a < 0 && (a = size_of(s, 2 * p)) < 0)
                return best < 0 ? p : best; /* stopped: any undecided cell will do */
            if (b < 0 && (b = size_of(s, 2 * p + 1)) < 0)
                return best < 0 ? p : best;
            const long long sc = product(a, b);
            if (sc > bestscore) {
                bestscore = sc;
                best = p;
            }
        }
    return best < 0 ? -1 : best;
}

/* Counts the current (complete) colouring as an answer unless an earlier
 * run found it already, storing it while fewer than s->keep are stored.
 * Returns 1 counted, 0 known, -1 out of memory. */
static int record(YY *s)
{
    const size_t n = (size_t)s->R * (size_t)s->C;
    if (s->nsols >= s->keep) { /* keep < limit only without restarts: nothing to compare with */
        s->nsols++;
        return 1;
    }
    for (ptrdiff_t i = 0; i < s->nsols_before; i++) {
        const uint8_t *old = s->sols + (size_t)i * n;
        int same = 1;
        for (int r = 0; r < s->R && same; r++)
            same = !memcmp(old + (size_t)r * s->C, s->col + (size_t)(r + 1) * s->W + 1, (size_t)s->C);
        if (same)
            return 0;
    }
    if (s->nsols == s->capsols) {
        ptrdiff_t cap = s->capsols ? 2 * s->capsols : 4;
        uint8_t *grown = realloc(s->sols, (size_t)cap * n);
        if (!grown)
            return -1;
        s->sols = grown;
        s->capsols = cap;
    }
    uint8_t *out = s->sols + (size_t)s->nsols * n;
    for (int r = 0; r < s->R; r++)
        memcpy(out + (size_t)r * s->C, s->col + (size_t)(r + 1) * s->W + 1, (size_t)s->C);
    s->nsols++;
    return 1;
}

static int equals_avoid(const YY *s)
{
    for (int32_t r = 1; r <= s->R; r++)
        if (memcmp(s->col + (size_t)r * s->W + 1, s->avoid + (size_t)r * s->W + 1, (size_t)s->C))
            return 0;
    return 1;
}

/* Node propagation: the rules, then probing when asked. */
static int node_propagate(YY *s, int root)
{
    s->scored = 0;
    int res = propagate(s);
    if (res)
        return res;
    if ((s->rules & RULE_PROBE_ALL) || (root && (s->rules & RULE_PROBE_ROOT)))
        return probe(s);
    return OK;
}

enum { RUN_EXHAUSTED, RUN_LIMIT, RUN_BUDGET, RUN_STOPPED, RUN_NOMEM };

/* One depth-first run from the propagated root state, stopped after
 * `budget` dead ends (nodes whose propagation failed). */
static int run(YY *s, ptrdiff_t limit, long long budget)
{
    int32_t depth = 0;
    long long dead = 0;
    int res = OK;
    for (;;) {
        if (res == STOPPED)
            return RUN_STOPPED;
        if (res == OK) {
            const int32_t p = choose(s);
            if (p < 0) {
                if (full_check(s) && !(s->avoid && equals_avoid(s))) {
                    const int stored = record(s);
                    if (stored < 0)
                        return RUN_NOMEM;
                    if (stored && s->nsols >= limit)
                        return RUN_LIMIT;
                }
            } else {
                const int first = s->prefer ? s->prefer[p] : s->randomize ? 1 + (int)(rnd(s) & 1) : WHITE;
                s->fcell[depth] = p;
                s->fmark[depth] = s->ntrail;
                s->fbranch[depth] = (uint8_t)first;
                depth++;
                assign(s, p, first);
                goto next;
            }
        }
        /* backtrack to the deepest frame whose second branch is untried */
        if (res == CONFLICT && ++dead >= budget)
            return RUN_BUDGET;
        for (;;) {
            if (depth == 0)
                return RUN_EXHAUSTED;
            const int32_t d = depth - 1;
            undo(s, s->fmark[d]);
            if (s->fbranch[d] != 0) {
                const int second = 3 - s->fbranch[d];
                s->fbranch[d] = 0;
                assign(s, s->fcell[d], second);
                break;
            }
            depth--;
        }
    next:
        if (s->max_nodes > 0 && s->nodes >= s->max_nodes) {
            s->stopped = 2;
            return RUN_STOPPED;
        }
        if (over_deadline(s))
            return RUN_STOPPED;
        s->nodes++;
        res = node_propagate(s, 0);
    }
}

/* Depth-first search for up to `limit` answers, restarted with a growing
 * budget of dead ends (s->restart_base, then half as much again each time:
 * dead ends, not nodes, so a long descent without a failure is never cut);
 * runs
 * after the first break ties between branching cells and choose the first
 * colour at random (unless `prefer` says).  A run that finishes within its
 * budget is a complete search, so "exhausted" is proven; answers found
 * again are not counted twice.  Restarts cut the long tails of depth-first
 * search on boards with many answers; a proof that needs more than one run
 * costs at most about three times its single-run size.  Returns 0, or -1
 * when out of memory; s->stopped says whether it ended early. */
static int search(YY *s, ptrdiff_t limit)
{
    s->nodes = 1;
    int res = node_propagate(s, 1);
    if (res != OK)
        return 0; /* stopped, or exhausted without an answer */
    const int32_t root = s->ntrail;
    long long budget = s->restart_base > 0 ? s->restart_base : LLONG_MAX;
    for (;;) {
        s->nsols_before = s->nsols;
        const int end = run(s, limit, budget);
        if (end == RUN_NOMEM)
            return -1;
        if (end != RUN_BUDGET)
            return 0;
        undo(s, root);
        s->restarts++;
        s->randomize = 1;
        budget += budget / 2;
        if (node_propagate(s, 1) == STOPPED) /* the root again, for its probe sizes */
            return 0;
    }
}

/* -- set-up ---------------------------------------------------------------- */
void yy_free(YY *s)
{
    free(s->col);
    free(s->trail);
    free(s->pos);
    free(s->fixed);
    free(s->joined);
    free(s->queue);
    free(s->ring);
    free(s->ring_par);
    free(s->df);
    free(s->stk);
    free(s->forced);
    free(s->it);
    free(s->fcell);
    free(s->fmark);
    free(s->fbranch);
    free(s->implied);
    free(s->bcomp);
    free(s->racc);
    free(s->score);
    free(s->bound);
    free(s->sols);
    free(s->avoid);
    free(s->prefer);
    memset(s, 0, sizeof *s);
}

/* Allocates BYTES_PER_CELL bytes per framed cell: col 1, trail 4, pos 4, fixed 1,
 * joined 1, queue 4, df 16, stk 4, forced 4, it 1, fcell 4, fmark 4, fbranch 1, avoid 1,
 * prefer 1, implied 8, score 8, bound 8, bcomp 4, racc 12 (region()'s scratch, and
 * connect()'s: order and parent of the cells reached) (+ 5 bytes per ring cell;
 * answers are kept apart, R * C bytes each). */
int yy_alloc(YY *s, int R, int C, unsigned rules)
{
    memset(s, 0, sizeof *s);
    s->R = R;
    s->C = C;
    s->W = C + 2;
    s->N = (int32_t)((R + 2) * (C + 2));
    s->rules = rules;
    size_t N = (size_t)s->N;
    s->col = malloc(N);
    s->trail = malloc(4 * N);
    s->pos = malloc(4 * N);
    s->fixed = calloc(N + 1, 1);
    s->joined = calloc(N, 1);
    s->queue = malloc(4 * N);
    s->df = calloc(N, sizeof(DF));
    s->stk = malloc(4 * N);
    s->forced = malloc(4 * N);
    s->it = malloc(N);
    s->fcell = malloc(4 * N);
    s->fmark = malloc(4 * N);
    s->fbranch = malloc(N);
    s->implied = calloc(2 * N, 4);
    s->bcomp = malloc(4 * N);
    s->racc = malloc(12 * N);
    s->score = malloc(8 * N);
    s->bound = malloc(8 * N);
    s->ring = malloc(4 * (size_t)(2 * (R + C) + 4));
    s->ring_par = malloc((size_t)(2 * (R + C) + 4));
    if (!s->col || !s->trail || !s->queue || !s->df || !s->stk || !s->forced || !s->it || !s->fcell ||
        !s->fmark || !s->fbranch || !s->ring || !s->ring_par || !s->implied || !s->bcomp || !s->racc ||
        !s->score || !s->bound || !s->pos || !s->fixed || !s->joined) {
        yy_free(s);
        return GK_NOMEM;
    }
    memset(s->col, WALL, N);
    memset(s->pos, 0xFF, 4 * N); /* -1: the walls are there from the start */
    for (size_t i = 0; i < N; i++)
        s->bcomp[i] = -1;
    s->anchor[0] = s->anchor[1] = s->anchor[2] = -1;
    s->joined_at[0] = s->joined_at[1] = s->joined_at[2] = -1;
    s->last_run[0] = s->last_run[1] = s->last_run[2] = -1;
    if (R >= 2 && C >= 2) {
        int32_t n = 0;
        for (int c = 0; c < C - 1; c++)
            s->ring[n++] = (0 + 1) * s->W + c + 1;
        for (int r = 0; r < R - 1; r++)
            s->ring[n++] = (r + 1) * s->W + C;
        for (int c = C - 1; c > 0; c--)
            s->ring[n++] = R * s->W + c + 1;
        for (int r = R - 1; r > 0; r--)
            s->ring[n++] = (r + 1) * s->W + 1;
        s->nring = n;
        for (int32_t k = 0; k < n; k++) {
            const int32_t a = s->ring[k], b = s->ring[(k + 1) % n];
            const int ra = a / s->W - 1, ca = a % s->W - 1, rb = b / s->W - 1, cb = b % s->W - 1;
            int bi, bj;
            if (ra == rb) {
                bi = ra < R - 2 ? ra : R - 2;
                bj = ca < cb ? ca : cb;
            } else {
                bj = ca < C - 2 ? ca : C - 2;
                bi = ra < rb ? ra : rb;
            }
            s->ring_par[k] = (uint8_t)((bi + bj) & 1);
        }
        s->odd_blocks = (int)((((long long)R - 1) * (C - 1)) & 1);
    }
    return 0;
}

/* Places the givens (bytes 0/1/2, row-major) on an empty board; the first
 * given of each colour is that colour's anchor (a start for searches). */
static void place_givens(YY *s, const uint8_t *g)
{
    for (int r = 0; r < s->R; r++)
        for (int c = 0; c < s->C; c++) {
            int32_t p = (r + 1) * s->W + c + 1;
            s->col[p] = UNK;
        }
    for (int r = 0; r < s->R; r++)
        for (int c = 0; c < s->C; c++) {
            int v = g[(size_t)r * s->C + c];
            int32_t p = (r + 1) * s->W + c + 1;
            if (v) {
                assign(s, p, v);
                if (s->anchor[v] < 0)
                    s->anchor[v] = p;
            }
        }
}
/* -- entry points (gridsat_kernel.h: thin wrappers keep the static functions
 *    above inlinable) ------------------------------------------------------ */
int yy_propagate(YY *s) { return node_propagate(s, 1); }

int yy_search(YY *s, ptrdiff_t limit) { return search(s, limit) ? GK_NOMEM : 0; }

void yy_place_givens(YY *s, const uint8_t *givens) { place_givens(s, givens); }

uint8_t *yy_framed(const uint8_t *grid, int rows, int cols)
{
    uint8_t *out = malloc((size_t)(rows + 2) * (cols + 2));
    if (!out)
        return NULL;
    memset(out, WALL, (size_t)(rows + 2) * (cols + 2));
    for (int r = 0; r < rows; r++)
        memcpy(out + (size_t)(r + 1) * (cols + 2) + 1, grid + (size_t)r * cols, (size_t)cols);
    return out;
}

void yy_copy_grid(const YY *s, uint8_t *out)
{
    for (int r = 0; r < s->R; r++)
        memcpy(out + (size_t)r * s->C, s->col + (size_t)(r + 1) * s->W + 1, (size_t)s->C);
}
