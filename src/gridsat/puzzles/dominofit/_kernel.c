/* Python binding of the Domino Fit tiling search (module
 * gridsat.puzzles.dominofit._kernel): argument checking, buffers, the GIL and
 * the results.  The algorithm is kernel_search.c (plain C); the Python side
 * is gridsat.puzzles.dominofit.kernel.  Conventions: gridsat_kernel.h.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>

#include "gridsat_kernel.h"
#include "kernel_search.h"

static PyObject *tiling_list(const uint8_t *cover, int R, int C, PyObject *h, PyObject *v) {
    /* dominoes as ("H"|"V", r, c), horizontal ones first, each kind in row-major order */
    int W = C + 1;
    PyObject *out = PyList_New(0);
    if (!out) return NULL;
    for (int pass = 0; pass < 2; pass++) {
        uint8_t want = pass ? VT : HL;
        PyObject *name = pass ? v : h;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (cover[(r + 1) * W + c] != want) continue;
                PyObject *t = Py_BuildValue("(Oii)", name, r, c);
                if (!t || PyList_Append(out, t) < 0) { Py_XDECREF(t); Py_DECREF(out); return NULL; }
                Py_DECREF(t);
            }
    }
    return out;
}

PyDoc_STRVAR(search_doc,
"search(rows, cols, free, counters, givens, limit, keep, node_limit, seconds, order, prune, seed, restart_base,\n"
"       stop=None)\n"
"--\n\n"
"Count the domino tilings of a grid that keep every counter in range, up to limit.\n\n"
"free: rows*cols bytes, nonzero = free cell (row-major).\n"
"counters: native int32 buffer, 8 per counter: axis (0 row, 1 column), index,\n"
"  w_HL, w_HR, w_VT, w_VB (weight added per covered cell of the line by role:\n"
"  left/right cell of a horizontal domino, top/bottom cell of a vertical one,\n"
"  each in -1000..1000), lo, hi (INT32_MIN / INT32_MAX = no bound).\n"
"givens: native int32 buffer, 3 per given domino: kind (0 H, 1 V), row, col.\n"
"limit: stop after this many tilings (>= 1); keep: how many tilings to return.\n"
"node_limit: branching nodes allowed (0 = none); seconds: wall-time budget (0 = none).\n"
"order: 0 horizontal first, 1 vertical first, 2 guided by a column's need for\n"
"  vertical dominoes (the counter with axis 1 and weights 1,0,0,0... is used);\n"
"prune: bit 0 removes roles that a tight counter rules out, bit 1 bounds the\n"
"  counters of touched lines exactly under in-line pairing (chain bounds).\n"
"seed: randomises order 2.  restart_base: with limit 1, restart the search\n"
"  from the root after restart_base * luby(i) nodes (0 = never).\n"
"stop: None, or a writable buffer whose first byte another thread may set to\n"
"  end the search (status 2); the GIL is released while it runs.\n\n"
"Returns (status, count, nodes, tilings): status 0 = search exhausted (count is\n"
"exact), 1 = limit reached, 2 = node budget or time ran out (count is a lower\n"
"bound); tilings = list of lists of (\"H\"|\"V\", r, c).\n"
"Raises ValueError / TypeError on malformed arguments, MemoryError.");

static PyObject *py_search(PyObject *self, PyObject *args) {
    (void)self;
    int R, C, order, prune, keep;
    long long limit, node_limit, restart_base;
    unsigned long long seed;
    double seconds;
    PyObject *free_obj, *counters_obj, *givens_obj, *stop_obj = Py_None;
    if (!PyArg_ParseTuple(args, "iiOOOLiLdiiKL|O", &R, &C, &free_obj, &counters_obj, &givens_obj, &limit, &keep,
                          &node_limit, &seconds, &order, &prune, &seed, &restart_base, &stop_obj))
        return NULL;
    if (R < 1 || C < 1 || R > 4096 || C > 4096) return PyErr_Format(PyExc_ValueError, "grid %dx%d out of range 1..4096", R, C);
    if (limit < 1) return PyErr_Format(PyExc_ValueError, "limit must be at least 1");
    if (keep < 0) return PyErr_Format(PyExc_ValueError, "keep must not be negative");
    if (node_limit < 0 || seconds < 0 || !(seconds == seconds))
        return PyErr_Format(PyExc_ValueError, "node_limit and seconds must not be negative");
    if (order < 0 || order > 2) return PyErr_Format(PyExc_ValueError, "order must be 0, 1 or 2");
    if (prune < 0 || prune > 3) return PyErr_Format(PyExc_ValueError, "prune must be 0..3");
    if (restart_base < 0 || (restart_base > 0 && limit != 1))
        return PyErr_Format(PyExc_ValueError, "restarts (restart_base > 0) need limit 1 and restart_base >= 0");
    GkBuffers bufs = {.held = 0};
    Py_ssize_t nfree[1] = {-1}, nkb[1] = {-1}, ngb[1] = {-1};
    const volatile uint8_t *stop = NULL;
    const uint8_t *fr = gk_stop_buffer(&bufs, stop_obj, &stop) ? NULL
                        : gk_buffer(&bufs, free_obj, "free", 'B', 1, 1, 0, nfree);
    const int32_t *kv = fr ? gk_buffer(&bufs, counters_obj, "counters", 'B', 1, 1, 0, nkb) : NULL;
    const int32_t *gv = kv ? gk_buffer(&bufs, givens_obj, "givens", 'B', 1, 1, 0, ngb) : NULL;
    PyObject *result = NULL;
    State s;
    memset(&s, 0, sizeof s);
    Run run;
    memset(&run, 0, sizeof run);
    char msg[GK_MSG_LEN];
    int code;
    if (!gv)
        goto fail;
    if (nfree[0] != (Py_ssize_t)R * C)
        GK_BAD("free has %zd bytes, expected rows*cols = %d", nfree[0], R * C);
    if (nkb[0] % (COUNTER_INTS * 4) || ngb[0] % 12)
        GK_BAD("counters must hold 8 int32 per counter and givens 3 int32 per domino");
    const Py_ssize_t ng = ngb[0] / 12;
    if ((code = df_setup(&s, R, C, fr, kv, (int)(nkb[0] / (COUNTER_INTS * 4)), order, prune, seed, msg)) < 0 ||
        (code = df_check_givens(&s, gv, ng, msg)) < 0) {
        gk_raise(code, msg);
        goto fail;
    }
    run.limit = limit; run.keep = keep; run.node_limit = node_limit; run.restart_base = restart_base;
    run.limits.stop = stop;
    run.kept = keep ? malloc((size_t)keep * (size_t)s.N) : NULL;
    if (keep && !run.kept) { PyErr_NoMemory(); goto fail; }
    Py_BEGIN_ALLOW_THREADS
    run.limits.deadline = gk_deadline_after(seconds);
    code = df_run(&s, &run, gv, ng);
    Py_END_ALLOW_THREADS
    if (code < 0) { gk_raise(code, ""); goto fail; }
    {
        PyObject *h = PyUnicode_InternFromString("H"), *v = PyUnicode_InternFromString("V");
        PyObject *tilings = PyList_New(0);
        if (!h || !v || !tilings) { Py_XDECREF(h); Py_XDECREF(v); Py_XDECREF(tilings); goto fail; }
        for (int i = 0; i < run.nkept; i++) {
            PyObject *t = tiling_list(run.kept + (size_t)i * s.N, R, C, h, v);
            if (!t || PyList_Append(tilings, t) < 0) { Py_XDECREF(t); Py_DECREF(tilings); tilings = NULL; break; }
            Py_DECREF(t);
        }
        Py_DECREF(h); Py_DECREF(v);
        if (tilings) {
            result = Py_BuildValue("(iLLN)", run.status, (long long)run.count, (long long)run.nodes, tilings);
        }
    }
fail:
    free(run.kept);
    df_free(&s);
    gk_release(&bufs);
    return result;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, search_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "gridsat.puzzles.dominofit._kernel",
    "Depth-first search for domino tilings under per-line counters (see search()).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__kernel(void) { return gk_module(&module, NULL); }
