/*
 * gridsat.engines._cover -- Knuth's Algorithm X on dancing links (DLX) for
 * the generic exact cover problem with primary and secondary items.
 *
 * Problem: items 0..n_primary-1 are primary (covered exactly once), items
 * n_primary..n_items-1 secondary (covered at most once); an option is a set
 * of items.  A cover is a set of options that covers every primary item
 * exactly once and every secondary item at most once.
 *
 * Data layout follows D. E. Knuth, "Dancing links" (2000) and his program
 * DLX1 (TAOCP 7.2.2.1, Algorithm D): nodes of one option are stored
 * consecutively between "spacer" nodes, every node sits in the doubly linked
 * vertical list of its item, and the active primary items form a doubly
 * linked horizontal list headed by the root (item 0 below; items are
 * numbered 1..n_items inside this file).  The branching item is the active
 * primary item with the fewest remaining options (the MRV heuristic), the
 * leftmost on ties.
 *
 * The search runs on an explicit stack, so run() can return after a node
 * budget (status PAUSED), at each cover (listing mode, status SOLUTION) or at
 * each node of a given depth (subproblem enumeration, status SUBPROBLEM), and
 * the next run() continues where the last one stopped.  run() releases the
 * GIL; one Search object must not be used by two threads at once (a busy flag
 * turns that into RuntimeError).  Counting mode adds the number of remaining
 * options of the last active primary item at once instead of trying them.
 *
 * Only the CPython C API and the buffer protocol are used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    int32_t up, down; /* neighbours in the item's vertical list */
    int32_t itm;      /* item 1..n (option nodes), list length (headers), <= 0 (spacers) */
    int32_t opt;      /* option index (option nodes), -1 otherwise */
} Node;

enum { PH_FORWARD, PH_BACKTRACK, PH_DONE };
enum { ST_DONE = 0, ST_PAUSED = 1, ST_SOLUTION = 2, ST_SUBPROBLEM = 3 };

typedef struct {
    PyObject_HEAD
    int32_t n_primary, n_items, n_options, n_nodes;
    Node *nd;                 /* n_nodes nodes: headers 0..n_items, then options and spacers */
    int32_t *prev, *next;     /* horizontal list of active primary items, root 0 */
    int32_t *opt_first;       /* first node of each option */
    int32_t *opt_len;         /* number of items of each option */
    /* search state */
    int32_t *choice;          /* node chosen at each level */
    int32_t *best;            /* item branched on at each level */
    int32_t *width;           /* options of best[l] when it was chosen (for progress) */
    int32_t *rank;            /* 0-based position of choice[l] among them */
    int32_t level, phase, listing, cutoff;
    int32_t *prefix;          /* options applied before the search (subproblem) */
    int32_t n_prefix;
    uint8_t *mark;            /* scratch, one byte per item */
    unsigned long long count, nodes;
    int busy;
} Search;

/* ------------------------------------------------------------------ */
/* dancing links                                                        */

static inline void cover(Node *nd, int32_t *prev, int32_t *next, int32_t c)
{
    int32_t l = prev[c], r = next[c];
    next[l] = r;
    prev[r] = l;
    for (int32_t rr = nd[c].down; rr != c; rr = nd[rr].down) {
        for (int32_t nn = rr + 1; nn != rr;) {
            int32_t cc = nd[nn].itm;
            if (cc <= 0) { nn = nd[nn].up; continue; }
            int32_t uu = nd[nn].up, dd = nd[nn].down;
            nd[uu].down = dd;
            nd[dd].up = uu;
            nd[cc].itm--;
            nn++;
        }
    }
}

static inline void uncover(Node *nd, int32_t *prev, int32_t *next, int32_t c)
{
    for (int32_t rr = nd[c].up; rr != c; rr = nd[rr].up) {
        for (int32_t nn = rr - 1; nn != rr;) {
            int32_t cc = nd[nn].itm;
            if (cc <= 0) { nn = nd[nn].down; continue; }
            int32_t uu = nd[nn].up, dd = nd[nn].down;
            nd[uu].down = nn;
            nd[dd].up = nn;
            nd[cc].itm++;
            nn--;
        }
    }
    int32_t l = prev[c], r = next[c];
    next[l] = c;
    prev[r] = c;
}

/* Cover the items of option node r other than its own item, going right. */
static inline void cover_rest(Node *nd, int32_t *prev, int32_t *next, int32_t r)
{
    for (int32_t pp = r + 1; pp != r;) {
        int32_t cc = nd[pp].itm;
        if (cc <= 0) { pp = nd[pp].up; continue; }
        cover(nd, prev, next, cc);
        pp++;
    }
}

/* Undo cover_rest, going left. */
static inline void uncover_rest(Node *nd, int32_t *prev, int32_t *next, int32_t r)
{
    for (int32_t pp = r - 1; pp != r;) {
        int32_t cc = nd[pp].itm;
        if (cc <= 0) { pp = nd[pp].down; continue; }
        uncover(nd, prev, next, cc);
        pp--;
    }
}

/* ------------------------------------------------------------------ */
/* the search (no Python calls: runs without the GIL)                   */

static int search(Search *S, unsigned long long budget)
{
    Node *nd = S->nd;
    int32_t *prev = S->prev, *next = S->next;
    int32_t level = S->level, c, r;
    unsigned long long stop = S->nodes + budget;
    if (stop < S->nodes) stop = ~0ULL; /* saturate */

    if (S->phase == PH_DONE) return ST_DONE;
    if (S->phase == PH_BACKTRACK) goto backtrack;

forward:
    if (next[0] == 0) { /* every primary item is covered: a cover */
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
    {   /* MRV: the active primary item with the fewest options, leftmost on ties */
        int32_t t = INT32_MAX;
        c = 0;
        for (int32_t k = next[0]; k != 0; k = next[k]) {
            int32_t len = nd[k].itm;
            if (len < t) {
                c = k;
                t = len;
                if (len == 0) break;
            }
        }
        if (t == 0) goto backtrack;
        if (!S->listing && next[c] == 0 && prev[c] == 0) {
            /* c is the last active primary item: each of its remaining options
               is disjoint from the partial cover, so each completes a cover */
            S->count += (unsigned long long)t;
            goto backtrack;
        }
        S->best[level] = c;
        S->width[level] = t;
        S->rank[level] = 0;
    }
    cover(nd, prev, next, c);
    r = nd[c].down;

advance:
    if (r == c) {
        uncover(nd, prev, next, c);
        goto backtrack;
    }
    S->choice[level] = r;
    cover_rest(nd, prev, next, r);
    level++;
    goto forward;

backtrack:
    if (level == 0) {
        S->level = 0;
        S->phase = PH_DONE;
        return ST_DONE;
    }
    level--;
    r = S->choice[level];
    c = S->best[level];
    uncover_rest(nd, prev, next, r);
    r = nd[r].down;
    S->rank[level]++;
    goto advance;
}

/* Undo every level of a paused search, then the prefix: back to the start. */
static void unwind(Search *S)
{
    Node *nd = S->nd;
    for (int32_t l = S->level - 1; l >= 0; l--) {
        uncover_rest(nd, S->prev, S->next, S->choice[l]);
        uncover(nd, S->prev, S->next, S->best[l]);
    }
    for (int32_t i = S->n_prefix - 1; i >= 0; i--) {
        int32_t o = S->prefix[i];
        for (int32_t p = S->opt_first[o] + S->opt_len[o] - 1; p >= S->opt_first[o]; p--)
            uncover(nd, S->prev, S->next, nd[p].itm);
    }
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
    PyMem_Free(S->nd); PyMem_Free(S->prev); PyMem_Free(S->next);
    PyMem_Free(S->opt_first); PyMem_Free(S->opt_len);
    PyMem_Free(S->choice); PyMem_Free(S->best); PyMem_Free(S->width); PyMem_Free(S->rank);
    PyMem_Free(S->prefix); PyMem_Free(S->mark);
    S->nd = NULL; S->prev = S->next = S->opt_first = S->opt_len = NULL;
    S->choice = S->best = S->width = S->rank = S->prefix = NULL;
    S->mark = NULL;
}

static void Search_dealloc(Search *S)
{
    Search_free_arrays(S);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

/* Build the links from items (flat, 0-based) and starts (n_options + 1). */
static int build(Search *S, const int32_t *items, Py_ssize_t n_entries, const int32_t *starts,
                 Py_ssize_t n_options, Py_ssize_t n_primary, Py_ssize_t n_secondary)
{
    if (n_primary < 0 || n_secondary < 0 || n_options < 0) {
        PyErr_SetString(PyExc_ValueError, "sizes must be >= 0");
        return -1;
    }
    long long n_items = (long long)n_primary + n_secondary;
    long long n_nodes = n_items + 2 + (long long)n_entries + n_options;
    if (n_nodes >= INT32_MAX / 2) {
        PyErr_Format(PyExc_ValueError, "problem too large for 32-bit node indices (%lld nodes)", n_nodes);
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
    S->n_nodes = (int32_t)n_nodes;
    size_t levels = (size_t)n_primary + 1;
    S->nd = PyMem_Calloc((size_t)n_nodes, sizeof(Node));
    S->prev = PyMem_Calloc((size_t)n_items + 1, sizeof(int32_t));
    S->next = PyMem_Calloc((size_t)n_items + 1, sizeof(int32_t));
    S->opt_first = PyMem_Calloc((size_t)n_options + 1, sizeof(int32_t));
    S->opt_len = PyMem_Calloc((size_t)n_options + 1, sizeof(int32_t));
    S->choice = PyMem_Calloc(levels, sizeof(int32_t));
    S->best = PyMem_Calloc(levels, sizeof(int32_t));
    S->width = PyMem_Calloc(levels, sizeof(int32_t));
    S->rank = PyMem_Calloc(levels, sizeof(int32_t));
    S->mark = PyMem_Calloc((size_t)n_items + 1, 1);
    if (!S->nd || !S->prev || !S->next || !S->opt_first || !S->opt_len || !S->choice || !S->best ||
        !S->width || !S->rank || !S->mark) {
        PyErr_NoMemory();
        return -1;
    }
    Node *nd = S->nd;
    /* items: primary 1..P on the root's list, secondary items self-linked */
    for (int32_t c = 0; c <= S->n_items; c++) {
        nd[c].up = nd[c].down = c;
        nd[c].itm = 0;
        nd[c].opt = -1;
        if (c <= S->n_primary) {
            S->prev[c] = c == 0 ? S->n_primary : c - 1;
            S->next[c] = c == S->n_primary ? 0 : c + 1;
        } else {
            S->prev[c] = S->next[c] = c;
        }
    }
    int32_t last = S->n_items + 1; /* first spacer */
    nd[last].itm = -1;
    nd[last].opt = -1;
    nd[last].up = nd[last].down = last;
    for (int32_t o = 0; o < S->n_options; o++) {
        int32_t spacer = last, first = last + 1;
        S->opt_first[o] = first;
        S->opt_len[o] = starts[o + 1] - starts[o];
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            int32_t c = items[e] + 1;
            if (S->mark[c]) {
                PyErr_Format(PyExc_ValueError, "option %d lists item %d twice", (int)o, (int)items[e]);
                return -1;
            }
            S->mark[c] = 1;
            last++;
            nd[last].itm = c;
            nd[last].opt = o;
            int32_t bottom = nd[c].up;
            nd[bottom].down = last;
            nd[last].up = bottom;
            nd[last].down = c;
            nd[c].up = last;
            nd[c].itm++;
        }
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) S->mark[items[e] + 1] = 0;
        nd[spacer].down = last; /* a spacer's down: last node of the next option */
        last++;
        nd[last].itm = -1;
        nd[last].opt = -1;
        nd[last].up = first;    /* a spacer's up: first node of the previous option */
        nd[last].down = last;
    }
    S->level = 0;
    S->phase = PH_FORWARD;
    S->listing = 0;
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
    if (S->nd) {
        PyErr_SetString(PyExc_RuntimeError, "Search is already initialised");
        return -1;
    }
    if (n_primary > INT32_MAX / 4 || n_secondary > INT32_MAX / 4) {
        PyErr_SetString(PyExc_ValueError, "too many items");
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
    if (!S->nd) {
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
        if (!prefix) { Py_DECREF(seq); return PyErr_NoMemory(); }
        memset(S->mark, 0, (size_t)S->n_items + 1);
        for (Py_ssize_t i = 0; i < n; i++) {
            long o = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
            if (o == -1 && PyErr_Occurred()) goto bad;
            if (o < 0 || o >= S->n_options) {
                PyErr_Format(PyExc_ValueError, "prefix option %ld out of range", o);
                goto bad;
            }
            for (int32_t p = S->opt_first[o]; p < S->opt_first[o] + S->opt_len[o]; p++) {
                if (S->mark[S->nd[p].itm]) {
                    PyErr_Format(PyExc_ValueError, "prefix options overlap (option %ld)", o);
                    goto bad;
                }
                S->mark[S->nd[p].itm] = 1;
            }
            prefix[i] = (int32_t)o;
        }
        Py_DECREF(seq);
        for (Py_ssize_t i = 0; i < n; i++) {
            int32_t o = prefix[i];
            for (int32_t p = S->opt_first[o]; p < S->opt_first[o] + S->opt_len[o]; p++)
                cover(S->nd, S->prev, S->next, S->nd[p].itm);
        }
        PyMem_Free(S->prefix);
        S->prefix = prefix;
        S->n_prefix = (int32_t)n;
        goto done;
    bad:
        Py_DECREF(seq);
        PyMem_Free(prefix);
        S->phase = PH_DONE;
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
    for (int32_t i = 0; i < S->n_prefix; i++) opts[i] = S->prefix[i];
    for (int32_t l = 0; l < S->level; l++) opts[S->n_prefix + l] = S->nd[S->choice[l]].opt;
    qsort(opts, (size_t)n, sizeof(int32_t), cmp_int32);
    PyObject *list = PyList_New(n);
    if (list) {
        for (Py_ssize_t i = 0; i < n; i++) {
            PyObject *v = PyLong_FromLong(opts[i]);
            if (!v) { Py_CLEAR(list); break; }
            PyList_SET_ITEM(list, i, v);
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
        fd *= S->width[l];
        f += S->rank[l] / fd;
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
     "GIL. Returns 0 done (tree exhausted), 1 paused (budget spent), 2 a cover was found (listing), "
     "3 a node at the cutoff depth was reached."},
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
    .tp_doc = "Search(n_primary, n_secondary, items, starts)\n\nAlgorithm X with MRV on dancing links. "
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
    "Algorithm X with the MRV heuristic on dancing links, resumable, for gridsat.engines.cover.", -1,
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
    PyModule_AddIntConstant(m, "DONE", ST_DONE);
    PyModule_AddIntConstant(m, "PAUSED", ST_PAUSED);
    PyModule_AddIntConstant(m, "SOLUTION", ST_SOLUTION);
    PyModule_AddIntConstant(m, "SUBPROBLEM", ST_SUBPROBLEM);
    return m;
}
