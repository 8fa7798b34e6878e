"""Compiled core of the exact-cover engine: a resumable depth-first search
over bitsets of ``W`` 64-bit words (numba, cached on disk).

Items are bit positions.  Rows are bitsets, bucketed by their
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
next item is flood-filled with shifts, and if its size, less any number of
its secondary cells up to the holes still allowed, is no sum of the
remaining pieces' sizes, the node dies.
Rows touch few words (a piece spans at most two on usual boards), so a
one-word board pays nothing for the generality (measured: the same speed as
a dedicated one-word kernel on the 6x10 and 5x12 boxes).

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


@njit(cache=True, nogil=True, inline="always")
def _spread(comp, nxt, notfirst, notlast, stride):
    """``nxt = comp`` plus its four grid neighbours (multi-word shifts)."""
    n = comp.shape[0]
    one = np.uint64(1)
    k = np.uint64(stride)
    back = np.uint64(64 - stride)
    for w in range(n):
        right = (comp[w] & notlast[w]) << one
        if w > 0:
            right |= (comp[w - 1] & notlast[w - 1]) >> np.uint64(63)
        left = (comp[w] & notfirst[w]) >> one
        if w + 1 < n:
            left |= (comp[w + 1] & notfirst[w + 1]) << np.uint64(63)
        down = comp[w] << k
        if w > 0:
            down |= comp[w - 1] >> back
        up = comp[w] >> k
        if w + 1 < n:
            up |= comp[w + 1] << back
        nxt[w] = comp[w] | right | left | down | up


@njit(cache=True, nogil=True)
def dfs(masks, lo, hi, start, skipto, rgroup, gsize, unit, primary, secondary, full, prune, notfirst,
              notlast, stride, perms, fixmask, gmask, st, rem, occs, pos, end, skip, chosen, budget, limit,
              stop_on_solution):
    """Run (or resume) the search.

    Args:
        masks (uint64[R, W]): rows as ``W``-word item sets; lo/hi (int32[R]):
            the first and last word each row touches; start (int32[n+1]):
            rows whose lowest item is ``i`` are ``start[i]:start[i+1]``;
            skipto (int32[R]): the next row of the bucket with another group;
            rgroup (int32[R]): each row's group (piece).
        gsize (int64[G]): items per row of each group; unit (int64): gcd of
            the group sizes; rem (int32[G]): uses still needed per group
            (updated in place).
        primary, secondary, full (uint64[W]): item masks; items outside
            ``full`` do not exist.
        prune (int): bit 1 = flood-fill dead-region pruning (grid layouts
            with ``stride`` < 64 and edge-connected rows only; needs bit 2),
            bit 2 = area bounds (every row of a group has ``gsize`` items); notfirst/notlast (uint64[W]): cells
            not in the first/last column of the row-major layout with
            ``stride`` columns.
        perms (int32[K, R]), fixmask (int64[R]), gmask (int64): symmetry
            filter (see :func:`_canonical`); K may be 0.
        st (int64[STATE_SLOTS]): depth, phase, count, nodes, base (the
            depth of preset rows ``chosen[:base]``, never undone);
            occs (uint64[D+1, W]), pos/end (int32[D]), skip (uint8[D]),
            chosen (int32[D]): the resumable state.
        budget (int64): nodes to visit in this call; limit (int64): stop when
            the count reaches it; stop_on_solution: return at each solution
            (its rows are ``chosen[:st[DEPTH]]``).

    Returns:
        FINISHED, BUDGET, SOLUTION or LIMIT.
    """
    one = np.uint64(1)
    zero = np.uint64(0)
    n_words = full.shape[0]
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
    comp = np.zeros(n_words, np.uint64)
    nxt = np.zeros(n_words, np.uint64)
    while True:
        if phase == 0:
            nodes += 1
            left = 0
            for g in range(n_groups):
                left += rem[g] * gsize[g]
            if left == 0:
                covered = True
                for w in range(n_words):
                    if (occs[d, w] & primary[w]) != primary[w]:
                        covered = False
                if covered and _canonical(chosen, d, perms, fixmask, gmask, mine, image):
                    count += 1
                    if stop_on_solution or count >= limit:
                        st[DEPTH] = d
                        st[PHASE] = 2
                        st[COUNT] = count
                        st[NODES] = nodes
                        return SOLUTION if stop_on_solution else LIMIT
                phase = 2
            else:
                c = -1
                n_free = 0
                n_free_primary = 0
                for w in range(n_words):
                    free = full[w] & ~occs[d, w]
                    if free != zero:
                        if c < 0:
                            c = w * 64 + np.int64(_trailing_zeros(free))
                        n_free += np.int64(_popcount(free))
                        n_free_primary += np.int64(_popcount(free & primary[w]))
                dead = c < 0
                if not dead and (prune & 2) != 0 and (n_free_primary > left or n_free < left):
                    dead = True
                if not dead and (prune & 1) != 0:
                    for w in range(n_words):
                        comp[w] = zero
                    comp[c // 64] = one << np.uint64(c % 64)
                    while True:
                        _spread(comp, nxt, notfirst, notlast, stride)
                        changed = False
                        for w in range(n_words):
                            v = nxt[w] & full[w] & ~occs[d, w]
                            if v != comp[w]:
                                changed = True
                            comp[w] = v
                        if not changed:
                            break
                    # the region's cells are covered by whole pieces, except
                    # up to ``spare`` secondary cells that may stay empty
                    size = 0
                    n_sec = 0
                    for w in range(n_words):
                        size += np.int64(_popcount(comp[w]))
                        n_sec += np.int64(_popcount(comp[w] & secondary[w]))
                    spare = min(n_sec, n_free - left)
                    fits = False
                    reach = zero
                    for k in range(spare + 1):
                        t = size - k
                        if t % unit != 0:
                            continue
                        if t >= 64:  # beyond the sums tracked: assume it fits
                            fits = True
                            break
                        if reach == zero:
                            reach = one
                            for g in range(n_groups):
                                sh = np.uint64(gsize[g])
                                for _ in range(rem[g]):
                                    reach |= reach << sh
                        if (reach >> np.uint64(t)) & one:
                            fits = True
                            break
                    dead = not fits
                if dead:
                    phase = 2
                else:
                    pos[d] = start[c]
                    end[d] = start[c + 1]
                    skip[d] = 1 if (secondary[c // 64] >> np.uint64(c % 64)) & one else 0
                    phase = 1
                    if nodes >= stop_nodes:
                        st[DEPTH] = d
                        st[PHASE] = 1
                        st[COUNT] = count
                        st[NODES] = nodes
                        return BUDGET
        if phase == 1:
            p = pos[d]
            e = end[d]
            r = -1
            while p < e:
                if rem[rgroup[p]] == 0:
                    p = skipto[p]
                    continue
                ok = True
                for w in range(lo[p], hi[p] + 1):
                    if masks[p, w] & occs[d, w]:
                        ok = False
                        break
                p += 1
                if ok:
                    r = p - 1
                    break
            pos[d] = p
            if r >= 0:
                rem[rgroup[r]] -= 1
                chosen[d] = r
                for w in range(n_words):
                    occs[d + 1, w] = occs[d, w] | masks[r, w]
                d += 1
                phase = 0
                continue
            if skip[d]:
                skip[d] = 0
                chosen[d] = -1
                for w in range(n_words):
                    occs[d + 1, w] = occs[d, w]
                for w in range(n_words):
                    free = full[w] & ~occs[d, w]
                    if free != zero:
                        occs[d + 1, w] |= one << _trailing_zeros(free)
                        break
                d += 1
                phase = 0
                continue
            phase = 2
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
