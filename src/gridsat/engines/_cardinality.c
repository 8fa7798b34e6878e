/* _cardinality.c -- the Python binding of the cardinality search
 * (cardinality_search.h and cardinality_loop.h: the algorithm, plain C).  Arrays arrive through the
 * buffer protocol; the GIL is released while the search runs. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "cardinality_search.h"

static int take(PyObject *obj, Py_buffer *view, Py_ssize_t itemsize, const char *name)
{
    if (PyObject_GetBuffer(obj, view, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT) < 0)
        return -1;
    if (view->itemsize != itemsize || view->ndim > 1) {
        PyErr_Format(PyExc_TypeError, "%s must be a flat buffer of %zd-byte integers", name, itemsize);
        PyBuffer_Release(view);
        view->obj = NULL;
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(search_doc,
"search(lo, hi, start, members, fixed, limit, keep, seconds, stop=None, probe=2, cpu=0, loop=None, bands=1,\n"
"       nodes=None, links=None, present=1, connect_probe=1)\n"
"--\n\n"
"Count the 0/1 assignments of n = len(fixed) variables under m = len(lo)\n"
"constraints lo[c] <= sum of members[start[c]:start[c + 1]] <= hi[c]\n"
"(int32 buffers; start has m + 1 entries, members index the variables).\n"
"fixed: n int8 values, -1 free or the value a variable must take.\n"
"limit: stop after this many solutions (-1: all); keep: how many to return\n"
"(-1: all);\n"
"seconds: time limit (<= 0: none); stop: None or a bytearray whose first\n"
"byte another thread may set nonzero to stop the search; probe: failed-\n"
"literal probing at every node, 0 none, 1 of the value true, 2 of both;\n"
"cpu: CPU seconds of the calling thread the search may use (<= 0: no limit);\n"
"loop: None, or int32 triples (variable, node, node): edges of a graph whose\n"
"true ones must form one closed loop (nodes numbered from 0, each variable\n"
"at most one edge; a solution has at least one edge true);\n"
"bands: 1 to apply the band rule over the partitions of the variables among\n"
"the \"exactly\" rules (Star Battle's rows, columns and regions), 0 not to;\n"
"nodes: None, or int32 variables, one per node of a graph (distinct), and\n"
"links: int32 node pairs, its edges: the nodes whose variable equals present\n"
"(1 or 0) must be connected in the graph; connect_probe: 1 to apply that\n"
"rule in every probe too (0: at search nodes only).\n"
"Returns (count, complete, solutions, nodes): complete is True when no\n"
"further solution exists; solutions is bytes of min(count, keep) * n values.\n"
"Raises ValueError for an index or value out of range, MemoryError.");

static PyObject *search(PyObject *self, PyObject *args, PyObject *kw)
{
    static char *names[] = {"lo", "hi", "start", "members", "fixed", "limit", "keep", "seconds", "stop", "probe", "cpu",
                             "loop", "bands", "nodes", "links", "present", "connect_probe", NULL};
    PyObject *olo, *ohi, *ostart, *omem, *ofix, *ostop = Py_None, *oloop = Py_None, *onodes = Py_None,
             *olinks = Py_None;
    int present = 1, connect_probe = 1;
    long long limit, keep;
    double seconds;
    int probe = 2;
    double cpu = 0;
    int bands = 1;
    Py_buffer lo = {0}, hi = {0}, start = {0}, mem = {0}, fix = {0}, stop = {0}, loop = {0}, cnodes = {0},
              clinks = {0};
    int32_t ncnodes = 0, nclinks = 0;
    int32_t nodes = 0, nedges = 0;
    uint8_t *seen = NULL;
    PyObject *result = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OOOOOLLd|OidOiOOii", names, &olo, &ohi, &ostart, &omem, &ofix, &limit,
                                     &keep, &seconds, &ostop, &probe, &cpu, &oloop, &bands, &onodes, &olinks,
                                     &present, &connect_probe))
        return NULL;
    if (take(olo, &lo, 4, "lo") || take(ohi, &hi, 4, "hi") || take(ostart, &start, 4, "start")
        || take(omem, &mem, 4, "members") || take(ofix, &fix, 1, "fixed"))
        goto fail;
    if (ostop != Py_None) {
        if (PyObject_GetBuffer(ostop, &stop, PyBUF_WRITABLE) < 0)
            goto fail;
        if (stop.len < 1) {
            PyErr_SetString(PyExc_ValueError, "stop must be a writable buffer of at least one byte");
            goto fail;
        }
    }
    Py_ssize_t m = lo.len / 4, n = fix.len, total = mem.len / 4;
    const int32_t *plo = lo.buf, *phi = hi.buf, *pstart = start.buf, *pmem = mem.buf;
    const int8_t *pfix = fix.buf;
    if (hi.len / 4 != m || start.len / 4 != m + 1 || n > INT32_MAX / 2 || total > INT32_MAX / 2
        || pstart[0] != 0 || pstart[m] != total) {
        PyErr_SetString(PyExc_ValueError, "lo, hi, start and members do not describe the same constraints");
        goto fail;
    }
    for (Py_ssize_t c = 0; c < m; c++)
        if (pstart[c + 1] < pstart[c]) {
            PyErr_Format(PyExc_ValueError, "start must not decrease (constraint %zd)", c);
            goto fail;
        }
    for (Py_ssize_t k = 0; k < total; k++)
        if (pmem[k] < 0 || pmem[k] >= n) {
            PyErr_Format(PyExc_ValueError, "members[%zd] = %d is not a variable (0..%zd)", k, pmem[k], n - 1);
            goto fail;
        }
    for (Py_ssize_t v = 0; v < n; v++)
        if (pfix[v] < -1 || pfix[v] > 1) {
            PyErr_Format(PyExc_ValueError, "fixed[%zd] = %d is not -1, 0 or 1", v, pfix[v]);
            goto fail;
        }
    const int32_t *ploop = NULL;
    if (oloop != Py_None) {
        if (take(oloop, &loop, 4, "loop"))
            goto fail;
        ploop = loop.buf;
        if (loop.len / 4 % 3 || loop.len / 4 / 3 > n) {
            PyErr_SetString(PyExc_ValueError, "loop must hold (variable, node, node) triples, one per variable at most");
            goto fail;
        }
        nedges = (int32_t)(loop.len / 12);
        seen = calloc((size_t)n + 1, 1);
        if (!seen) {
            PyErr_NoMemory();
            goto fail;
        }
        for (int32_t e = 0; e < nedges; e++) {
            int32_t v = ploop[3 * e], a = ploop[3 * e + 1], b = ploop[3 * e + 2];
            if (v < 0 || v >= n || seen[v] || a < 0 || b < 0 || a == b || a >= INT32_MAX / 2 || b >= INT32_MAX / 2) {
                PyErr_Format(PyExc_ValueError, "loop edge %d (variable %d, nodes %d and %d) is not an edge of a new "
                             "variable between two nodes", e, v, a, b);
                goto fail;
            }
            seen[v] = 1;
            nodes = a >= nodes ? a + 1 : nodes;
            nodes = b >= nodes ? b + 1 : nodes;
        }
        if (nedges == 0)
            nodes = 1;  /* a loop rule over no edge: never satisfied */
    }
    const int32_t *pcnodes = NULL, *pclinks = NULL;
    if ((onodes == Py_None) != (olinks == Py_None)) {
        PyErr_SetString(PyExc_ValueError, "nodes and links come together");
        goto fail;
    }
    if (onodes != Py_None) {
        if (take(onodes, &cnodes, 4, "nodes") || take(olinks, &clinks, 4, "links"))
            goto fail;
        if (present != 0 && present != 1) {
            PyErr_SetString(PyExc_ValueError, "present must be 0 or 1");
            goto fail;
        }
        pcnodes = cnodes.buf;
        pclinks = clinks.buf;
        ncnodes = (int32_t)(cnodes.len / 4);
        nclinks = (int32_t)(clinks.len / 8);
        if (cnodes.len / 4 > n || clinks.len / 4 % 2 || clinks.len / 8 > INT32_MAX / 4) {
            PyErr_SetString(PyExc_ValueError, "nodes must hold one variable per node, links node pairs");
            goto fail;
        }
        free(seen);
        seen = calloc((size_t)n + 1, 1);
        if (!seen) {
            PyErr_NoMemory();
            goto fail;
        }
        for (int32_t u = 0; u < ncnodes; u++) {
            if (pcnodes[u] < 0 || pcnodes[u] >= n || seen[pcnodes[u]]) {
                PyErr_Format(PyExc_ValueError, "node %d's variable %d is not a new variable", u, pcnodes[u]);
                goto fail;
            }
            seen[pcnodes[u]] = 1;
        }
        for (int32_t k = 0; k < nclinks; k++) {
            int32_t a = pclinks[2 * k], b = pclinks[2 * k + 1];
            if (a < 0 || b < 0 || a >= ncnodes || b >= ncnodes || a == b) {
                PyErr_Format(PyExc_ValueError, "link %d (nodes %d and %d) does not join two nodes", k, a, b);
                goto fail;
            }
        }
    }
    uint8_t *out = NULL;
    int64_t cap = 0;
    CsState s;
    int complete = 0;
    int64_t count;
    int inited = 0;
    const volatile uint8_t *flag = stop.obj ? (const uint8_t *)stop.buf : NULL;
    Py_BEGIN_ALLOW_THREADS
    count = cs_init(&s, (int32_t)n, (int32_t)m, plo, phi, pstart, pmem);
    if (count == 0 && ploop)
        count = cs_loop(&s, nodes, nedges, ploop);
    if (count == 0 && pcnodes)
        count = cs_connect(&s, ncnodes, pcnodes, nclinks, pclinks, (int8_t)present);
    if (count == 0) {
        inited = 1;
        s.stop = flag;
        s.probe = probe < 0 ? 0 : probe > 2 ? 2 : probe;
        s.bands = bands != 0 && s.pairs != 0;
        s.conn_probe = connect_probe != 0;
        s.deadline = seconds > 0 ? cs_now() + seconds : 0;
        s.cpu_deadline = cpu > 0 ? cs_cpu() + cpu : 0;
        count = cs_search(&s, pfix, limit, keep, &out, &cap, &complete);
    }
    Py_END_ALLOW_THREADS
    if (count < 0) {
        if (inited || ploop || pcnodes)
            cs_free(&s);
        free(out);
        PyErr_NoMemory();
        goto fail;
    }
    long long kept = keep < 0 || count < keep ? count : keep;
    result = Py_BuildValue("(LOy#L)", (long long)count, complete ? Py_True : Py_False, out ? (const char *)out : "",
                           (Py_ssize_t)(kept * n), (long long)s.nodes);
    cs_free(&s);
    free(out);
fail:
    if (lo.obj) PyBuffer_Release(&lo);
    if (hi.obj) PyBuffer_Release(&hi);
    if (start.obj) PyBuffer_Release(&start);
    if (mem.obj) PyBuffer_Release(&mem);
    if (fix.obj) PyBuffer_Release(&fix);
    if (stop.obj) PyBuffer_Release(&stop);
    if (loop.obj) PyBuffer_Release(&loop);
    if (cnodes.obj) PyBuffer_Release(&cnodes);
    if (clinks.obj) PyBuffer_Release(&clinks);
    free(seen);
    return result;
}

static PyMethodDef methods[] = {
    {"search", (PyCFunction)(void (*)(void))search, METH_VARARGS | METH_KEYWORDS, search_doc},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_cardinality",
    "A complete depth-first search over cardinality constraints (see cardinality_search.h).", -1, methods,
};

PyMODINIT_FUNC PyInit__cardinality(void)
{
    return PyModule_Create(&module);
}
