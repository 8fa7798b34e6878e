/* Python binding of the Domino Fit alternating-cycle local search (module
 * gridsat.puzzles.dominofit._cycle_kernel): argument checking, buffers, the
 * GIL and the results.  The algorithm is cycle_kernel_search.c (plain C);
 * the Python side is gridsat.puzzles.dominofit.cycle_kernel.  Conventions:
 * gridsat_kernel.h.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <string.h>

#include "gridsat_kernel.h"
#include "cycle_kernel_search.h"

static PyObject *tiling_list(const State *s) {
    PyObject *h = PyUnicode_InternFromString("H"), *v = PyUnicode_InternFromString("V");
    PyObject *out = PyList_New(0);
    if (!h || !v || !out) goto fail;
    for (int x = 0; x < s->N; x++) {
        int y = s->mate[x];
        if (!s->state[x] || y <= x) continue;
        PyObject *t = Py_BuildValue("(Oii)", y / s->C == x / s->C ? h : v, x / s->C, x % s->C);
        if (!t || PyList_Append(out, t) < 0) { Py_XDECREF(t); goto fail; }
        Py_DECREF(t);
    }
    Py_DECREF(h); Py_DECREF(v);
    return out;
fail:
    Py_XDECREF(h); Py_XDECREF(v); Py_XDECREF(out);
    return NULL;
}


PyDoc_STRVAR(solve_doc,
"solve(rows, cols, free, counters, givens, seed, seconds, max_rounds, stop=None, cpu_seconds=0)\n"
"--\n\n"
"Find a domino tiling of the free cells that keeps every counter within its\n"
"bounds, by local search over alternating cycles (incomplete).\n\n"
"free: rows*cols bytes, nonzero = free cell (row-major); rows*cols <= 2**22.\n"
"counters: native int32 buffer, 8 per counter: axis (0 row, 1 column), index,\n"
"  w_HL, w_HR, w_VT, w_VB (weight per covered cell of the line by role, each in\n"
"  -16..16; at most 16 counters per line), lo, hi (INT32_MIN / INT32_MAX = no\n"
"  bound).\n"
"givens: native int32 buffer, 3 per given domino: kind (0 H, 1 V), row, col.\n"
"seed: randomises the search; seconds: wall-time budget (0 = none);\n"
"max_rounds: cycle searches allowed (0 = no limit).\n"
"stop: None, or a writable buffer whose first byte another thread may set to\n"
"  nonzero to end the search early (status 2, as when time runs out).\n"
"cpu_seconds: a budget of this thread's CPU time (0 = none; status 2 too).\n\n"
"Returns (status, tiling, rounds, penalty): status 0 = solved (tiling is the\n"
"list of (\"H\"|\"V\", r, c), givens included), 1 = the free cells have no\n"
"domino tiling at all (proven; tiling None), 2 = budget or time ran out\n"
"(tiling None); penalty = sum over counters of the distance to [lo, hi]\n"
"in the last tiling (0 when solved, -1 when no tiling was built).\n"
"Raises ValueError / TypeError on malformed arguments, MemoryError.");


static PyObject *py_solve(PyObject *self, PyObject *args) {
    (void)self;
    int R, C;
    unsigned long long seed;
    double seconds, cpu_seconds = 0.0;
    long long max_rounds;
    PyObject *free_obj, *counters_obj, *givens_obj, *stop_obj = Py_None;
    if (!PyArg_ParseTuple(args, "iiOOOKdL|Od", &R, &C, &free_obj, &counters_obj, &givens_obj, &seed, &seconds,
                          &max_rounds, &stop_obj, &cpu_seconds))
        return NULL;
    if (R < 1 || C < 1 || R > 4096 || C > 4096 || (int64_t)R * C > MAX_CELLS)
        return PyErr_Format(PyExc_ValueError, "grid %dx%d out of range (sides 1..4096, at most %d cells)", R, C,
                            MAX_CELLS);
    if (seconds < 0 || !(seconds == seconds) || cpu_seconds < 0 || !(cpu_seconds == cpu_seconds) || max_rounds < 0)
        return PyErr_Format(PyExc_ValueError, "seconds and max_rounds must not be negative");
    GkBuffers bufs = {.held = 0};
    PyObject *result = NULL;
    State s;
    memset(&s, 0, sizeof s);
    const volatile uint8_t *stop;
    Py_ssize_t nfree[1] = {-1}, nkb[1] = {-1}, ngb[1] = {-1};
    const uint8_t *fr = NULL;
    const int32_t *kv = NULL, *gv = NULL;
    if (gk_stop_buffer(&bufs, stop_obj, &stop) || !(fr = gk_buffer(&bufs, free_obj, "free", 'B', 1, 1, 0, nfree)) ||
        !(kv = gk_buffer(&bufs, counters_obj, "counters", 'B', 1, 1, 0, nkb)) ||
        !(gv = gk_buffer(&bufs, givens_obj, "givens", 'B', 1, 1, 0, ngb)))
        goto fail;
    if (nfree[0] != (Py_ssize_t)R * C)
        GK_BAD("free has %zd bytes, expected rows*cols = %d", nfree[0], R * C);
    if (nkb[0] % (COUNTER_INTS * 4) || ngb[0] % 12)
        GK_BAD("counters must hold 8 int32 per counter and givens 3 int32 per domino");
    char msg[GK_MSG_LEN];
    int code = dc_setup(&s, R, C, fr, kv, (int)(nkb[0] / (COUNTER_INTS * 4)), gv, ngb[0] / 12, seed, msg);
    if (code < 0) {
        gk_raise(code, msg);
        goto fail;
    }
    s.limits.stop = stop;
    int64_t rounds, penalty;
    Py_BEGIN_ALLOW_THREADS
    s.limits.deadline = gk_deadline_after(seconds);
    s.limits.cpu_deadline = gk_cpu_deadline_after(cpu_seconds);
    code = dc_solve(&s, max_rounds, &rounds, &penalty);
    Py_END_ALLOW_THREADS
    if (code < 0) {
        gk_raise(code, "");
        goto fail;
    }
    if (code == ST_SOLVED) {
        PyObject *tiling = tiling_list(&s);
        if (tiling) result = Py_BuildValue("(iNLL)", code, tiling, (long long)rounds, (long long)penalty);
    } else {
        result = Py_BuildValue("(iOLL)", code, Py_None, (long long)rounds, (long long)penalty);
    }
fail:
    dc_free(&s);
    gk_release(&bufs);
    return result;
}

static PyMethodDef methods[] = {
    {"solve", py_solve, METH_VARARGS, solve_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "gridsat.puzzles.dominofit._cycle_kernel",
    "Domino tilings under per-line counters by local search over alternating cycles (see solve()).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__cycle_kernel(void) { return gk_module(&module, NULL); }
