/*
 * gridsat.engines._cover -- Knuth's Algorithm X for the generic exact cover
 * problem with primary and secondary items, on "dancing cells".
 *
 * Problem: items 0..n_primary-1 are primary (covered exactly once), items
 * n_primary..n_items-1 secondary (covered at most once); an option is a set
 * of items.  A cover is a set of options that covers every primary item
 * exactly once and every secondary item at most once.
 *
 * Data structure: Knuth's dancing cells (sparse sets; D. E. Knuth, TAOCP
 * Vol. 4B, 7.2.2.3, and his program SSXC).  Every option-item pair is an
 * *entry*; the entries of one item occupy a segment of set[], its first
 * size[i] places holding the options still compatible with the partial
 * cover ("active"); loc[] is the inverse permutation.  Removing an entry
 * swaps it to the end of the active part, so undoing a step only restores
 * sizes: the trail records (item, old size) the first time a step changes an
 * item.  The active items form two more sparse sets (primary, secondary).
 *
 * Search: branch on the active primary item with the fewest active options
 * (MRV), first found on ties.  Choosing item c hides c's options from the
 * other active items; trying option x of c deactivates x's other items and
 * hides their options, abandoning x at once if that would leave an active
 * primary item without options (as SSXC does).  A previous version on
 * dancing links (DLX1) was 1.5x slower on the pentomino benchmarks
 * (benchmarks/cover.py), mostly because undoing costs as much as doing there.
 *
 * The search runs on an explicit stack, so run() can return after a node
 * budget (PAUSED), at each cover (listing mode, SOLUTION) or at each node of
 * a given depth (subproblem enumeration, SUBPROBLEM), and the next run()
 * continues where the last one stopped.  run() releases the GIL; one Search
 * object must not be used by two threads at once (a busy flag turns that into
 * RuntimeError).  Counting mode adds the number of active options of the last
 * active primary item at once instead of trying them one by one.
 *
 * Only the CPython C API and the buffer protocol are used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

enum { PH_FORWARD, PH_BACKTRACK, PH_DONE };
enum { ST_DONE = 0, ST_PAUSED = 1, ST_SOLUTION = 2, ST_SUBPROBLEM = 3 };

typedef struct {
    int32_t best, width, rank;  /* item branched on, its active options then, option tried (0-based) */
    int32_t trail0, trail1;     /* trail length before choosing best / after hiding its options */
    int32_t actp0, acts0;       /* active primary / secondary counts before choosing best */
    int32_t actp1, acts1;       /* ... after deactivating best */
} Level;

typedef struct {
    PyObject_HEAD
    int32_t n_primary, n_items, n_options, n_entries;
    int32_t *item_of;     /* entry -> item */
    int32_t *opt_of;      /* entry -> option */
    int32_t *opt_start;   /* option -> first entry (n_options + 1 values) */
    int32_t *start;       /* item -> first place of its segment in set */
    int32_t *size;        /* item -> number of active options */
    int32_t *set, *loc;   /* entries grouped by item / place of each entry in set */
    int32_t *act, *pos;   /* active items: primary at act[0..actp), secondary at act[n_primary..+acts) */
    int32_t actp, acts;
    uint64_t *stamp;      /* item -> step that last saved its size on the trail */
    uint64_t step;
    int32_t *trail_item, *trail_size;
    int32_t trail_len;
    Level *lv;            /* n_primary + 1 levels */
    int32_t level, phase, listing, cutoff;
    int32_t *prefix, n_prefix;
    uint8_t *mark;        /* scratch, one byte per item */
    unsigned long long count, nodes;
    int busy;
} Search;

/* ------------------------------------------------------------------ */
/* dancing cells                                                        */

static inline void deactivate(Search *S, int32_t i)
{
    int32_t last = i < S->n_primary ? --S->actp : S->n_primary + --S->acts;
    int32_t p = S->pos[i], other = S->act[last];
    S->act[p] = other;
    S->pos[other] = p;
    S->act[last] = i;
    S->pos[i] = last;
}

static inline void restore(Search *S, int32_t mark)
{
    int32_t t = S->trail_len;
    while (t > mark) {
        t--;
        S->size[S->trail_item[t]] = S->trail_size[t];
    }
    S->trail_len = t;
}

/* Remove every active option of (inactive) item i from the other items that
   were active before this step (actp0 primary, acts0 secondary ones), so
   that items deactivated in the same step lose them too and are not visited
   twice.  With check, stop and return 0 instead of emptying a primary item
   that is still active. */
static inline int hide(Search *S, int32_t i, int32_t actp0, int32_t acts0, int check)
{
    const int32_t *restrict item_of = S->item_of, *restrict opt_of = S->opt_of;
    const int32_t *restrict opt_start = S->opt_start, *restrict pos = S->pos, *restrict start = S->start;
    int32_t *restrict set = S->set, *restrict loc = S->loc, *restrict size = S->size;
    int32_t *restrict trail_item = S->trail_item, *restrict trail_size = S->trail_size;
    uint64_t *restrict stamp = S->stamp;
    const int32_t n_primary = S->n_primary, secondary_end = n_primary + acts0, actp = S->actp;
    const uint64_t step = S->step;
    int32_t trail_len = S->trail_len, ok = 1;
    for (int32_t p = start[i], end = start[i] + size[i]; p < end; p++) {
        int32_t e0 = set[p], o = opt_of[e0];
        for (int32_t e = opt_start[o], stop = opt_start[o + 1]; e < stop; e++) {
            if (e == e0) continue;
            int32_t j = item_of[e];
            if (j < n_primary) {
                if (pos[j] >= actp0) continue;
                if (check && size[j] == 1 && pos[j] < actp) {
                    ok = 0;
                    goto out;
                }
            } else if (pos[j] >= secondary_end) {
                continue;
            }
            int32_t sz = size[j];
            if (stamp[j] != step) {
                stamp[j] = step;
                trail_item[trail_len] = j;
                trail_size[trail_len] = sz;
                trail_len++;
            }
            int32_t last = start[j] + sz - 1, here = loc[e], moved = set[last];
            set[here] = moved;
            loc[moved] = here;
            set[last] = e;
            loc[e] = last;
            size[j] = sz - 1;
        }
    }
out:
    S->trail_len = trail_len;
    return ok;
}

/* Choose option o (all of its items active): deactivate them, then hide.
   skip is the entry whose item is already chosen (-1 for none). */
static inline int choose_option(Search *S, int32_t o, int32_t skip, int check)
{
    const int32_t actp0 = S->actp, acts0 = S->acts;
    S->step++;
    for (int32_t e = S->opt_start[o]; e < S->opt_start[o + 1]; e++)
        if (e != skip) deactivate(S, S->item_of[e]);
    for (int32_t e = S->opt_start[o]; e < S->opt_start[o + 1]; e++)
        if (e != skip && !hide(S, S->item_of[e], actp0, acts0, check)) return 0;
    return 1;
}

/* ------------------------------------------------------------------ */
/* the search (no Python calls: runs without the GIL)                   */

static int search(Search *S, unsigned long long budget)
{
    int32_t level = S->level;
    Level *L;
    unsigned long long stop = S->nodes + budget;
    if (stop < S->nodes) stop = ~0ULL; /* saturate */

    if (S->phase == PH_DONE) return ST_DONE;
    if (S->phase == PH_BACKTRACK) goto backtrack;

forward:
    if (S->actp == 0) { /* every primary item is covered: a cover */
        S->count++;
        if (S->listing) {
            S->level = level;
            S->phase = PH_BACKTRACK;
            return ST_SOLUTION;
        }
        goto backtrack;
    }
    if (level == S->cutoff) {
        S->level = level;
        S->phase = PH_BACKTRACK;
        return ST_SUBPROBLEM;
    }
    if (S->nodes >= stop) {
        S->level = level;
        S->phase = PH_FORWARD;
        return ST_PAUSED;
    }
    S->nodes++;
    L = &S->lv[level];
    {   /* MRV */
        int32_t c = -1, t = INT32_MAX;
        for (int32_t k = 0; k < S->actp; k++) {
            int32_t i = S->act[k], sz = S->size[i];
            if (sz < t) {
                c = i;
                t = sz;
                if (sz <= 1) break;
            }
        }
        if (t == 0) goto backtrack;
        if (!S->listing && S->actp == 1) {
            /* c is the last active primary item: each of its active options
               is disjoint from the partial cover, so each completes a cover */
            S->count += (unsigned long long)t;
            goto backtrack;
        }
        L->best = c;
        L->width = t;
        L->rank = 0;
        L->trail0 = S->trail_len;
        L->actp0 = S->actp;
        L->acts0 = S->acts;
        S->step++;
        deactivate(S, c);
        hide(S, c, S->actp, S->acts, 0);
        L->trail1 = S->trail_len;
        L->actp1 = S->actp;
        L->acts1 = S->acts;
    }

try_option:
    if (L->rank == L->width) {
        restore(S, L->trail0);
        S->actp = L->actp0;
        S->acts = L->acts0;
        goto backtrack;
    }
    {
        int32_t e0 = S->set[S->start[L->best] + L->rank];
        if (!choose_option(S, S->opt_of[e0], e0, 1)) {
            restore(S, L->trail1);
            S->actp = L->actp1;
            S->acts = L->acts1;
            L->rank++;
            goto try_option;
        }
    }
    level++;
    goto forward;

backtrack:
    if (level == 0) {
        S->level = 0;
        S->phase = PH_DONE;
        return ST_DONE;
    }
    level--;
    L = &S->lv[level];
    restore(S, L->trail1);
    S->actp = L->actp1;
    S->acts = L->acts1;
    L->rank++;
    goto try_option;
}

/* Back to the start: every option active, no prefix. */
static void unwind(Search *S)
{
    restore(S, 0);
    S->actp = S->n_primary;
    S->acts = S->n_items - S->n_primary;
    S->level = 0;
    S->n_prefix = 0;
    S->phase = PH_DONE;
}

/* ------------------------------------------------------------------ */
/* Python type                                                          */

static int get_int32_buffer(PyObject *obj, Py_buffer *view, const char *what)
{
    if (PyObject_GetBuffer(obj, view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0) return -1;
    const char *f = view->format ? view->format : "B";
    if (*f == '<' || *f == '=' || *f == '@') f++;
    if (view->itemsize != 4 || (strcmp(f, "i") != 0 && strcmp(f, "l") != 0) || view->ndim != 1) {
        PyErr_Format(PyExc_TypeError, "%s must be a 1-D contiguous buffer of int32 (got format '%s', "
                     "itemsize %zd, %d dimensions)", what, view->format ? view->format : "B",
                     view->itemsize, view->ndim);
        PyBuffer_Release(view);
        return -1;
    }
    return 0;
}

static void Search_free_arrays(Search *S)
{
    int32_t **arrays[] = {&S->item_of, &S->opt_of, &S->opt_start, &S->start, &S->size, &S->set, &S->loc,
                          &S->act, &S->pos, &S->trail_item, &S->trail_size, &S->prefix};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++) {
        PyMem_Free(*arrays[k]);
        *arrays[k] = NULL;
    }
    PyMem_Free(S->stamp); S->stamp = NULL;
    PyMem_Free(S->lv); S->lv = NULL;
    PyMem_Free(S->mark); S->mark = NULL;
}

static void Search_dealloc(Search *S)
{
    Search_free_arrays(S);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

#define ALLOC(ptr, n) ((ptr) = PyMem_Calloc((size_t)(n) + 1, sizeof *(ptr)))

/* Build the sets from items (flat, 0-based) and starts (n_options + 1). */
static int build(Search *S, const int32_t *items, Py_ssize_t n_entries, const int32_t *starts,
                 Py_ssize_t n_options, Py_ssize_t n_primary, Py_ssize_t n_secondary)
{
    if (n_primary < 0 || n_secondary < 0) {
        PyErr_SetString(PyExc_ValueError, "item counts must be >= 0");
        return -1;
    }
    long long n_items = (long long)n_primary + n_secondary;
    if (n_items >= INT32_MAX / 2 || n_entries >= INT32_MAX / 2 || n_options >= INT32_MAX / 2) {
        PyErr_SetString(PyExc_ValueError, "problem too large for 32-bit indices");
        return -1;
    }
    if (starts[0] != 0 || starts[n_options] != n_entries) {
        PyErr_SetString(PyExc_ValueError, "starts must begin at 0 and end at len(items)");
        return -1;
    }
    for (Py_ssize_t o = 0; o < n_options; o++) {
        if (starts[o + 1] <= starts[o]) {
            PyErr_Format(PyExc_ValueError, "option %zd is empty or starts are not increasing", o);
            return -1;
        }
    }
    for (Py_ssize_t e = 0; e < n_entries; e++) {
        if (items[e] < 0 || items[e] >= n_items) {
            PyErr_Format(PyExc_ValueError, "item %d out of range 0..%lld", (int)items[e], n_items - 1);
            return -1;
        }
    }
    S->n_primary = (int32_t)n_primary;
    S->n_items = (int32_t)n_items;
    S->n_options = (int32_t)n_options;
    S->n_entries = (int32_t)n_entries;
    if (!ALLOC(S->item_of, n_entries) || !ALLOC(S->opt_of, n_entries) || !ALLOC(S->opt_start, n_options) ||
        !ALLOC(S->start, n_items) || !ALLOC(S->size, n_items) || !ALLOC(S->set, n_entries) ||
        !ALLOC(S->loc, n_entries) || !ALLOC(S->act, n_items) || !ALLOC(S->pos, n_items) ||
        !ALLOC(S->stamp, n_items) || !ALLOC(S->trail_item, n_entries) || !ALLOC(S->trail_size, n_entries) ||
        !ALLOC(S->lv, n_primary) || !ALLOC(S->mark, n_items)) {
        PyErr_NoMemory();
        return -1;
    }
    memcpy(S->item_of, items, (size_t)n_entries * sizeof(int32_t));
    memcpy(S->opt_start, starts, ((size_t)n_options + 1) * sizeof(int32_t));
    for (int32_t o = 0; o < S->n_options; o++) {
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            int32_t i = items[e];
            if (S->mark[i]) {
                PyErr_Format(PyExc_ValueError, "option %d lists item %d twice", (int)o, (int)i);
                return -1;
            }
            S->mark[i] = 1;
            S->opt_of[e] = o;
            S->size[i]++;
        }
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) S->mark[items[e]] = 0;
    }
    for (int32_t i = 0, at = 0; i < S->n_items; i++) {
        S->start[i] = at;
        at += S->size[i];
        S->size[i] = 0;
        S->act[i] = S->pos[i] = i;
    }
    for (int32_t e = 0; e < S->n_entries; e++) {
        int32_t i = items[e], p = S->start[i] + S->size[i]++;
        S->set[p] = e;
        S->loc[e] = p;
    }
    S->actp = S->n_primary;
    S->acts = S->n_items - S->n_primary;
    S->level = 0;
    S->phase = PH_FORWARD;
    S->cutoff = -1;
    return 0;
}

static int Search_init(Search *S, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"n_primary", "n_secondary", "items", "starts", NULL};
    Py_ssize_t n_primary, n_secondary;
    PyObject *items_obj, *starts_obj;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "nnOO", kwlist, &n_primary, &n_secondary, &items_obj,
                                     &starts_obj))
        return -1;
    if (S->item_of) {
        PyErr_SetString(PyExc_RuntimeError, "Search is already initialised");
        return -1;
    }
    Py_buffer items, starts;
    if (get_int32_buffer(items_obj, &items, "items") < 0) return -1;
    if (get_int32_buffer(starts_obj, &starts, "starts") < 0) {
        PyBuffer_Release(&items);
        return -1;
    }
    int rc = -1;
    Py_ssize_t n_starts = starts.len / 4;
    if (n_starts < 1)
        PyErr_SetString(PyExc_ValueError, "starts must hold len(options) + 1 entries");
    else
        rc = build(S, (const int32_t *)items.buf, items.len / 4, (const int32_t *)starts.buf, n_starts - 1,
                   n_primary, n_secondary);
    PyBuffer_Release(&items);
    PyBuffer_Release(&starts);
    if (rc < 0) Search_free_arrays(S);
    return rc;
}

static int ready(Search *S)
{
    if (!S->item_of) {
        PyErr_SetString(PyExc_RuntimeError, "Search is not initialised");
        return 0;
    }
    if (S->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Search is running in another thread");
        return 0;
    }
    return 1;
}

static PyObject *Search_reset(Search *S, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"prefix", "listing", "cutoff", NULL};
    PyObject *prefix_obj = NULL;
    int listing = 0, cutoff = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|Opi", kwlist, &prefix_obj, &listing, &cutoff)) return NULL;
    if (!ready(S)) return NULL;
    unwind(S);
    S->count = 0;
    S->nodes = 0;
    S->listing = listing;
    S->cutoff = cutoff < 0 ? -1 : cutoff;
    if (prefix_obj && prefix_obj != Py_None) {
        PyObject *seq = PySequence_Fast(prefix_obj, "prefix must be a sequence of option indices");
        if (!seq) return NULL;
        Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
        if (n > S->n_options) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "prefix is longer than the number of options");
            return NULL;
        }
        int32_t *prefix = PyMem_Calloc((size_t)n + 1, sizeof(int32_t));
        if (!prefix) {
            Py_DECREF(seq);
            return PyErr_NoMemory();
        }
        memset(S->mark, 0, (size_t)S->n_items + 1);
        for (Py_ssize_t k = 0; k < n; k++) {
            long o = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, k));
            if (o == -1 && PyErr_Occurred()) goto bad;
            if (o < 0 || o >= S->n_options) {
                PyErr_Format(PyExc_ValueError, "prefix option %ld out of range", o);
                goto bad;
            }
            for (int32_t e = S->opt_start[o]; e < S->opt_start[o + 1]; e++) {
                if (S->mark[S->item_of[e]]) {
                    PyErr_Format(PyExc_ValueError, "prefix options overlap (option %ld)", o);
                    goto bad;
                }
                S->mark[S->item_of[e]] = 1;
            }
            prefix[k] = (int32_t)o;
        }
        Py_DECREF(seq);
        /* disjoint options: all items of each are still active when it is chosen */
        for (Py_ssize_t k = 0; k < n; k++) choose_option(S, prefix[k], -1, 0);
        PyMem_Free(S->prefix);
        S->prefix = prefix;
        S->n_prefix = (int32_t)n;
        goto done;
    bad:
        Py_DECREF(seq);
        PyMem_Free(prefix);
        return NULL;
    }
done:
    S->level = 0;
    S->phase = PH_FORWARD;
    Py_RETURN_NONE;
}

static PyObject *Search_run(Search *S, PyObject *arg)
{
    unsigned long long budget = PyLong_AsUnsignedLongLong(arg);
    if (budget == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    if (!ready(S)) return NULL;
    S->busy = 1;
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = search(S, budget);
    Py_END_ALLOW_THREADS
    S->busy = 0;
    return PyLong_FromLong(status);
}

static int cmp_int32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static PyObject *Search_solution(Search *S, PyObject *Py_UNUSED(ignored))
{
    if (!ready(S)) return NULL;
    Py_ssize_t n = S->n_prefix + S->level;
    int32_t *opts = PyMem_Calloc((size_t)n + 1, sizeof(int32_t));
    if (!opts) return PyErr_NoMemory();
    for (int32_t k = 0; k < S->n_prefix; k++) opts[k] = S->prefix[k];
    for (int32_t l = 0; l < S->level; l++) {
        const Level *L = &S->lv[l];
        opts[S->n_prefix + l] = S->opt_of[S->set[S->start[L->best] + L->rank]];
    }
    qsort(opts, (size_t)n, sizeof(int32_t), cmp_int32);
    PyObject *list = PyList_New(n);
    if (list) {
        for (Py_ssize_t k = 0; k < n; k++) {
            PyObject *v = PyLong_FromLong(opts[k]);
            if (!v) {
                Py_CLEAR(list);
                break;
            }
            PyList_SET_ITEM(list, k, v);
        }
    }
    PyMem_Free(opts);
    return list;
}

/* Knuth's estimate of the fraction of the search tree already explored
   (DLX1, print_progress): level l contributes rank/width of what is left. */
static PyObject *Search_progress(Search *S, PyObject *Py_UNUSED(ignored))
{
    if (!ready(S)) return NULL;
    if (S->phase == PH_DONE) return PyFloat_FromDouble(1.0);
    double f = 0.0, fd = 1.0;
    for (int32_t l = 0; l < S->level; l++) {
        fd *= S->lv[l].width;
        f += S->lv[l].rank / fd;
    }
    return PyFloat_FromDouble(f + 0.5 / fd);
}

static PyObject *Search_get_count(Search *S, void *Py_UNUSED(c)) { return PyLong_FromUnsignedLongLong(S->count); }
static PyObject *Search_get_nodes(Search *S, void *Py_UNUSED(c)) { return PyLong_FromUnsignedLongLong(S->nodes); }
static PyObject *Search_get_level(Search *S, void *Py_UNUSED(c)) { return PyLong_FromLong(S->level); }

static PyMethodDef Search_methods[] = {
    {"reset", (PyCFunction)(void (*)(void))Search_reset, METH_VARARGS | METH_KEYWORDS,
     "reset(prefix=(), listing=False, cutoff=-1)\n\nRestart the search after choosing the pairwise "
     "disjoint options of prefix; listing stops at every cover; cutoff >= 0 stops at every node of "
     "that depth below the prefix (subproblem enumeration). Clears count and nodes."},
    {"run", (PyCFunction)Search_run, METH_O,
     "run(budget) -> status\n\nContinue the search for at most budget search-tree nodes without the "
     "GIL. Returns DONE (tree exhausted), PAUSED (budget spent), SOLUTION (a cover, listing mode) or "
     "SUBPROBLEM (a node at the cutoff depth)."},
    {"solution", (PyCFunction)Search_solution, METH_NOARGS,
     "solution() -> list[int]\n\nSorted option indices of the prefix plus the current choices."},
    {"progress", (PyCFunction)Search_progress, METH_NOARGS,
     "progress() -> float\n\nKnuth's estimate (0..1) of the fraction of the tree explored."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"count", (getter)Search_get_count, NULL, "covers found since reset", NULL},
    {"nodes", (getter)Search_get_nodes, NULL, "search-tree nodes since reset", NULL},
    {"level", (getter)Search_get_level, NULL, "current depth below the prefix", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "gridsat.engines._cover.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Search(n_primary, n_secondary, items, starts)\n\nAlgorithm X with MRV on dancing cells. "
              "items: int32 buffer, the 0-based items of every option in turn (items < n_primary are "
              "primary); starts: int32 buffer of len(options) + 1 offsets into items.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef cover_module = {
    PyModuleDef_HEAD_INIT, "gridsat.engines._cover",
    "Algorithm X with the MRV heuristic on dancing cells, resumable, for gridsat.engines.cover.", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__cover(void)
{
    if (PyType_Ready(&SearchType) < 0) return NULL;
    PyObject *m = PyModule_Create(&cover_module);
    if (!m) return NULL;
    Py_INCREF(&SearchType);
    if (PyModule_AddObject(m, "Search", (PyObject *)&SearchType) < 0) {
        Py_DECREF(&SearchType);
        Py_DECREF(m);
        return NULL;
    }
    if (PyModule_AddIntConstant(m, "DONE", ST_DONE) < 0 || PyModule_AddIntConstant(m, "PAUSED", ST_PAUSED) < 0 ||
        PyModule_AddIntConstant(m, "SOLUTION", ST_SOLUTION) < 0 ||
        PyModule_AddIntConstant(m, "SUBPROBLEM", ST_SUBPROBLEM) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
