/* gridsat_kernel.h -- what every compiled kernel of gridsat shares.
 *
 * The convention (setup.py's docstring says the same; follow both):
 *
 *   - A kernel is one extension module, gridsat.<path>._NAME, built from
 *       _NAME.c           the binding: argument parsing, buffers, the GIL,
 *                         Python results, the module table and PyInit__NAME;
 *       NAME_<part>.c     the algorithm: plain C11, never includes Python.h;
 *       NAME_<part>.h     the algorithm's state and entry points, included by
 *                         both; it includes this header first (which sets
 *                         the POSIX level), then standard headers only.
 *     all in one folder.  setup.py compiles every NAME_*.c of the folder into
 *     the _NAME module (the longest NAME wins when two could claim a file;
 *     a .c file that no binding claims stops the build; a binding without
 *     NAME_*.c files, like _cover.c until it is split, builds alone), with
 *     this folder (src/gridsat/engines) on the include path: write #include
 *     "gridsat_kernel.h" from any package.
 *   - Entry points of the algorithm are named with a prefix of the kernel
 *     (yy_, df_, ...), take no Python objects, never touch the GIL and return
 *     an int code: >= 0 their own results, GK_NOMEM, or GK_BADINPUT with a
 *     one-line message written into a caller's char[GK_MSG_LEN] (gk_fail);
 *     the binding turns that into MemoryError / ValueError (gk_raise).
 *   - Hot paths stay inside one algorithm file (static, static inline, or
 *     always_inline helpers); a helper both files need in a hot path goes in
 *     the algorithm header as static inline.  An entry point is a thin
 *     wrapper around a static function: under -fPIC GCC does not inline an
 *     exported function into its callers (it could be interposed), so a hot
 *     function made extern would lose its inlining.  Calls from the binding
 *     into the algorithm happen once per Python call, so the split costs
 *     nothing measurable, with one catch: a state that arrives behind the
 *     binding's pointer may, for all GCC knows (-fno-strict-aliasing), be
 *     overwritten by any store into its own arrays, so hot loops reload its
 *     fields.  Before the split the state was a local of the same function
 *     that malloc'd its arrays, and GCC knew better.  An entry point that
 *     runs a hot loop therefore works on a local copy: `State s = *sp;
 *     ... *sp = s;` (measured on the cycle kernel: 2 % more instructions
 *     without it; the others measured no difference).
 *   - Time limits: the binding turns `seconds` into a deadline with
 *     gk_deadline_after() inside Py_BEGIN_ALLOW_THREADS (so waiting for the
 *     GIL is not charged) and the algorithm polls gk_stopped() (a clock
 *     read, about 20 ns) wherever a step may take long: per search node, or
 *     every few thousand cheap steps.  A kernel that can be stopped from another thread
 *     (Ctrl-C through gridsat.engines.interrupt, or a race) takes an optional
 *     argument `stop`: None or a bytearray whose first byte another thread
 *     sets nonzero; gk_stop_buffer() reads it.
 *   - Arrays arrive through the buffer protocol only (no numpy headers):
 *     gk_buffer() takes each C-contiguous buffer into a GkBuffers set,
 *     checking its item type, dimensions and shape with a one-line
 *     TypeError / ValueError naming the argument; gk_release() gives them
 *     all back on every path (bindings clean up at one `fail` label).
 *   - The module: a PyModuleDef plus a table of integer constants (GkConstant,
 *     ended by {NULL, 0}), created by gk_module().
 *
 * Part 1 below is plain C and is all that an algorithm file sees; part 2
 * (only when Python.h was included first, as every binding does) holds the
 * CPython helpers.  Everything is static inline: no symbols, no library.
 */
#ifndef GRIDSAT_KERNEL_H
#define GRIDSAT_KERNEL_H

/* clock_gettime under -std=c11 needs POSIX.1-2008; a binding has it from
 * Python.h, an algorithm file from here (so this header comes before any
 * system header: algorithm headers include it first). */
#if !defined(Py_PYTHON_H) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

/* ------------------------------------------------------------------------ */
/* part 1: plain C, for algorithm files and bindings                         */

/* Codes an algorithm entry point returns besides its own (>= 0) results. */
enum { GK_NOMEM = -1, GK_BADINPUT = -2 };

/* Room for the one-line message of GK_BADINPUT (gk_fail). */
#define GK_MSG_LEN 256

/* Write a one-line message about bad input into msg (GK_MSG_LEN bytes) and
 * return GK_BADINPUT: `return gk_fail(msg, "counter %d: ...", i);`. */
static inline int gk_fail(char *msg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, GK_MSG_LEN, fmt, ap);
    va_end(ap);
    return GK_BADINPUT;
}

/* Seconds on the monotonic clock (CLOCK_MONOTONIC: never jumps with the
 * wall clock; only differences mean anything). */
static inline double gk_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The deadline `seconds` from now, or 0 (none) when seconds <= 0 or NaN. */
static inline double gk_deadline_after(double seconds)
{
    return seconds > 0 ? gk_now() + seconds : 0.0;
}

/* Seconds of CPU time of the calling thread (CLOCK_THREAD_CPUTIME_ID: a
 * system call, about 0.3 us; only differences mean anything). */
static inline double gk_cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The point `seconds` of this thread's CPU time from now, or 0 (none). */
static inline double gk_cpu_deadline_after(double seconds)
{
    return seconds > 0 ? gk_cpu_now() + seconds : 0.0;
}

/* What may end a search early: a deadline on gk_now()'s clock (0: none), a
 * stop byte that another thread sets nonzero (NULL: none) and a budget of
 * the searching thread's CPU time, on gk_cpu_now()'s clock (0: none; a
 * race's head start is work done, whatever the machine's load).  The byte is
 * read through a volatile pointer, so a loop polling it sees the change. */
typedef struct {
    double deadline;
    const volatile uint8_t *stop;
    double cpu_deadline;
} GkLimits;

/* True when another thread asked to stop, the deadline has passed or the
 * CPU budget is spent.  Reads the clock (about 20 ns; 0.3 us more with a CPU
 * budget): poll it every few thousand steps, not per step. */
static inline int gk_stopped(const GkLimits *lim)
{
    return (lim->stop && *lim->stop) || (lim->deadline > 0 && gk_now() >= lim->deadline) ||
           (lim->cpu_deadline > 0 && gk_cpu_now() >= lim->cpu_deadline);
}

/* ------------------------------------------------------------------------ */
/* part 2: CPython helpers, for bindings (include Python.h first)            */
#ifdef Py_PYTHON_H

#include <string.h>

/* At most this many buffers are held by one call. */
#define GK_MAX_BUFFERS 32

/* The buffers a binding holds during one call; start it with {0} (or
 * .held = 0) and release them all with gk_release() on every path. */
typedef struct {
    Py_buffer view[GK_MAX_BUFFERS];
    int held;
} GkBuffers;

static inline void gk_release(GkBuffers *b)
{
    for (int i = 0; i < b->held; i++)
        PyBuffer_Release(&b->view[i]);
    b->held = 0;
}

/* Take `obj` as a C-contiguous buffer (writable when `writable`) into b and
 * return its memory, or NULL with a one-line exception naming `name`.
 *
 *   kind 'B': any bytes-like object, read as raw bytes (item type not
 *             checked; packed int32 arrays arrive so too); itemsize and
 *             ndim are ignored; shape[0] becomes its length in bytes.
 *   kind 'u' / 'i': unsigned / signed integers of `itemsize` bytes (the
 *             struct format is checked: B H I L Q N / b h i l q n with an
 *             optional native byte-order prefix), in `ndim` dimensions
 *             (ndim < 0: any, the whole buffer read as one flat array).
 *
 * shape (ndim entries, one for kinds 'B' and ndim < 0) holds the sizes
 * wanted, -1 for any, and on return the sizes found.  Errors: TypeError
 * "NAME must be a C-contiguous[, writable] array (got TYPE)" (bytes-like
 * object for kind 'B'), TypeError "NAME must hold unsigned 32-bit integers
 * (got format ...)", ValueError "NAME must have 2 dimensions, not 1" and
 * "NAME has size 5 along axis 0; expected 4". */
static inline void *gk_buffer(GkBuffers *b, PyObject *obj, const char *name, char kind, Py_ssize_t itemsize,
                              int ndim, int writable, Py_ssize_t *shape)
{
    if (b->held >= GK_MAX_BUFFERS) {
        PyErr_Format(PyExc_SystemError, "%s: more than %d buffers held", name, GK_MAX_BUFFERS);
        return NULL;
    }
    Py_buffer *v = &b->view[b->held];
    const int raw = kind == 'B';
    int flags = PyBUF_C_CONTIGUOUS | (raw ? 0 : PyBUF_FORMAT) | (writable ? PyBUF_WRITABLE : 0);
    if (PyObject_GetBuffer(obj, v, flags) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be a C-contiguous%s %s (got %.100s)", name,
                     writable ? ", writable" : "", raw ? "bytes-like object" : "array", Py_TYPE(obj)->tp_name);
        return NULL;
    }
    b->held++;
    if (raw) {
        if (shape[0] >= 0 && v->len != shape[0]) {
            PyErr_Format(PyExc_ValueError, "%s has %zd bytes; expected %zd", name, v->len, shape[0]);
            return NULL;
        }
        shape[0] = v->len;
        return v->buf;
    }
    const char *f = v->format ? v->format : "B";
    if (*f == '@' || *f == '=' || *f == '<')
        f++;
    const char *codes = kind == 'u' ? "BHILQN" : "bhilqn";
    if (v->itemsize != itemsize || f[0] == '\0' || f[1] != '\0' || !strchr(codes, f[0])) {
        PyErr_Format(PyExc_TypeError, "%s must hold %s %d-bit integers (got format '%s', %zd bytes per item)", name,
                     kind == 'u' ? "unsigned" : "signed", (int)(8 * itemsize), v->format ? v->format : "B",
                     v->itemsize);
        return NULL;
    }
    if (ndim < 0) {
        const Py_ssize_t n = v->len / itemsize;
        if (shape[0] >= 0 && n != shape[0]) {
            PyErr_Format(PyExc_ValueError, "%s has %zd items; expected %zd", name, n, shape[0]);
            return NULL;
        }
        shape[0] = n;
        return v->buf;
    }
    if (v->ndim != ndim) {
        PyErr_Format(PyExc_ValueError, "%s must have %d dimension%s, not %d", name, ndim, ndim == 1 ? "" : "s",
                     v->ndim);
        return NULL;
    }
    for (int i = 0; i < ndim; i++) {
        Py_ssize_t n = v->shape ? v->shape[i] : v->len / itemsize;
        if (shape[i] >= 0 && n != shape[i]) {
            PyErr_Format(PyExc_ValueError, "%s has size %zd along axis %d; expected %zd", name, n, i, shape[i]);
            return NULL;
        }
        shape[i] = n;
    }
    return v->buf;
}

/* The optional stop argument: None (*flag = NULL) or a writable buffer of at
 * least one byte (a bytearray) whose first byte another thread may set
 * nonzero; it is held in b until gk_release().  Returns 0, or -1 with
 * TypeError "stop must be None or a writable buffer (a bytearray), not
 * bytes" / ValueError "stop must hold at least one byte". */
static inline int gk_stop_buffer(GkBuffers *b, PyObject *obj, const volatile uint8_t **flag)
{
    *flag = NULL;
    if (obj == NULL || obj == Py_None)
        return 0;
    if (b->held >= GK_MAX_BUFFERS) {
        PyErr_Format(PyExc_SystemError, "stop: more than %d buffers held", GK_MAX_BUFFERS);
        return -1;
    }
    Py_buffer *v = &b->view[b->held];
    if (PyObject_GetBuffer(obj, v, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "stop must be None or a writable buffer (a bytearray), not %.100s",
                     Py_TYPE(obj)->tp_name);
        return -1;
    }
    b->held++;
    if (v->len < 1) {
        PyErr_SetString(PyExc_ValueError, "stop must hold at least one byte");
        return -1;
    }
    *flag = (const volatile uint8_t *)v->buf;
    return 0;
}

/* An int argument that fits 64 bits, or -1 with TypeError naming it (for
 * METH_FASTCALL bindings; PyArg_ParseTuple's "L" does the same otherwise). */
static inline int gk_int64(PyObject *obj, const char *name, int64_t *out)
{
    long long v = PyLong_AsLongLong(obj);
    if (v == -1 && PyErr_Occurred()) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be an int that fits 64 bits", name);
        return -1;
    }
    *out = (int64_t)v;
    return 0;
}

/* Raise the Python error for an algorithm's code (GK_NOMEM: MemoryError,
 * GK_BADINPUT: ValueError with its message) and return NULL. */
static inline PyObject *gk_raise(int code, const char *msg)
{
    if (code == GK_BADINPUT)
        PyErr_SetString(PyExc_ValueError, msg);
    else
        PyErr_NoMemory();
    return NULL;
}

/* Raise ValueError with a formatted one-line message and jump to the
 * binding's `fail` label (which releases what it holds). */
#define GK_BAD(...)                                    \
    do {                                               \
        PyErr_Format(PyExc_ValueError, __VA_ARGS__);   \
        goto fail;                                     \
    } while (0)

/* One integer constant of a module; a table of them ends with {NULL, 0}. */
typedef struct {
    const char *name;
    long value;
} GkConstant;

/* The module of `def` with the integer constants of `table` (NULL: none),
 * or NULL with an exception set: `return gk_module(&module, constants);`
 * is the whole of a PyInit__NAME. */
static inline PyObject *gk_module(PyModuleDef *def, const GkConstant *table)
{
    PyObject *m = PyModule_Create(def);
    if (!m)
        return NULL;
    for (; table && table->name; table++)
        if (PyModule_AddIntConstant(m, table->name, table->value) < 0) {
            Py_DECREF(m);
            return NULL;
        }
    return m;
}

#endif /* Py_PYTHON_H */
#endif /* GRIDSAT_KERNEL_H */
