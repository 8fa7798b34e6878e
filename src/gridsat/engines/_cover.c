/*
 * gridsat.engines._cover -- Knuth's Algorithm X for the generic exact cover
 * problem with primary and secondary items.
 *
 * Problem: items 0..n_primary-1 are primary (covered exactly once), items
 * n_primary..n_items-1 secondary (covered at most once); an option is a set
 * of items.  A cover is a set of options that covers every primary item
 * exactly once and every secondary item at most once.
 *
 * Search (Algorithm X, TAOCP 7.2.2.1): branch on the active (uncovered)
 * primary item with the fewest live options (the MRV heuristic; the first
 * found on ties), try each of them in turn.  An option is *live* while it
 * shares no item with the options chosen so far.  Choosing item c kills its
 * options; trying option x kills every live option that meets x's other
 * items, abandoning x at once when that leaves a still-uncovered primary
 * item without live options (as in Knuth's SSXC).  Items' options are
 * tried in option order; the Python layer numbers options by their items
 * so that an item's options share few bitset words.
 *
 * Data structure: the live options are a bitset (one bit per option, 64 per
 * word); each item keeps its options as a sparse bitset (the nonzero words
 * of its column), so the live options of an item are a few ANDs away, and
 * size[i] counts the live options of every primary item.  Killing an option
 * decrements size[] for the primary items of the option; undoing restores
 * the changed bitset words from a trail of (word, old value) pairs and copies
 * size[] back from a snapshot taken at each level (or, with more than
 * SNAPSHOT_MAX_PRIMARY primary items, adds the killed options back).  A
 * covered primary item carries COVERED in its size so that only uncovered
 * items can reach zero, which makes the emptiness test branch-free.
 *
 * Why not dancing links or dancing cells: both were built first (they are
 * in this file's git history) and measured in CPU seconds on the same
 * machine, counting all tilings of the 12 pentominoes in a 5x12 box (4040)
 * and 13 queens (73712): DLX1-style dancing links 3.4 s / 0.20 s, dancing
 * cells with SSXC's early abandon 3.7 s / 0.23 s (3x fewer nodes, dearer
 * nodes), this bitset 1.2 s / 0.18 s (xcover, numba dancing cells: 3.3 s
 * on 5x12).  Nothing is unlinked or permuted: a kill costs two memory
 * operations per primary item of the killed option, and undo is a memcpy.
 *
 * The search runs on an explicit stack, so run() can return after a node
 * budget (PAUSED), at each cover (listing mode, SOLUTION) or at each node of
 * a given depth (subproblem enumeration, SUBPROBLEM), and the next run()
 * continues where the last one stopped.  run() releases the GIL; one Search
 * object must not be used by two threads at once (a busy flag turns that into
 * RuntimeError).  Counting mode adds the number of live options of the last
 * uncovered primary item at once instead of trying them one by one.
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
    int32_t best, width, rank;  /* item branched on, its live options then, options tried so far */
    int32_t option;             /* the option being tried */
    int32_t trail0, trail1;     /* trail length before killing best's options / after */
    int32_t actp0, actp1;       /* uncovered primary items before / after covering best */
    int32_t cand, word;         /* best's live options: words at cand_bits[cand..], current word */
    uint64_t bits;              /* candidates of the current word not tried yet */
} Level;

typedef struct {
    PyObject_HEAD
    int32_t n_primary, n_items, n_options, n_entries, n_words;
    int32_t *item_of;     /* entry -> item (entries of one option are consecutive) */
    int32_t *opt_start;   /* option -> first entry (n_options + 1 values) */
    int32_t *opt_pend;    /* option -> end of its primary entries (they come first) */
    int32_t *col_start;   /* item -> first sparse word of its column (n_items + 1 values) */
    int32_t *col_word;    /* sparse word -> index of the word in live */
    uint64_t *col_bits;   /* sparse word -> the item's options in that word */
    uint64_t *live;       /* bitset of live options */
    int32_t *size;        /* item -> number of live options */
    int32_t *act, *pos;   /* uncovered primary items act[0..actp); pos is the inverse */
    int32_t actp;
    int32_t *trail_word;  /* trail of changed live words and their old values */
    uint64_t *trail_old;
    int32_t trail_len;
    int32_t *snap;        /* with few primary items: sizes saved at each level (2 per level) */
    uint64_t *cand_bits;  /* stack of the candidates of each level */
    int32_t cand_top;
    Level *lv;            /* n_primary + 1 levels */
    int32_t level, phase, listing, cutoff;
    int32_t *prefix, n_prefix;
    uint8_t *mark;        /* scratch, one byte per item */
    unsigned long long count, nodes;
    int busy;
} Search;

/* ------------------------------------------------------------------ */
/* live-option bitset                                                   */

/* Covered primary items carry COVERED in their size, so that killing their
   options never brings them to zero (only uncovered ones can run out). */
#define COVERED (1 << 29)

static inline void cover_item(Search *S, int32_t i)
{
    if (i < S->n_primary) {
        int32_t last = --S->actp, p = S->pos[i], other = S->act[last];
        S->act[p] = other;
        S->pos[other] = p;
        S->act[last] = i;
        S->pos[i] = last;
        S->size[i] += COVERED;
    }
}

/* Uncover the primary items covered since the count of uncovered ones was actp. */
static inline void uncover_to(Search *S, int32_t actp)
{
    for (int32_t k = S->actp; k < actp; k++) S->size[S->act[k]] -= COVERED;
    S->actp = actp;
}

/* Kill the options in word w given by bits k (all live): returns nonzero
   when an uncovered primary item is left without live options.  Only the
   sizes of primary items are kept. */
static inline int kill_word(Search *S, int32_t w, uint64_t k)
{
    const int32_t *restrict item_of = S->item_of, *restrict opt_start = S->opt_start;
    const int32_t *restrict opt_pend = S->opt_pend;
    int32_t *restrict size = S->size;
    int empty = 0;
    S->trail_word[S->trail_len] = w;
    S->trail_old[S->trail_len] = S->live[w];
    S->trail_len++;
    S->live[w] ^= k;
    do {
        int32_t o = w * 64 + __builtin_ctzll(k);
        k &= k - 1;
        for (int32_t e = opt_start[o], stop = opt_pend[o]; e < stop; e++) empty |= --size[item_of[e]] == 0;
    } while (k);
    return empty;
}

/* Kill every live option of item i; with check, stop (returning 0) after
   the word that leaves an uncovered primary item without live options. */
static inline int kill_item(Search *S, int32_t i, int check)
{
    const uint64_t *restrict live = S->live;
    for (int32_t s = S->col_start[i], end = S->col_start[i + 1]; s < end; s++) {
        int32_t w = S->col_word[s];
        uint64_t k = live[w] & S->col_bits[s];
        if (k && kill_word(S, w, k) && check) return 0;
    }
    return 1;
}

/* Undo the trail down to mark. */
static inline void restore(Search *S, int32_t mark)
{
    const int32_t *restrict item_of = S->item_of, *restrict opt_start = S->opt_start;
    const int32_t *restrict opt_pend = S->opt_pend;
    int32_t *restrict size = S->size;
    uint64_t *restrict live = S->live;
    int32_t t = S->trail_len;
    while (t > mark) {
        t--;
        int32_t w = S->trail_word[t];
        uint64_t old = S->trail_old[t], k = old ^ live[w];
        live[w] = old;
        while (k) {
            int32_t o = w * 64 + __builtin_ctzll(k);
            k &= k - 1;
            for (int32_t e = opt_start[o], stop = opt_pend[o]; e < stop; e++) size[item_of[e]]++;
        }
    }
    S->trail_len = t;
}

/* Undo the live words of the trail down to mark, leaving size[] alone (the
   caller copies it back from a snapshot). */
static inline void restore_live(Search *S, int32_t mark)
{
    int32_t t = S->trail_len;
    while (t > mark) {
        t--;
        S->live[S->trail_word[t]] = S->trail_old[t];
    }
    S->trail_len = t;
}

/* Back to the state saved at level L (1: after killing best's options;
   0: before choosing best). */
static inline void back_to(Search *S, const Level *L, int32_t level, int which)
{
    int32_t mark = which ? L->trail1 : L->trail0, actp = which ? L->actp1 : L->actp0;
    if (S->snap) {
        restore_live(S, mark);
        memcpy(S->size, S->snap + ((size_t)2 * level + which) * S->n_primary, (size_t)S->n_primary * sizeof(int32_t));
        S->actp = actp;
    } else {
        restore(S, mark);
        uncover_to(S, actp);
    }
}

static inline void save(Search *S, int32_t level, int which)
{
    if (S->snap)
        memcpy(S->snap + ((size_t)2 * level + which) * S->n_primary, S->size, (size_t)S->n_primary * sizeof(int32_t));
}

/* Choose option o (live): cover its items, then kill the options that meet
   them.  skip is an item already covered (-1 for none). */
static inline int choose_option(Search *S, int32_t o, int32_t skip, int check)
{
    const int32_t first = S->opt_start[o], stop = S->opt_start[o + 1];
    for (int32_t e = first; e < stop; e++)
        if (S->item_of[e] != skip) cover_item(S, S->item_of[e]);
    for (int32_t e = first; e < stop; e++)
        if (S->item_of[e] != skip && !kill_item(S, S->item_of[e], check)) return 0;
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
            /* c is the last uncovered primary item: each of its live options
               is disjoint from the partial cover, so each completes a cover */
            S->count += (unsigned long long)t;
            goto backtrack;
        }
        L->best = c;
        L->width = t;
        L->rank = 0;
        L->trail0 = S->trail_len;
        L->actp0 = S->actp;
        save(S, level, 0);
        cover_item(S, c);
        /* remember c's live options, then kill them all */
        L->cand = S->cand_top;
        for (int32_t s = S->col_start[c], end = S->col_start[c + 1]; s < end; s++)
            S->cand_bits[S->cand_top++] = S->live[S->col_word[s]] & S->col_bits[s];
        for (int32_t s = S->col_start[c], end = S->col_start[c + 1], k = L->cand; s < end; s++, k++)
            if (S->cand_bits[k]) kill_word(S, S->col_word[s], S->cand_bits[k]);
        L->trail1 = S->trail_len;
        L->actp1 = S->actp;
        save(S, level, 1);
        L->word = 0;
        L->bits = S->cand_bits[L->cand];
    }

next_option:
    while (L->bits == 0) {
        if (L->cand + ++L->word == S->cand_top) { /* every option of best tried */
            back_to(S, L, level, 0);
            S->cand_top = L->cand;
            goto backtrack;
        }
        L->bits = S->cand_bits[L->cand + L->word];
    }
    L->option = S->col_word[S->col_start[L->best] + L->word] * 64 + __builtin_ctzll(L->bits);
    L->bits &= L->bits - 1;
    L->rank++;
    if (!choose_option(S, L->option, L->best, 1)) {
        back_to(S, L, level, 1);
        goto next_option;
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
    back_to(S, L, level, 1);
    goto next_option;
}

/* Back to the start: every option live, no prefix. */
static void unwind(Search *S)
{
    restore(S, 0);
    uncover_to(S, S->n_primary);
    S->cand_top = 0;
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
    void **arrays[] = {(void **)&S->item_of, (void **)&S->opt_start, (void **)&S->opt_pend, (void **)&S->col_start,
                       (void **)&S->col_word, (void **)&S->col_bits, (void **)&S->live, (void **)&S->size,
                       (void **)&S->act, (void **)&S->pos, (void **)&S->trail_word, (void **)&S->trail_old,
                       (void **)&S->cand_bits, (void **)&S->snap, (void **)&S->lv, (void **)&S->prefix, (void **)&S->mark};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++) {
        PyMem_Free(*arrays[k]);
        *arrays[k] = NULL;
    }
}

static void Search_dealloc(Search *S)
{
    Search_free_arrays(S);
    Py_TYPE(S)->tp_free((PyObject *)S);
}

/* Up to this many primary items, undoing copies size[] back from a snapshot
   taken at each level (2 n_primary^2 ints in all) instead of adding back the
   killed options one by one. */
#define SNAPSHOT_MAX_PRIMARY 1024

#define ALLOC(ptr, n) ((ptr) = PyMem_Calloc((size_t)(n) + 1, sizeof *(ptr)))

/* Build the bitsets from items (flat, 0-based) and starts (n_options + 1). */
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
    S->n_words = (int32_t)((n_options + 63) / 64);
    if (!ALLOC(S->item_of, n_entries) || !ALLOC(S->opt_start, n_options) || !ALLOC(S->col_start, n_items + 1) ||
        !ALLOC(S->live, S->n_words) || !ALLOC(S->size, n_items) || !ALLOC(S->act, n_items) ||
        !ALLOC(S->pos, n_items) || !ALLOC(S->lv, n_primary) || !ALLOC(S->mark, n_items)) {
        PyErr_NoMemory();
        return -1;
    }
    if (!ALLOC(S->opt_pend, n_options)) {
        PyErr_NoMemory();
        return -1;
    }
    memcpy(S->opt_start, starts, ((size_t)n_options + 1) * sizeof(int32_t));
    for (int32_t o = 0; o < S->n_options; o++) { /* primary items first */
        int32_t at = starts[o];
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] < S->n_primary) S->item_of[at++] = items[e];
        S->opt_pend[o] = at;
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] >= S->n_primary) S->item_of[at++] = items[e];
    }
    /* sizes, and the number of sparse words of each column (in col_start[i + 1]) */
    int32_t *last_word = S->act; /* scratch: last word seen per item */
    for (int32_t i = 0; i < S->n_items; i++) last_word[i] = -1;
    for (int32_t o = 0; o < S->n_options; o++) {
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            int32_t i = items[e];
            if (S->mark[i]) {
                PyErr_Format(PyExc_ValueError, "option %d lists item %d twice", (int)o, (int)i);
                return -1;
            }
            S->mark[i] = 1;
            S->size[i]++;
            if (last_word[i] != o / 64) {
                last_word[i] = o / 64;
                S->col_start[i + 1]++;
            }
        }
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) S->mark[items[e]] = 0;
    }
    for (int32_t i = 0; i < S->n_items; i++) S->col_start[i + 1] += S->col_start[i];
    int32_t n_sparse = S->col_start[S->n_items];
    if (!ALLOC(S->col_word, n_sparse) || !ALLOC(S->col_bits, n_sparse) || !ALLOC(S->cand_bits, n_sparse) ||
        !ALLOC(S->trail_word, n_options) || !ALLOC(S->trail_old, n_options)) {
        PyErr_NoMemory();
        return -1;
    }
    int32_t *fill = S->pos; /* scratch: next sparse word per item */
    for (int32_t i = 0; i < S->n_items; i++) {
        fill[i] = S->col_start[i] - 1;
        last_word[i] = -1;
    }
    for (int32_t o = 0; o < S->n_options; o++) {
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            int32_t i = items[e];
            if (last_word[i] != o / 64) {
                last_word[i] = o / 64;
                S->col_word[++fill[i]] = o / 64;
            }
            S->col_bits[fill[i]] |= 1ULL << (o % 64);
        }
    }
    if (S->n_primary <= SNAPSHOT_MAX_PRIMARY && !ALLOC(S->snap, 2 * ((size_t)S->n_primary + 1) * S->n_primary)) {
        PyErr_NoMemory();
        return -1;
    }
    for (int32_t w = 0; w < S->n_words; w++)
        S->live[w] = (w + 1) * 64 <= S->n_options ? ~0ULL : (1ULL << (S->n_options % 64)) - 1;
    for (int32_t i = 0; i < S->n_items; i++) S->act[i] = S->pos[i] = i;
    S->actp = S->n_primary;
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
        opts[S->n_prefix + l] = S->lv[l].option;
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
   (DLX1, print_progress): choice k of d at level l adds (k - 1)/d of what is left. */
static PyObject *Search_progress(Search *S, PyObject *Py_UNUSED(ignored))
{
    if (!ready(S)) return NULL;
    if (S->phase == PH_DONE) return PyFloat_FromDouble(1.0);
    double f = 0.0, fd = 1.0;
    for (int32_t l = 0; l < S->level; l++) {
        fd *= S->lv[l].width;
        f += (S->lv[l].rank - 1) / fd;
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
    "Algorithm X with the MRV heuristic on a live-option bitset, resumable, for gridsat.engines.cover.", -1,
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
