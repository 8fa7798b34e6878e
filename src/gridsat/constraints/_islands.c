/* Python binding of the island genres' compiled deductions (module
 * gridsat.constraints._islands): argument checking, buffers, the GIL.  The
 * algorithm is islands_logic.c (plain C); the Python side is
 * gridsat.constraints.island_logic.  Conventions: gridsat_kernel.h.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "gridsat_kernel.h"
#include "islands_logic.h"

/* The most cells of a board (the work arrays are int32-indexed). */
#define IL_MAX_CELLS (1 << 26)

PyDoc_STRVAR(deduce_doc,
"deduce(nbs, sizes, blocks, state, sea_connected, probe, trials, seconds, stop=None)\n"
"--\n\n"
"The island genres' deductions to a fixed point (the rules of\n"
"gridsat.constraints.island_logic), on state in place.\n\n"
"nbs: int32 buffer, 4 per cell: its neighbours' indices, -1 padding.\n"
"sizes: int32 buffer, 1 per cell: -2 no clue, -1 a clue of any size, else\n"
"  the island's size (>= 1).\n"
"blocks: int32 buffer, 4 cell indices per group never all shaded (2x2).\n"
"state: writable int8 buffer, 1 per cell: -1 undecided, 0 unshaded, 1 shaded.\n"
"sea_connected: the shaded cells are one area (rule 6).\n"
"probe: 0 the rules alone (the costly ones staged); 1 then one-cell trials,\n"
"  at most `trials` of them (-1: no bound).\n"
"seconds: wall-time budget (0 = none); stop: None or a bytearray whose\n"
"  first byte another thread sets nonzero to stop.\n\n"
"Returns 0 (state holds what the rules decide), 1 (no answer agrees with\n"
"the state: proven) or 2 (stopped by time or stop; state holds what was\n"
"decided so far, all of it sound).  Raises ValueError / TypeError on\n"
"malformed arguments (an index out of range, sizes of other lengths),\n"
"MemoryError.");

static PyObject *py_deduce(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *nbs_obj, *sizes_obj, *blocks_obj, *state_obj, *stop_obj = Py_None;
    int sea, probe;
    long long trials;
    double seconds;
    if (!PyArg_ParseTuple(args, "OOOOppLd|O", &nbs_obj, &sizes_obj, &blocks_obj, &state_obj, &sea, &probe, &trials,
                          &seconds, &stop_obj))
        return NULL;
    if (!(seconds >= 0))
        return PyErr_Format(PyExc_ValueError, "seconds must be 0 or more");
    GkBuffers bufs = {.held = 0};
    Py_ssize_t sn[1] = {-1}, nn[1] = {-1}, zn[1] = {-1}, bn[1] = {-1};
    const volatile uint8_t *stop;
    int8_t *state = gk_buffer(&bufs, state_obj, "state", 'i', 1, -1, 1, sn);
    if (!state)
        goto fail;
    if (sn[0] < 1 || sn[0] > IL_MAX_CELLS)
        GK_BAD("state has %zd cells; expected 1 to %d", sn[0], IL_MAX_CELLS);
    const int n = (int)sn[0];
    nn[0] = (Py_ssize_t)n * IL_DEG;
    zn[0] = n;
    const int32_t *nbs = gk_buffer(&bufs, nbs_obj, "nbs", 'i', 4, -1, 0, nn);
    const int32_t *sizes = nbs ? gk_buffer(&bufs, sizes_obj, "sizes", 'i', 4, -1, 0, zn) : NULL;
    const int32_t *blocks = sizes ? gk_buffer(&bufs, blocks_obj, "blocks", 'i', 4, -1, 0, bn) : NULL;
    if (!blocks || gk_stop_buffer(&bufs, stop_obj, &stop) < 0)
        goto fail;
    if (bn[0] % IL_DEG)
        GK_BAD("blocks has %zd items, not a multiple of %d", bn[0], IL_DEG);
    for (Py_ssize_t i = 0; i < nn[0]; i++)
        if (nbs[i] < -1 || nbs[i] >= n)
            GK_BAD("nbs[%zd] = %d is not a cell index (0..%d) or -1", i, (int)nbs[i], n - 1);
    for (Py_ssize_t i = 0; i < bn[0]; i++)
        if (blocks[i] < 0 || blocks[i] >= n)
            GK_BAD("blocks[%zd] = %d is not a cell index (0..%d)", i, (int)blocks[i], n - 1);
    for (int i = 0; i < n; i++) {
        if (sizes[i] < IL_NO_CLUE || sizes[i] == 0)
            GK_BAD("sizes[%d] = %d is not -2, -1 or a size of 1 or more", i, (int)sizes[i]);
        if (state[i] < IL_UNKNOWN || state[i] > IL_SHADED)
            GK_BAD("state[%d] = %d is not -1, 0 or 1", i, (int)state[i]);
    }
    IlBoard board = {.n = n, .nbs = nbs, .size = sizes, .nblocks = (int)(bn[0] / IL_DEG), .blocks = blocks,
                     .sea_connected = sea};
    int code;
    Py_BEGIN_ALLOW_THREADS
    GkLimits lim = {.deadline = gk_deadline_after(seconds), .stop = stop, .cpu_deadline = 0.0};
    code = il_deduce(&board, state, probe, trials < 0 ? -1 : (int64_t)trials, &lim);
    Py_END_ALLOW_THREADS
    gk_release(&bufs);
    if (code < 0)
        return gk_raise(code, "");
    return PyLong_FromLong(code);
fail:
    gk_release(&bufs);
    return NULL;
}

static PyMethodDef methods[] = {
    {"deduce", py_deduce, METH_VARARGS, deduce_doc},
    {NULL, NULL, 0, NULL},
};

static PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "gridsat.constraints._islands",
    "The island genres' deductions, compiled (see gridsat.constraints.island_logic).", -1, methods,
    NULL, NULL, NULL, NULL,
};

static const GkConstant constants[] = {
    {"OK", IL_OK}, {"CONTRADICTION", IL_CONTRADICTION}, {"STOPPED", IL_STOPPED}, {NULL, 0},
};

PyMODINIT_FUNC PyInit__islands(void)
{
    return gk_module(&module, constants);
}
