"""Compiled core of the exact-cover engine: a resumable depth-first search
over one 64-bit word (numba, cached on disk).

Items are bit positions 0..63.  Rows are 64-bit masks, bucketed by their
lowest item (``start[i]:start[i+1]`` are the rows whose lowest item is
``i``).  The search always branches on the lowest item that is neither
covered nor decided empty: since every lower item is already occupied, the
row that covers it must have it as its lowest item, so only that bucket is
scanned (the "first empty cell" rule of polyomino solvers, which is Knuth's
Algorithm X with a fixed item order).  A secondary item may also be decided
empty (a "skip" branch).  Rows belong to groups (pieces) that must be used
exactly ``count`` times.

When the items are the cells of a grid laid out row-major with ``stride``
columns, the search can also prune dead regions: the free region holding the
next item is flood-filled with shifts, and if it consists of primary cells
only and its size is no sum of the remaining pieces' sizes, the node dies.

The state lives in caller-owned numpy arrays, so a call can stop after a
node budget (for progress bars, time limits and Ctrl-C) or at a solution
(to list it) and the next call continues exactly where it stopped.
"""

from __future__ import annotations

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic

#: Return codes of :func:`dfs`.
FINISHED, BUDGET, SOLUTION, LIMIT = 0, 1, 2, 3

#: Slots of the scalar state vector ``st`` (int64).
DEPTH, PHASE, COUNT, NODES, BASE = 0, 1, 2, 3, 4
STATE_SLOTS = 5


@intrinsic
def _popcount(typingctx, x):
    sig = types.uint64(types.uint64)

    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return sig, codegen


@intrinsic
def _trailing_zeros(typingctx, x):
    sig = types.uint64(types.uint64)

    def codegen(context, builder, signature, args):
        return builder.cttz(args[0], ir.Constant(ir.IntType(1), 0))

    return sig, codegen


@njit(cache=True, nogil=True)
def _sort_small(a, n):
    for i in range(1, n):
        v = a[i]
        j = i - 1
        while j >= 0 and a[j] > v:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = v


@njit(cache=True, nogil=True)
def _canonical(chosen, depth, perms, fixmask, gmask, mine, image):
    """True when the solution ``chosen[:depth]`` (row ids, -1 = skipped item)
    is lexicographically no larger than its image under every symmetry
    selected by ``gmask`` and by the ``fixmask`` of its rows."""
    m = gmask
    n = 0
    for i in range(depth):
        r = chosen[i]
        if r >= 0:
            m |= fixmask[r]
            mine[n] = r
            n += 1
    if m == 0:
        return True
    _sort_small(mine, n)
    for k in range(perms.shape[0]):
        if (m >> k) & 1:
            for i in range(n):
                image[i] = perms[k, mine[i]]
            _sort_small(image, n)
            for i in range(n):
                if image[i] < mine[i]:
                    return False
                if image[i] > mine[i]:
                    break
    return True


@njit(cache=True, nogil=True)
def dfs(masks, start, skipto, rgroup, gsize, primary, secondary, full, prune, notfirst, notlast, stride,
        perms, fixmask, gmask, st, rem, occs, pos, end, skip, chosen, budget, limit, stop_on_solution):
    """Run (or resume) the search.

    Args:
        masks (uint64[R]), start (int32[65]), rgroup (int32[R]): rows;
            skipto (int32[R]): the next row of the bucket with another group.
        gsize (int64[G]): cells per piece of each group; rem (int32[G]):
            uses still needed per group (updated in place).
        primary, secondary, full (uint64): item masks (full = items that
            exist and are not blocked in advance are ``full & ~occs[0]``).
        prune (int): bit 1 = flood-fill dead-region pruning (grid layouts
            only), bit 2 = area bounds with secondary items (rows of a
            group all have ``gsize`` items);
            notfirst/notlast (uint64): cells not in the first/last column;
            stride: columns of the row-major layout.
        perms (int32[K, R]), fixmask (int64[R]), gmask (int64): symmetry
            filter (see :func:`_canonical`); K may be 0.
        st (int64[STATE_SLOTS]): depth, phase, count, nodes, base (the
            depth of preset rows ``chosen[:base]``, never undone); occs (uint64[D+1]), pos/end (int32[D]),
            skip (uint8[D]), chosen (int32[D]): resumable state.
        budget (int64): nodes to visit in this call; limit (int64): stop when
            the count reaches it; stop_on_solution: return at each solution
            (its rows are ``chosen[:st[DEPTH]]``).

    Returns:
        FINISHED, BUDGET, SOLUTION or LIMIT.
    """
    one = np.uint64(1)
    ushift = np.uint64(stride)
    d = st[DEPTH]
    phase = st[PHASE]
    if phase == 3:
        return FINISHED
    count = st[COUNT]
    nodes = st[NODES]
    stop_nodes = nodes + budget
    n_groups = gsize.shape[0]
    mine = np.empty(chosen.shape[0], np.int32)
    image = np.empty(chosen.shape[0], np.int32)
    while True:
        if phase == 0:  # expand the node at depth d
            nodes += 1
            occ = occs[d]
            left = 0
            for g in range(n_groups):
                left += rem[g] * gsize[g]
            if left == 0:
                if (occ & primary) == primary and _canonical(chosen, d, perms, fixmask, gmask, mine, image):
                    count += 1
                    if stop_on_solution or count >= limit:
                        st[DEPTH] = d
                        st[PHASE] = 2
                        st[COUNT] = count
                        st[NODES] = nodes
                        return SOLUTION if stop_on_solution else LIMIT
                phase = 2
            else:
                free = full & ~occ
                if free == 0:
                    phase = 2
                else:
                    c = _trailing_zeros(free)
                    dead = False
                    if (prune & 2) != 0 and secondary != 0:
                        if _popcount(free & primary) > left or _popcount(free) < left:
                            dead = True
                    if (prune & 1) != 0 and not dead:
                        comp = one << c
                        while True:
                            nxt = (comp | ((comp & notlast) << one) | ((comp & notfirst) >> one)
                                   | (comp << ushift) | (comp >> ushift)) & free
                            if nxt == comp:
                                break
                            comp = nxt
                        if (comp & secondary) == 0:
                            size = _popcount(comp)
                            reach = one
                            for g in range(n_groups):
                                sh = np.uint64(gsize[g])
                                for _ in range(rem[g]):
                                    reach |= reach << sh
                            if size < 64 and ((reach >> size) & one) == 0:
                                dead = True
                    if dead:
                        phase = 2
                    else:
                        pos[d] = start[c]
                        end[d] = start[c + 1]
                        skip[d] = 1 if (secondary >> c) & one else 0
                        phase = 1
                        if nodes >= stop_nodes:
                            st[DEPTH] = d
                            st[PHASE] = 1
                            st[COUNT] = count
                            st[NODES] = nodes
                            return BUDGET
        if phase == 1:  # try the next branch at depth d
            occ = occs[d]
            p = pos[d]
            e = end[d]
            r = -1
            while p < e:
                if rem[rgroup[p]] == 0:
                    p = skipto[p]
                    continue
                if (masks[p] & occ) == 0:
                    r = p
                    p += 1
                    break
                p += 1
            pos[d] = p
            if r >= 0:
                rem[rgroup[r]] -= 1
                chosen[d] = r
                occs[d + 1] = occ | masks[r]
                d += 1
                phase = 0
                continue
            if skip[d]:
                skip[d] = 0
                chosen[d] = -1
                occs[d + 1] = occ | (one << _trailing_zeros(full & ~occ))
                d += 1
                phase = 0
                continue
            phase = 2
        # phase 2: this node is done; back to its parent
        if d == st[BASE]:
            st[DEPTH] = d
            st[PHASE] = 3
            st[COUNT] = count
            st[NODES] = nodes
            return FINISHED
        d -= 1
        r = chosen[d]
        if r >= 0:
            rem[rgroup[r]] += 1
        phase = 1
