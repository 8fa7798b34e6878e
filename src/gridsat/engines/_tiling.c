/* Python binding of the exact-cover tiling kernel (module
 * gridsat.engines._tiling): argument checking, buffers, the GIL and the
 * module.  The algorithm is tiling_dfs.c (plain C); documentation: the
 * module docstring below (DOC) and gridsat/engines/exact_cover.py, which
 * builds the arrays.  Conventions: gridsat_kernel.h.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "gridsat_kernel.h"
#include "tiling_dfs.h"

PyDoc_STRVAR(DOC,
"Compiled core of the exact-cover engine: a resumable depth-first search\n"
"over bitsets of W 64-bit words (1 <= W <= 16), written in C against the\n"
"CPython API and the buffer protocol only.\n"
"\n"
"Items are bit positions.  Rows are bitsets, bucketed by their lowest item\n"
"(start[i]:start[i+1] are the rows whose lowest item is i).  The search\n"
"always branches on the lowest item that is neither covered nor decided\n"
"empty: every lower item is already occupied, so the row that covers it must\n"
"have it as its lowest item and only that bucket is scanned (the 'first empty\n"
"cell' rule of polyomino solvers: Knuth's Algorithm X with a fixed item\n"
"order).  A secondary item may also be decided empty (a 'skip' branch).  Rows\n"
"belong to groups (pieces) that must be used exactly rem[g] more times.\n"
"\n"
"When the items are the cells of a grid laid out row-major with `stride`\n"
"columns, the search also prunes dead regions: the free region holding the\n"
"next item is flood-filled with shifts, and if its size, less any number of\n"
"its secondary cells up to the holes still allowed, is no sum of the sizes\n"
"of the remaining rows that can still reach it, the node dies.\n"
"\n"
"The state lives in caller-owned arrays, so a call can stop after a node\n"
"budget (for progress bars, time limits and Ctrl-C) or at a solution (to\n"
"list it) and the next call continues exactly where it stopped.  The GIL is\n"
"released during the search, so threads may run searches on separate states\n"
"that share the read-only problem arrays.\n"
"\n"
"Optional extras: tally weights (each solution adds 1 at the index 'sum of\n"
"its rows' weights': the census of gridsat.puzzles.calendar.holes), the cells each\n"
"group can reach (a group that meets no free cell kills the node; a region\n"
"only counts the sizes of the groups that meet it), and a memo of finished\n"
"subtrees keyed by (occupied cells, remaining uses) holding the tally\n"
"offsets each subtree adds (counting only).\n"
"\n"
"Measured against the numba kernel it replaced (benchmarks/kernels.py of\n"
"commit 8619123, both kernels in one run, 7 alternating runs, medians of\n"
"process CPU time on a shared 2-core Xeon): 6x10 / 5x12 pentominoes up to\n"
"symmetry 114 / 51 ms vs 218 / 99 ms (1.9x); raw 6x10 / 4x15 / 3x20 counts\n"
"1015 / 135 / 3.7 ms vs 2034 / 282 / 7.6 ms (2.0x); all 366 dragonfjord dates\n"
"801 vs 1274 ms (1.6x); first tilings of the tutorial boxes 0.12-1.3 ms vs\n"
"0.13-2.3 ms.  A whole `python -c` first 6x10 tiling took 0.98 s wall vs\n"
"1.87 s, and its reported solve time 46 ms vs 388 ms (numba's import and\n"
"cache load are gone: this module loads in well under a millisecond).\n");

/* ptr = the buffer of one argument (gk_buffer, held in bufs), its sizes in dims;
 * jumps to fail when it is not what dfs_doc says. */
#define GET(ptr, obj, name, kind, size, nd, wr, ...)                                        \
    do {                                                                                    \
        Py_ssize_t shape_[2] = {__VA_ARGS__};                                               \
        if (!((ptr) = gk_buffer(&bufs, (obj), (name), (kind), (size), (nd), (wr), shape_))) \
            goto fail;                                                                      \
        dims[0] = shape_[0];                                                                \
        dims[1] = shape_[1];                                                                \
    } while (0)

PyDoc_STRVAR(dfs_doc,
"dfs(masks, lo, hi, start, skipto, rgroup, gsize, unit, primary, secondary, full, prune,\n"
"    notfirst, notlast, stride, perms, fixmask, gmask, st, rem, occs, pos, end, skip, chosen,\n"
"    budget, limit, stop_on_solution, weights=None, tally=None, reachable=None) -> int\n"
"--\n"
"\n"
"Run (or resume) the search.\n"
"\n"
"Problem (read only; any object with the buffer protocol, C-contiguous):\n"
"    masks (uint64[R, W]): rows as W-word item sets, 1 <= W <= 16;\n"
"    lo, hi (int32[R]): the first and last word each row touches;\n"
"    start (int32[64 W + 1]): rows whose lowest item is i are start[i]:start[i+1];\n"
"    skipto (int32[R]): the next row of the bucket with another group;\n"
"    rgroup (int32[R]): each row's group (piece);\n"
"    gsize (int64[G]): items per row of each group; unit (int >= 1): gcd of the sizes;\n"
"    primary, secondary, full (uint64[W]): item masks (items outside full do not exist);\n"
"    prune (int): bit 1 = flood-fill dead-region pruning on a row-major grid of\n"
"        `stride` (1..63) columns with edge-connected rows (needs bit 2); bit 2 = area\n"
"        bounds (every row of group g has gsize[g] items);\n"
"    notfirst, notlast (uint64[W]): cells not in the first / last column;\n"
"    perms (int32[K, R]), fixmask (int64[R]), gmask (int): symmetry filter, K <= 63\n"
"        (a solution counts only when its sorted row ids are lexicographically no larger\n"
"        than their images under every symmetry k in gmask | fixmask of its rows).\n"
"State (read and written):\n"
"    st (int64[5]): depth, phase, count, nodes, base (preset rows chosen[:base]);\n"
"    rem (int32[G]): uses still needed per group;\n"
"    occs (uint64[D + 1, W]), pos, end (int32[D]), skip (uint8[D]), chosen (int32[D]).\n"
"Call:\n"
"    budget (int): nodes to visit in this call; limit (int): stop when the count\n"
"    reaches it; stop_on_solution (bool): return at each solution (its rows are\n"
"    chosen[:st[0]], -1 marking a secondary item left empty).\n"
"Optional:\n"
"    weights (int64[R]) and tally (int64[T], written): each solution also adds 1 to\n"
"        tally[sum of the weights of its rows];\n"
"    reachable (uint64[G, W]): the cells each group's rows may cover; a group whose\n"
"        cells miss a region is not counted among the sizes that could fill it.\n"
"\n"
"Returns FINISHED (0), BUDGET (1), SOLUTION (2) or LIMIT (3).\n"
"Raises TypeError / ValueError for arrays of the wrong type, shape or contents,\n"
"and ValueError when the search would go deeper than D or a tally index falls\n"
"outside the tally.");

static PyObject *dfs(PyObject *self, PyObject *const *args, Py_ssize_t nargs)
{
    (void)self;
    GkBuffers bufs = {.held = 0};
    Kernel k;
    memset(&k, 0, sizeof k);
    Py_ssize_t dims[2];
    int64_t v;
    if (nargs < 28 || nargs > 32) {
        PyErr_Format(PyExc_TypeError, "dfs takes 28 to 32 arguments (%zd given)", nargs);
        return NULL;
    }
    GET(k.masks, args[0], "masks", 'u', 8, 2, 0, -1, -1);
    k.R = dims[0];
    k.W = (int)dims[1];
    if (k.W < 1 || k.W > MAX_WORDS)
        GK_BAD("masks must have 1 to %d words per row, not %d", MAX_WORDS, k.W);
    const Py_ssize_t R = k.R, W = k.W;
    GET(k.lo, args[1], "lo", 'i', 4, 1, 0, R, 0);
    GET(k.hi, args[2], "hi", 'i', 4, 1, 0, R, 0);
    GET(k.start, args[3], "start", 'i', 4, 1, 0, 64 * W + 1, 0);
    GET(k.skipto, args[4], "skipto", 'i', 4, 1, 0, R, 0);
    GET(k.rgroup, args[5], "rgroup", 'i', 4, 1, 0, R, 0);
    GET(k.gsize, args[6], "gsize", 'i', 8, 1, 0, -1, 0);
    k.G = dims[0];
    if (gk_int64(args[7], "unit", &k.unit) < 0)
        goto fail;
    GET(k.primary, args[8], "primary", 'u', 8, 1, 0, W, 0);
    GET(k.secondary, args[9], "secondary", 'u', 8, 1, 0, W, 0);
    GET(k.full, args[10], "full", 'u', 8, 1, 0, W, 0);
    if (gk_int64(args[11], "prune", &v) < 0)
        goto fail;
    k.prune = (int)(v & 3);
    GET(k.notfirst, args[12], "notfirst", 'u', 8, 1, 0, W, 0);
    GET(k.notlast, args[13], "notlast", 'u', 8, 1, 0, W, 0);
    if (gk_int64(args[14], "stride", &v) < 0)
        goto fail;
    k.stride = (v >= 1 && v <= 63) ? (int)v : 0;
    GET(k.perms, args[15], "perms", 'i', 4, 2, 0, -1, R);
    k.K = dims[0];
    GET(k.fixmask, args[16], "fixmask", 'i', 8, 1, 0, R, 0);
    if (gk_int64(args[17], "gmask", &k.gmask) < 0)
        goto fail;
    GET(k.st, args[18], "st", 'i', 8, 1, 1, STATE_SLOTS, 0);
    GET(k.rem, args[19], "rem", 'i', 4, 1, 1, k.G, 0);
    GET(k.occs, args[20], "occs", 'u', 8, 2, 1, -1, W);
    k.D = dims[0] - 1;
    if (k.D < 0)
        GK_BAD("occs must have at least one row");
    GET(k.pos, args[21], "pos", 'i', 4, 1, 1, k.D, 0);
    GET(k.end, args[22], "end", 'i', 4, 1, 1, k.D, 0);
    GET(k.skip, args[23], "skip", 'u', 1, 1, 1, k.D, 0);
    GET(k.chosen, args[24], "chosen", 'i', 4, 1, 1, k.D, 0);
    if (gk_int64(args[25], "budget", &k.budget) < 0 || gk_int64(args[26], "limit", &k.limit) < 0)
        goto fail;
    int stop = PyObject_IsTrue(args[27]);
    if (stop < 0)
        goto fail;
    k.stop_on_solution = stop;
    if (nargs > 28 && args[28] != Py_None) {
        GET(k.weights, args[28], "weights", 'i', 8, 1, 0, R, 0);
        if (nargs < 30 || args[29] == Py_None)
            GK_BAD("weights need a tally");
        GET(k.tally, args[29], "tally", 'i', 8, 1, 1, -1, 0);
        k.T = dims[0];
    } else if (nargs > 29 && args[29] != Py_None) {
        GK_BAD("a tally needs weights");
    }
    if (nargs > 30 && args[30] != Py_None)
        GET(k.reachable, args[30], "reachable", 'u', 8, 2, 0, k.G, W);
    if (nargs > 31 && args[31] != Py_None) {
        PyObject *t = args[31];
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 9)
            GK_BAD("memo must be a tuple (keys, vals, arena, table, radix, (min_left, max_left), log, rec, log_len)");
        GET(k.mkeys, PyTuple_GET_ITEM(t, 0), "memo keys", 'u', 8, 2, 1, -1, W + 1);
        k.M = dims[0];
        GET(k.mvals, PyTuple_GET_ITEM(t, 1), "memo vals", 'i', 8, 2, 1, k.M, 2);
        GET(k.arena, PyTuple_GET_ITEM(t, 2), "memo arena", 'i', 8, 2, 1, -1, 2);
        k.A = dims[0];
        GET(k.mtable, PyTuple_GET_ITEM(t, 3), "memo table", 'i', 8, 1, 1, 2, 0);
        GET(k.radix, PyTuple_GET_ITEM(t, 4), "memo radix", 'i', 8, 1, 0, k.G, 0);
        PyObject *band = PyTuple_GET_ITEM(t, 5);
        if (!PyTuple_Check(band) || PyTuple_GET_SIZE(band) != 2)
            GK_BAD("memo part 5 must be a pair (min_left, max_left)");
        if (gk_int64(PyTuple_GET_ITEM(band, 0), "memo min_left", &k.min_left) < 0 ||
            gk_int64(PyTuple_GET_ITEM(band, 1), "memo max_left", &k.max_left) < 0)
            goto fail;
        GET(k.log, PyTuple_GET_ITEM(t, 6), "memo log", 'i', 8, 2, 1, -1, 2);
        k.L = dims[0];
        GET(k.rec, PyTuple_GET_ITEM(t, 7), "memo rec", 'i', 8, 1, 1, k.D, 0);
        GET(k.log_len, PyTuple_GET_ITEM(t, 8), "memo log_len", 'i', 8, 1, 1, 1, 0);
        if (k.M < 1 || (k.M & (k.M - 1)))
            GK_BAD("the memo must have a power of two slots, not %zd", k.M);
        if (k.mtable[0] < 0 || k.mtable[0] > k.M || k.mtable[1] < 0 || k.mtable[1] > k.A)
            GK_BAD("memo table counters outside 0..%zd / 0..%zd", k.M, k.A);
        if (*k.log_len < 0 || *k.log_len > k.L)
            GK_BAD("memo log_len outside 0..%zd", k.L);
        for (Py_ssize_t g = 0; g < k.G; g++)
            if (k.radix[g] < 0)
                GK_BAD("memo radix[%zd] is negative", g);
        if (k.K > 0 || k.stop_on_solution)
            GK_BAD("the memo counts solutions: it does not go with a symmetry filter or stop_on_solution");
        k.use_memo = 1;
    }

    /* contents that index memory */
    if (k.unit < 1)
        GK_BAD("unit must be at least 1, not %lld", (long long)k.unit);
    if ((k.prune & 1) && k.stride == 0)
        GK_BAD("region pruning needs a stride of 1 to 63 columns");
    if (k.K > MAX_SYMMETRIES)
        GK_BAD("perms has %zd symmetries; at most %d", k.K, MAX_SYMMETRIES);
    for (Py_ssize_t i = 0; i < R; i++) {
        if (k.lo[i] < 0 || k.lo[i] > k.hi[i] || k.hi[i] >= W)
            GK_BAD("row %zd: lo/hi words %d..%d outside 0..%zd", i, k.lo[i], k.hi[i], W - 1);
        if (k.rgroup[i] < 0 || k.rgroup[i] >= k.G)
            GK_BAD("row %zd: group %d outside 0..%zd", i, k.rgroup[i], k.G - 1);
        if (k.skipto[i] <= i || k.skipto[i] > R)
            GK_BAD("row %zd: skipto %d outside %zd..%zd", i, k.skipto[i], i + 1, R);
    }
    for (Py_ssize_t i = 0; i <= 64 * W; i++) {
        int32_t lo = i ? k.start[i - 1] : 0;
        if (k.start[i] < lo || k.start[i] > R)
            GK_BAD("start must rise from 0 to at most %zd (entry %zd is %d)", R, i, k.start[i]);
    }
    for (Py_ssize_t g = 0; g < k.G; g++) {
        if (k.gsize[g] < 0 || k.gsize[g] > 64 * W)
            GK_BAD("gsize[%zd] = %lld outside 0..%zd", g, (long long)k.gsize[g], 64 * W);
        if (k.rem[g] < 0 || k.rem[g] > k.D)
            GK_BAD("rem[%zd] = %d outside 0..%zd", g, k.rem[g], k.D);
    }
    if (k.st[BASE] < 0 || k.st[BASE] > k.D || k.st[DEPTH] < k.st[BASE] || k.st[DEPTH] > k.D || k.st[PHASE] < 0 ||
        k.st[PHASE] > 3 || (k.st[PHASE] == 1 && k.st[DEPTH] >= k.D))
        GK_BAD("st holds no valid state (depth %lld, phase %lld, base %lld, %zd levels)", (long long)k.st[DEPTH],
            (long long)k.st[PHASE], (long long)k.st[BASE], k.D);
    for (Py_ssize_t i = 0; i < k.D; i++) {
        if (k.pos[i] < 0 || k.pos[i] > R || k.end[i] < 0 || k.end[i] > R)
            GK_BAD("pos/end[%zd] outside 0..%zd", i, R);
        if (i < k.st[DEPTH] && (k.chosen[i] < -1 || k.chosen[i] >= R))
            GK_BAD("chosen[%zd] = %d outside -1..%zd", i, k.chosen[i], R - 1);
    }
    if (k.tally && (k.T < 1 || k.T > ((int64_t)1 << 40)))
        GK_BAD("tally must have 1 to 2**40 entries, not %zd", k.T);
    for (Py_ssize_t i = 0; k.weights && i < R; i++)
        if (k.weights[i] < 0 || k.weights[i] >= k.T)
            GK_BAD("weights[%zd] = %lld outside 0..%zd", i, (long long)k.weights[i], k.T - 1);
    if (k.use_memo) {
        for (Py_ssize_t i = 0; i < k.D; i++) {
            if (i > k.st[DEPTH] || i <= k.st[BASE])
                k.rec[i] = -1; /* no node there is recording */
            else if (k.rec[i] < -1 || k.rec[i] > *k.log_len)
                GK_BAD("memo rec[%zd] = %lld outside -1..%lld", i, (long long)k.rec[i], (long long)*k.log_len);
        }
    }

    int code;
    Py_BEGIN_ALLOW_THREADS
    code = tiling_run(&k);
    Py_END_ALLOW_THREADS
    gk_release(&bufs);
    if (code == ERR_DEPTH) {
        PyErr_Format(PyExc_ValueError, "the search went deeper than the %zd levels of the state arrays", k.D);
        return NULL;
    }
    if (code == ERR_TALLY) {
        PyErr_Format(PyExc_ValueError, "a solution's weights sum outside the tally's %zd entries", k.T);
        return NULL;
    }
    if (code < 0)
        return gk_raise(code, "");
    return PyLong_FromLong(code);
fail:
    gk_release(&bufs);
    return NULL;
}

static PyMethodDef methods[] = {
    {"dfs", (PyCFunction)(void (*)(void))dfs, METH_FASTCALL, dfs_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_tiling", DOC, -1, methods, NULL, NULL, NULL, NULL};

static const GkConstant constants[] = {
    {"FINISHED", FINISHED}, {"BUDGET", BUDGET},           {"SOLUTION", SOLUTION},
    {"LIMIT", LIMIT},       {"STATE_SLOTS", STATE_SLOTS}, {"MAX_WORDS", MAX_WORDS},
    {NULL, 0},
};

PyMODINIT_FUNC PyInit__tiling(void) { return gk_module(&module, constants); }
