/* Python binding of the Yin-Yang search kernel (module
 * gridsat.puzzles.yinyang._kernel): argument checking, buffers, the GIL and
 * the results.  The algorithm is kernel_search.c (plain C); the Python side
 * is gridsat.puzzles.yinyang.kernel.  Conventions: gridsat_kernel.h.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdlib.h>
#include <string.h>

#include "gridsat_kernel.h"
#include "kernel_components.h"
#include "kernel_search.h"

/* A board of rows*cols unsigned bytes, each 0, 1 or 2 (1 or 2 when bottom
 * is 1), held in b; NULL with a one-line exception naming `what`. */
static const uint8_t *read_grid(GkBuffers *b, PyObject *obj, int rows, int cols, const char *what, int bottom)
{
    Py_ssize_t shape[1] = {-1};
    const uint8_t *g = gk_buffer(b, obj, what, 'u', 1, -1, 0, shape);
    if (!g)
        return NULL;
    if (shape[0] != (Py_ssize_t)rows * cols) {
        PyErr_Format(PyExc_ValueError, "%s has %zd bytes, expected rows * cols = %lld", what, shape[0],
                     (long long)rows * cols);
        return NULL;
    }
    for (Py_ssize_t i = 0; i < shape[0]; i++) {
        if (g[i] > 2) {
            PyErr_Format(PyExc_ValueError, "%s: cell %zd has value %d (expected 0, 1 or 2)", what, i, g[i]);
            return NULL;
        }
        if (g[i] < bottom) {
            PyErr_Format(PyExc_ValueError, "%s: every cell must be 1 or 2", what);
            return NULL;
        }
    }
    return g;
}

static int check_board(int rows, int cols, unsigned int rules)
{
    if (rows < 1 || cols < 1 || rows > 20000 || cols > 20000 || (long long)rows * cols > 25000000LL) {
        PyErr_Format(PyExc_ValueError, "board %dx%d: each side must be 1..20000 and at most 25000000 cells",
                     rows, cols);
        return -1;
    }
    if (rules > RULES_ALL) {
        PyErr_Format(PyExc_ValueError, "rules must be a bit mask below %d", RULES_ALL + 1);
        return -1;
    }
    return 0;
}

/* A framed copy of an optional answer grid (None: NULL with no exception). */
static int framed_answer(GkBuffers *b, PyObject *obj, int rows, int cols, const char *what, uint8_t **out)
{
    *out = NULL;
    if (obj == Py_None)
        return 0;
    const uint8_t *g = read_grid(b, obj, rows, cols, what, 1);
    if (!g)
        return -1;
    if (!(*out = yy_framed(g, rows, cols))) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(search_doc,
"search(givens, rows, cols, limit, rules, max_nodes, seconds, restart_base, avoid=None, prefer=None, stop=None,\n"
"       keep=-1, cpu_seconds=0)\n"
"--\n\n"
"Depth-first search for up to `limit` answers of a Yin-Yang board.\n\n"
"givens: rows*cols unsigned bytes row-major (0 empty, 1 white, 2 black).\n"
"limit >= 1; rules: bit mask of deduction rules; max_nodes <= 0: no budget;\n"
"seconds <= 0: no time limit; restart_base: nodes of the first run before a\n"
"restart (<= 0: never restart).  avoid: an answer (rows*cols bytes of 1/2)\n"
"that is not counted; prefer: rows*cols bytes of 1/2, the colour each\n"
"branch tries first (default: avoid's colour, else white); stop: None or a\n"
"bytearray whose first byte another thread may set nonzero to stop the search\n"
"(reported as a deadline stop); keep: store only the first `keep` answers and\n"
"count the others (only without restarts; -1: store all); cpu_seconds > 0:\n"
"a budget of this thread's CPU time (reported as a deadline stop).\n"
"Returns (answers: list of bytes, stop: 0 exhausted / 1 deadline / 2 node\n"
"budget / 3 limit reached, nodes, probes, failed probes, restarts, answers counted).");

static PyObject *py_search(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *gobj, *aobj = Py_None, *pobj = Py_None, *sobj = Py_None;
    int rows, cols;
    Py_ssize_t limit, keep = -1;
    unsigned int rules;
    long long max_nodes, restart_base;
    double seconds, cpu_seconds = 0.0;
    if (!PyArg_ParseTuple(args, "OiinILdL|OOOnd", &gobj, &rows, &cols, &limit, &rules, &max_nodes, &seconds,
                          &restart_base, &aobj, &pobj, &sobj, &keep, &cpu_seconds))
        return NULL;
    if (check_board(rows, cols, rules))
        return NULL;
    if (limit < 1) {
        PyErr_SetString(PyExc_ValueError, "limit must be at least 1");
        return NULL;
    }
    if (keep < 0 || restart_base > 0 || keep > limit)
        keep = limit;
    GkBuffers bufs = {.held = 0};
    YY s;
    memset(&s, 0, sizeof s);
    uint8_t *avoid = NULL, *prefer = NULL;
    PyObject *out = NULL;
    const uint8_t *givens = read_grid(&bufs, gobj, rows, cols, "givens", 0);
    const volatile uint8_t *stop;
    if (!givens || framed_answer(&bufs, aobj, rows, cols, "avoid", &avoid) ||
        framed_answer(&bufs, pobj, rows, cols, "prefer", &prefer) || gk_stop_buffer(&bufs, sobj, &stop))
        goto fail;
    if (avoid && !prefer) { /* measured: far faster than trying the opposite first */
        size_t framed = (size_t)(rows + 2) * (cols + 2);
        if (!(prefer = malloc(framed))) {
            PyErr_NoMemory();
            goto fail;
        }
        memcpy(prefer, avoid, framed);
    }
    if (yy_alloc(&s, rows, cols, rules)) {
        PyErr_NoMemory();
        goto fail;
    }
    s.avoid = avoid;
    s.prefer = prefer;
    avoid = prefer = NULL; /* yy_free frees them now */
    s.max_nodes = max_nodes;
    s.limits.stop = stop;
    s.keep = keep;
    s.restart_base = restart_base;
    s.rng = 0x9E3779B97F4A7C15ULL;
    int code;
    Py_BEGIN_ALLOW_THREADS
    s.limits.deadline = gk_deadline_after(seconds);
    s.limits.cpu_deadline = gk_cpu_deadline_after(cpu_seconds);
    yy_place_givens(&s, givens);
    code = yy_search(&s, limit);
    Py_END_ALLOW_THREADS
    if (code < 0) {
        gk_raise(code, "");
        goto fail;
    }
    const Py_ssize_t stored = s.nsols < s.keep ? s.nsols : s.keep, n = (Py_ssize_t)rows * cols;
    PyObject *list = PyList_New(stored);
    if (!list)
        goto fail;
    for (Py_ssize_t i = 0; i < stored; i++) {
        PyObject *b = PyBytes_FromStringAndSize((const char *)s.sols + i * n, n);
        if (!b) {
            Py_DECREF(list);
            goto fail;
        }
        PyList_SET_ITEM(list, i, b);
    }
    int why = s.stopped ? s.stopped : (s.nsols >= limit ? 3 : 0);
    out = Py_BuildValue("(NiLLLLn)", list, why, s.nodes, s.probes, s.failures, s.restarts, (Py_ssize_t)s.nsols);
fail:
    free(avoid);
    free(prefer);
    yy_free(&s);
    gk_release(&bufs);
    return out;
}

PyDoc_STRVAR(propagate_doc,
"propagate(givens, rows, cols, rules, seconds)\n"
"--\n\n"
"The deductions of the enabled rules (no search) on a board.\n"
"Returns (state, grid): state 0 fixpoint / 1 contradiction / 2 deadline;\n"
"grid: rows*cols bytes 0 undecided / 1 white / 2 black (None on contradiction).");

static PyObject *py_propagate(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *gobj;
    int rows, cols;
    unsigned int rules;
    double seconds;
    if (!PyArg_ParseTuple(args, "OiiId", &gobj, &rows, &cols, &rules, &seconds))
        return NULL;
    if (check_board(rows, cols, rules))
        return NULL;
    GkBuffers bufs = {.held = 0};
    YY s;
    memset(&s, 0, sizeof s);
    PyObject *out = NULL;
    const uint8_t *givens = read_grid(&bufs, gobj, rows, cols, "givens", 0);
    if (!givens)
        goto fail;
    if (yy_alloc(&s, rows, cols, rules)) {
        PyErr_NoMemory();
        goto fail;
    }
    int res;
    Py_BEGIN_ALLOW_THREADS
    s.limits.deadline = gk_deadline_after(seconds);
    yy_place_givens(&s, givens);
    res = yy_propagate(&s);
    Py_END_ALLOW_THREADS
    if (res == CONFLICT) {
        out = Py_BuildValue("(iO)", res, Py_None);
    } else {
        PyObject *grid = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)rows * cols);
        if (grid) {
            yy_copy_grid(&s, (uint8_t *)PyBytes_AS_STRING(grid));
            out = Py_BuildValue("(iN)", res, grid);
        }
    }
fail:
    yy_free(&s);
    gk_release(&bufs);
    return out;
}

PyDoc_STRVAR(components_doc,
"components(grid, rows, cols, values)\n"
"--\n\n"
"The orthogonally connected components of the cells whose value v (0, 1 or 2)\n"
"has bit 1 << v set in `values`.  Returns (count, labels): labels is rows*cols\n"
"int32 (native order), each cell's component number (in the order of their\n"
"smallest cells) or -1 for a cell not kept.");

static PyObject *py_components(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *gobj;
    int rows, cols;
    unsigned int values;
    if (!PyArg_ParseTuple(args, "OiiI", &gobj, &rows, &cols, &values))
        return NULL;
    if (check_board(rows, cols, 0))
        return NULL;
    GkBuffers bufs = {.held = 0};
    PyObject *out = NULL;
    const uint8_t *grid = read_grid(&bufs, gobj, rows, cols, "grid", 0);
    const size_t n = (size_t)rows * cols;
    int32_t *stack = grid ? malloc(n * sizeof *stack) : NULL;
    PyObject *labels = stack ? PyBytes_FromStringAndSize(NULL, (Py_ssize_t)(n * sizeof(int32_t))) : NULL;
    if (grid && !stack)
        PyErr_NoMemory();
    if (labels) {
        int32_t count;
        Py_BEGIN_ALLOW_THREADS
        count = yy_components(grid, rows, cols, values, (int32_t *)PyBytes_AS_STRING(labels), stack);
        Py_END_ALLOW_THREADS
        out = Py_BuildValue("(iN)", count, labels);
    }
    free(stack);
    gk_release(&bufs);
    return out;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, search_doc},
    {"propagate", py_propagate, METH_VARARGS, propagate_doc},
    {"components", py_components, METH_VARARGS, components_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "gridsat.puzzles.yinyang._kernel",
    "Yin-Yang propagation and backtracking search (see gridsat.puzzles.yinyang.kernel).", -1, methods,
    NULL, NULL, NULL, NULL,
};

static const GkConstant constants[] = {
    {"RULE_TRIPLE", RULE_TRIPLE},         {"RULE_CHECKER", RULE_CHECKER},
    {"RULE_BORDER", RULE_BORDER},         {"RULE_REACH", RULE_REACH},
    {"RULE_CUT", RULE_CUT},               {"RULE_TREE", RULE_TREE},
    {"RULE_PARITY", RULE_PARITY},         {"RULE_REGION", RULE_REGION},
    {"RULE_PROBE_ROOT", RULE_PROBE_ROOT}, {"RULE_PROBE_ALL", RULE_PROBE_ALL},
    {"RULES_ALL", RULES_ALL},             {"BYTES_PER_CELL", BYTES_PER_CELL},
    {NULL, 0},
};

PyMODINIT_FUNC PyInit__kernel(void) { return gk_module(&module, constants); }
