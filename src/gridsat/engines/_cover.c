/*
 * gridsat.engines._cover -- Knuth's Algorithm X (and C, with colours) for
 * the generic exact cover problem with primary and secondary items.
 *
 * Problem (TAOCP Vol. 4B, Section 7.2.2.1): items 0..n_primary-1 are primary
 * (covered exactly once), items n_primary..n_items-1 secondary; an option is
 * a set of items, each secondary one possibly with a colour (Knuth's
 * `x:A`).  A cover is a set of options that covers every primary item
 * exactly once and leaves every secondary item either covered at most once
 * without a colour, or given the same colour by every option that names it
 * (Algorithm C, "exact covering with colors").
 *
 * Search: branch on the uncovered primary item with the fewest live options
 * (MRV; stops looking at an item with at most one, and moves that item to
 * the front of those looked at first), try each in turn.  An
 * option is *live* while it is compatible with the options chosen so far.
 * Choosing option x kills every live option that conflicts with it: the
 * options naming one of x's primary or uncoloured secondary items, and for
 * a coloured entry s:c, the options naming s without colour c.  Options of
 * the same colour on s stay live, which is all Algorithm C's "purify" does.
 *
 * Data structure (measured, see below): the live options are a bitset (one
 * bit per option, 64 per word) changed in place and undone from a trail of
 * (word, old value) pairs; each item keeps its options as a sparse bitset
 * (the nonzero words of its column), and an item's live options are
 * counted with popcount when the MRV choice looks at it (a count stops as
 * soon as it reaches the best so far, so most items cost a word or two).
 * What an option kills is precomputed as one merged sparse list of words per
 * option (its *conflicts*: the union of its entries' kill columns) when that
 * fits in 4 words per option-item entry plus 2^18, else the entries' kill
 * columns are applied one by one.  Nothing is counted down per killed
 * option, which is what made the earlier version (live sizes kept for every
 * primary item, as dancing links keeps them) slow: on the 6x10 pentomino
 * matrix it decremented 1.3 billion sizes; this one counts 9356 covers in
 * 1.3-1.5 s of CPU instead of 3.5-3.9 s, the same tree (3.6 million options
 * tried), queens and Langford pairs 10-25% faster.
 *
 * The search runs on an explicit stack, so run() can return after a node
 * budget (PAUSED), at each cover (listing mode, SOLUTION) or at each node of
 * a given depth (subproblem enumeration, SUBPROBLEM), and the next run()
 * continues where the last one stopped.  run() releases the GIL; one Search
 * object must not be used by two threads at once (a busy flag turns that into
 * RuntimeError).  Counting mode adds the number of live options of the last
 * uncovered primary item at once instead of trying them one by one.
 *
 * Layout: part 1 is the algorithm in plain C (no Python calls; its entry
 * points are xc_*), part 2 the CPython binding.  Only the CPython C API and
 * the buffer protocol are used.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ========================================================================== */
/* part 1: the algorithm (plain C)                                            */

enum { PH_FORWARD, PH_BACKTRACK, PH_DONE };
enum { ST_DONE = 0, ST_PAUSED = 1, ST_SOLUTION = 2, ST_SUBPROBLEM = 3 };
enum { XC_NOMEM = -1, XC_BADINPUT = -2 };
#define XC_MSG_LEN 256

typedef struct {
    int32_t best, width, rank;  /* item branched on, its live options then, options tried so far */
    int32_t option;             /* the option being tried */
    int32_t trail0, actp0;      /* trail length and uncovered primary items at the node */
    int32_t s;                  /* best's sparse column word being tried */
    uint64_t bits;              /* its candidates not tried yet */
} Level;

typedef struct {
    int32_t n_primary, n_items, n_options, n_entries, n_words;
    int32_t *item_of;     /* entry -> item; an option's primary entries come first */
    int32_t *opt_start;   /* option -> first entry (n_options + 1 values) */
    int32_t *opt_pend;    /* option -> end of its primary entries */
    int32_t *col_start;   /* primary item -> first sparse word of its column (n_primary + 1) */
    int32_t *col_word;    /* sparse word -> index of the word in live */
    uint64_t *col_bits;   /* sparse word -> the item's options in that word */
    /* what choosing an option kills: merged per option (conf_*), or else
       per entry, the kill column kc of each entry (kc_*) */
    int32_t *conf_start, *conf_word;
    uint64_t *conf_bits;
    int32_t *entry_kc, *kc_start, *kc_word;
    uint64_t *kc_bits;
    uint64_t *live;       /* bitset of live options (in snapshot mode: lives + depth * n_words) */
    uint64_t *lives;      /* snapshot mode: one live bitset per depth (prefix and levels), else NULL */
    uint64_t *dense;      /* with snapshots and few options: each option's conflicts as n_words words */
    int32_t *act, *pos;   /* uncovered primary items act[0..actp); pos is the inverse */
    int32_t actp;
    int32_t *trail_word;  /* trail of changed live words and their old values */
    uint64_t *trail_old;
    int32_t trail_len;
    Level *lv;            /* n_primary + 1 levels */
    int32_t level, phase, listing, cutoff;
    int32_t *prefix, n_prefix;
    unsigned long long count, nodes;
} XcState;

static int xc_fail(char *msg, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, XC_MSG_LEN, fmt, ap);
    va_end(ap);
    return XC_BADINPUT;
}

static inline void cover_item(XcState *S, int32_t i)
{
    int32_t last = --S->actp, p = S->pos[i], other = S->act[last];
    S->act[p] = other;
    S->pos[other] = p;
    S->act[last] = i;
    S->pos[i] = last;
}

/* Kill the live options of word w that are in bits. */
static inline void kill_bits(XcState *S, int32_t w, uint64_t bits)
{
    uint64_t old = S->live[w];
    if (S->lives) {
        S->live[w] = old & ~bits;
        return;
    }
    if (old & bits) {
        S->trail_word[S->trail_len] = w;
        S->trail_old[S->trail_len] = old;
        S->trail_len++;
        S->live[w] = old & ~bits;
    }
}

/* Choose option o (live): cover its primary items, kill what conflicts with
   it (in snapshot mode, in a copy of the live bitset one depth further). */
static inline void choose_option(XcState *S, int32_t o)
{
    for (int32_t e = S->opt_start[o], stop = S->opt_pend[o]; e < stop; e++) cover_item(S, S->item_of[e]);
    if (S->lives) {
        const int32_t n = S->n_words;
        uint64_t *restrict next = S->live + n;
        const uint64_t *restrict live = S->live;
        if (S->dense) {
            const uint64_t *restrict conf = S->dense + (size_t)o * n;
            for (int32_t w = 0; w < n; w++) next[w] = live[w] & ~conf[w];
            S->live = next;
            return;
        }
        memcpy(next, live, (size_t)n * sizeof(uint64_t));
        S->live = next;
    }
    if (S->conf_start) {
        for (int32_t k = S->conf_start[o], stop = S->conf_start[o + 1]; k < stop; k++)
            kill_bits(S, S->conf_word[k], S->conf_bits[k]);
    } else {
        for (int32_t e = S->opt_start[o], stop = S->opt_start[o + 1]; e < stop; e++) {
            int32_t c = S->entry_kc[e];
            for (int32_t k = S->kc_start[c], end = S->kc_start[c + 1]; k < end; k++)
                kill_bits(S, S->kc_word[k], S->kc_bits[k]);
        }
    }
}

/* Undo the trail down to mark. */
static inline void restore(XcState *S, int32_t mark)
{
    int32_t t = S->trail_len;
    while (t > mark) {
        t--;
        S->live[S->trail_word[t]] = S->trail_old[t];
    }
    S->trail_len = t;
}

static int xc_search(XcState *S, unsigned long long budget)
{
    int32_t level = S->level;
    Level *L;
    const int32_t *restrict col_start = S->col_start, *restrict col_word = S->col_word;
    const uint64_t *restrict col_bits = S->col_bits;
    /* the budget is work, not nodes: a node costs one step and one per item
       its MRV scan looks at, so a chunk stays short where nodes grow costly
       (a chunk of nodes sized on cheap ones ran seconds past a deadline) */
    unsigned long long work = 0;

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
    if (work >= budget) {
        S->level = level;
        S->phase = PH_FORWARD;
        return ST_PAUSED;
    }
    S->nodes++;
    work++;
    L = &S->lv[level];
    {   /* MRV, counting each item's live options only up to the best so far */
        const uint64_t *restrict live = S->live;
        int32_t c = -1, t = INT32_MAX;
        int32_t k = 0;
        for (; k < S->actp; k++) {
            int32_t i = S->act[k], sz = 0;
            for (int32_t s = col_start[i], end = col_start[i + 1]; s < end && sz < t; s++)
                sz += __builtin_popcountll(live[col_word[s]] & col_bits[s]);
            if (sz < t) {
                c = i;
                t = sz;
                if (sz <= 1) {
                    /* move it to the front: an item that has just run out
                       (or is forced) usually does so again in the next
                       nodes, and most nodes die that way (59% on the 6x10
                       pentomino matrix; 19% faster there, no change on
                       queens or Langford pairs) */
                    if (k > 0) {
                        int32_t j = S->act[0];
                        S->act[0] = i;
                        S->pos[i] = 0;
                        S->act[k] = j;
                        S->pos[j] = k;
                    }
                    break;
                }
            }
        }
        work += (unsigned long long)k;
        if (t == 0) goto backtrack;
        if (!S->listing && S->actp == 1) {
            /* c is the last uncovered primary item: each of its live options
               is compatible with the partial cover, so each completes one */
            S->count += (unsigned long long)t;
            goto backtrack;
        }
        L->best = c;
        L->width = t;
        L->rank = 0;
        L->trail0 = S->trail_len;
        L->actp0 = S->actp;
        L->s = col_start[c];
        L->bits = live[col_word[L->s]] & col_bits[L->s];
    }

next_option:
    while (L->bits == 0) {
        if (++L->s == col_start[L->best + 1]) goto backtrack; /* every option of best tried */
        L->bits = S->live[col_word[L->s]] & col_bits[L->s];
    }
    L->option = col_word[L->s] * 64 + __builtin_ctzll(L->bits);
    L->bits &= L->bits - 1;
    L->rank++;
    choose_option(S, L->option);
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
    if (S->lives) S->live = S->lives + (size_t)(S->n_prefix + level) * S->n_words;
    else restore(S, L->trail0);
    S->actp = L->actp0;
    goto next_option;
}

/* Back to the start: every option live, no prefix, and the primary items in
   their first order: the MRV scan moves forced items to the front and covering
   swaps items to the back, and a search that began from the order an earlier
   one left behind scanned long runs of items before each forced one (a second
   count of a 700,000-option chain took 6 s of nodes where the first took
   0.03 s, overrunning its deadline inside one chunk). */
static void xc_unwind(XcState *S)
{
    if (S->lives) S->live = S->lives;
    else restore(S, 0);
    for (int32_t i = 0; i < S->n_primary; i++) S->act[i] = S->pos[i] = i;
    S->actp = S->n_primary;
    S->level = 0;
    S->n_prefix = 0;
    S->phase = PH_DONE;
}

/* Restart the search (counts cleared) after choosing the n options of
   prefix (taken over: freed with the state), each live when its turn comes. */
static int xc_reset(XcState *S, int32_t *prefix, int32_t n, int listing, int cutoff, char *msg)
{
    xc_unwind(S);
    free(S->prefix);
    S->prefix = NULL;
    S->count = 0;
    S->nodes = 0;
    S->listing = listing;
    S->cutoff = cutoff < 0 ? -1 : cutoff;
    for (int32_t k = 0; k < n; k++) {
        int32_t o = prefix[k];
        if (o < 0 || o >= S->n_options) {
            free(prefix);
            xc_unwind(S);
            return xc_fail(msg, "prefix option %d out of range", (int)o);
        }
        if (S->opt_pend[o] == S->opt_start[o]) {
            free(prefix);
            xc_unwind(S);
            return xc_fail(msg, "prefix option %d has no primary item", (int)o);
        }
        if (!(S->live[o / 64] >> (o % 64) & 1)) {
            free(prefix);
            xc_unwind(S);
            return xc_fail(msg, "prefix option %d conflicts with an earlier one", (int)o);
        }
        choose_option(S, o);
    }
    S->prefix = prefix;
    S->n_prefix = n;
    S->level = 0;
    S->phase = PH_FORWARD;
    return 0;
}

/* Hand over the options not yet tried at levels 0..level-1 (so that other
   searches take them; each with the options chosen above it is an
   independent subproblem) and drop them from this search, which keeps only
   the subtree it is in.  Writes up to cap (option, level) pairs to opts and
   levels and returns their number, or XC_NOMEM.  Counting mode only. */
static int xc_split(XcState *S, int32_t *opts, int32_t *levels, int32_t cap)
{
    if (S->phase == PH_DONE || S->listing || S->level == 0) return 0;
    uint64_t *tmp = NULL;
    int32_t t = S->trail_len, n = 0;
    if (!S->lives && !(tmp = calloc((size_t)S->n_words + 1, sizeof *tmp))) return XC_NOMEM;
    if (tmp) memcpy(tmp, S->live, (size_t)S->n_words * sizeof(uint64_t));
    for (int32_t l = S->level - 1; l >= 0; l--) {
        Level *L = &S->lv[l];
        const uint64_t *live_l; /* the live options when level l was entered */
        if (S->lives) {
            live_l = S->lives + (size_t)(S->n_prefix + l) * S->n_words;
        } else {
            while (t > L->trail0) {
                t--;
                tmp[S->trail_word[t]] = S->trail_old[t];
            }
            live_l = tmp;
        }
        int32_t end = S->col_start[L->best + 1];
        uint64_t bits = L->bits;
        for (int32_t s = L->s; s < end && n < cap; s++) {
            if (s > L->s) bits = live_l[S->col_word[s]] & S->col_bits[s];
            while (bits && n < cap) {
                opts[n] = S->col_word[s] * 64 + __builtin_ctzll(bits);
                levels[n++] = l;
                bits &= bits - 1;
            }
        }
        L->bits = 0;
        L->s = end - 1;
    }
    free(tmp);
    return n;
}

static void xc_free(XcState *S)
{
    void *arrays[] = {S->item_of, S->opt_start, S->opt_pend, S->col_start, S->col_word, S->col_bits,
                      S->conf_start, S->conf_word, S->conf_bits, S->entry_kc, S->kc_start, S->kc_word,
                      S->kc_bits, S->lives ? NULL : S->live, S->lives, S->dense, S->act, S->pos, S->trail_word, S->trail_old, S->lv, S->prefix};
    for (size_t k = 0; k < sizeof arrays / sizeof arrays[0]; k++) free(arrays[k]);
    memset(S, 0, sizeof *S);
}

#define ALLOC(ptr, n) ((ptr) = calloc((size_t)(n) + 1, sizeof *(ptr)))

/* Snapshot mode: at most this many words of live options, and this many
   bytes for the snapshots; dense conflicts up to DENSE_MAX_BYTES. */
#define SNAPSHOT_MAX_WORDS 256
#define SNAPSHOT_MAX_BYTES (16LL << 20)
#define DENSE_MAX_BYTES (4LL << 20)

typedef struct { int32_t item, colour, option, entry; } Tinted;

static int cmp_tinted(const void *a, const void *b)
{
    const Tinted *x = a, *y = b;
    if (x->item != y->item) return (x->item > y->item) - (x->item < y->item);
    if (x->colour != y->colour) return (x->colour > y->colour) - (x->colour < y->colour);
    return (x->option > y->option) - (x->option < y->option);
}

/* Sparse columns (words over options) of every item: start (n_items + 1),
   word, bits.  Returns 0, or XC_NOMEM. */
static int build_columns(const int32_t *items, const int32_t *starts, int32_t n_options, int32_t n_items,
                         int32_t **start_out, int32_t **word_out, uint64_t **bits_out)
{
    int32_t *start = NULL, *last = NULL, *fill = NULL, *word = NULL;
    uint64_t *bits = NULL;
    if (!ALLOC(start, n_items + 1) || !ALLOC(last, n_items) || !ALLOC(fill, n_items)) goto nomem;
    for (int32_t i = 0; i < n_items; i++) last[i] = -1;
    for (int32_t o = 0; o < n_options; o++)
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (last[items[e]] != o / 64) {
                last[items[e]] = o / 64;
                start[items[e] + 1]++;
            }
    for (int32_t i = 0; i < n_items; i++) start[i + 1] += start[i];
    if (!ALLOC(word, start[n_items]) || !ALLOC(bits, start[n_items])) goto nomem;
    for (int32_t i = 0; i < n_items; i++) {
        fill[i] = start[i] - 1;
        last[i] = -1;
    }
    for (int32_t o = 0; o < n_options; o++)
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            int32_t i = items[e];
            if (last[i] != o / 64) {
                last[i] = o / 64;
                word[++fill[i]] = o / 64;
            }
            bits[fill[i]] |= 1ULL << (o % 64);
        }
    free(last);
    free(fill);
    *start_out = start;
    *word_out = word;
    *bits_out = bits;
    return 0;
nomem:
    free(start);
    free(last);
    free(fill);
    free(word);
    free(bits);
    return XC_NOMEM;
}

/* Kill columns: item i's column for an uncoloured entry (kill column i),
   and for each (secondary item s, colour c) met, s's options without colour
   c (kill column n_items + pair).  Fills S->kc_* and kc_of[e], the kill
   column of each entry e in the caller's (items) order. */
static int build_kill_columns(XcState *S, const int32_t *items, const int32_t *colours, const int32_t *starts,
                              const int32_t *col_start, const int32_t *col_word, const uint64_t *col_bits,
                              int32_t *kc_of)
{
    const int32_t n_items = S->n_items, n_entries = S->n_entries;
    Tinted *tinted = NULL;
    int32_t n_tinted = 0, n_pairs = 0;
    for (int32_t e = 0; e < n_entries; e++) {
        kc_of[e] = items[e];
        n_tinted += colours && colours[e] != 0;
    }
    if (n_tinted && !ALLOC(tinted, n_tinted)) return XC_NOMEM;
    for (int32_t o = 0, k = 0; n_tinted && o < S->n_options; o++)
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (colours[e]) tinted[k++] = (Tinted){items[e], colours[e], o, e};
    if (n_tinted) qsort(tinted, (size_t)n_tinted, sizeof *tinted, cmp_tinted);
    long long total = col_start[n_items]; /* an item's column, then each pair's: at most its item's */
    for (int32_t k = 0; k < n_tinted; k++)
        if (k == 0 || tinted[k].item != tinted[k - 1].item || tinted[k].colour != tinted[k - 1].colour) {
            n_pairs++;
            total += col_start[tinted[k].item + 1] - col_start[tinted[k].item];
        }
    if (total >= INT32_MAX / 2 || !ALLOC(S->kc_start, n_items + n_pairs + 1) || !ALLOC(S->kc_word, total) ||
        !ALLOC(S->kc_bits, total)) {
        free(tinted);
        return XC_NOMEM;
    }
    memcpy(S->kc_start, col_start, ((size_t)n_items + 1) * sizeof(int32_t));
    memcpy(S->kc_word, col_word, (size_t)col_start[n_items] * sizeof(int32_t));
    memcpy(S->kc_bits, col_bits, (size_t)col_start[n_items] * sizeof(uint64_t));
    int32_t at = col_start[n_items], kc = n_items;
    for (int32_t k = 0; k < n_tinted; kc++) {
        int32_t s = tinted[k].item, c = tinted[k].colour, g = k;
        while (g < n_tinted && tinted[g].item == s && tinted[g].colour == c) kc_of[tinted[g++].entry] = kc;
        /* s's options less this group's (both in increasing word order) */
        int32_t q = k;
        for (int32_t w = col_start[s]; w < col_start[s + 1]; w++) {
            uint64_t same = 0;
            while (q < g && tinted[q].option / 64 < col_word[w]) q++;
            while (q < g && tinted[q].option / 64 == col_word[w]) same |= 1ULL << (tinted[q++].option % 64);
            if (col_bits[w] & ~same) {
                S->kc_word[at] = col_word[w];
                S->kc_bits[at++] = col_bits[w] & ~same;
            }
        }
        S->kc_start[kc + 1] = at;
        k = g;
    }
    free(tinted);
    return 0;
}

static int cmp_int32_plain(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

/* Merge each option's kill columns into one sparse list, when the total
   stays under cap words (else leave conf_* NULL). */
static int build_conflicts(XcState *S, long long cap)
{
    long long bound = 0;
    for (int32_t e = 0; e < S->n_entries; e++) bound += S->kc_start[S->entry_kc[e] + 1] - S->kc_start[S->entry_kc[e]];
    if (bound > cap) return 0;
    uint64_t *dense = NULL;
    int32_t *touched = NULL;
    if (!ALLOC(dense, S->n_words) || !ALLOC(touched, S->n_words) || !ALLOC(S->conf_start, S->n_options + 1)) goto nomem;
    for (int pass = 0; pass < 2; pass++) {
        int32_t at = 0;
        for (int32_t o = 0; o < S->n_options; o++) {
            int32_t n_touched = 0;
            for (int32_t e = S->opt_start[o]; e < S->opt_start[o + 1]; e++) {
                int32_t c = S->entry_kc[e];
                for (int32_t k = S->kc_start[c]; k < S->kc_start[c + 1]; k++) {
                    int32_t w = S->kc_word[k];
                    if (!dense[w]) touched[n_touched++] = w;
                    dense[w] |= S->kc_bits[k];
                }
            }
            /* increasing word order: kills sweep the live bitset forward */
            if (n_touched > 32) qsort(touched, (size_t)n_touched, sizeof *touched, cmp_int32_plain);
            else for (int32_t a = 1; a < n_touched; a++) {
                int32_t v = touched[a], b = a - 1;
                while (b >= 0 && touched[b] > v) {
                    touched[b + 1] = touched[b];
                    b--;
                }
                touched[b + 1] = v;
            }
            for (int32_t k = 0; k < n_touched; k++) {
                int32_t w = touched[k];
                if (pass) {
                    S->conf_word[at] = w;
                    S->conf_bits[at] = dense[w];
                }
                at++;
                dense[w] = 0;
            }
            S->conf_start[o + 1] = at;
        }
        if (!pass && (!ALLOC(S->conf_word, at) || !ALLOC(S->conf_bits, at))) goto nomem;
    }
    free(dense);
    free(touched);
    return 0;
nomem:
    free(dense);
    free(touched);
    free(S->conf_start);
    free(S->conf_word);
    free(S->conf_bits);
    S->conf_start = S->conf_word = NULL;
    S->conf_bits = NULL;
    return XC_NOMEM;
}

/* Build the search from items (flat, 0-based), colours (per entry, 0 for
   none; NULL for no colours) and starts (n_options + 1 offsets). */
static int xc_build(XcState *S, const int32_t *items, const int32_t *colours, long long n_entries,
                    const int32_t *starts, long long n_options, long long n_primary, long long n_secondary,
                    char *msg)
{
    int32_t *all_start = NULL, *all_word = NULL, *kc_of = NULL;
    uint64_t *all_bits = NULL;
    uint8_t *mark = NULL;
    int rc = XC_NOMEM;
    memset(S, 0, sizeof *S);
    if (n_primary < 0 || n_secondary < 0) return xc_fail(msg, "item counts must be >= 0");
    long long n_items = n_primary + n_secondary;
    if (n_items >= INT32_MAX / 2 || n_entries >= INT32_MAX / 2 || n_options >= INT32_MAX / 2)
        return xc_fail(msg, "problem too large for 32-bit indices");
    if (starts[0] != 0 || starts[n_options] != n_entries)
        return xc_fail(msg, "starts must begin at 0 and end at len(items)");
    for (long long o = 0; o < n_options; o++)
        if (starts[o + 1] <= starts[o]) return xc_fail(msg, "option %lld is empty or starts are not increasing", o);
    for (long long e = 0; e < n_entries; e++) {
        if (items[e] < 0 || items[e] >= n_items)
            return xc_fail(msg, "item %d out of range 0..%lld", (int)items[e], n_items - 1);
        if (colours && colours[e] < 0) return xc_fail(msg, "colour %d is negative", (int)colours[e]);
        if (colours && colours[e] && items[e] < n_primary)
            return xc_fail(msg, "primary item %d has a colour", (int)items[e]);
    }
    S->n_primary = (int32_t)n_primary;
    S->n_items = (int32_t)n_items;
    S->n_options = (int32_t)n_options;
    S->n_entries = (int32_t)n_entries;
    S->n_words = (int32_t)((n_options + 63) / 64);
    if (!ALLOC(mark, n_items)) goto fail;
    for (int32_t o = 0; o < S->n_options; o++) {
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) {
            if (mark[items[e]]) {
                rc = xc_fail(msg, "option %d lists item %d twice", (int)o, (int)items[e]);
                goto fail;
            }
            mark[items[e]] = 1;
        }
        for (int32_t e = starts[o]; e < starts[o + 1]; e++) mark[items[e]] = 0;
    }
    if (!ALLOC(S->item_of, n_entries) || !ALLOC(S->opt_start, n_options) || !ALLOC(S->opt_pend, n_options) ||
        !ALLOC(S->live, S->n_words) || !ALLOC(S->act, n_primary) || !ALLOC(S->pos, n_primary) ||
        !ALLOC(S->lv, n_primary) || !ALLOC(S->trail_word, n_options) || !ALLOC(S->trail_old, n_options))
        goto fail;
    memcpy(S->opt_start, starts, ((size_t)n_options + 1) * sizeof(int32_t));
    for (int32_t o = 0; o < S->n_options; o++) { /* primary items first */
        int32_t at = starts[o];
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] < S->n_primary) S->item_of[at++] = items[e];
        S->opt_pend[o] = at;
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] >= S->n_primary) S->item_of[at++] = items[e];
    }
    if (build_columns(items, starts, S->n_options, S->n_items, &all_start, &all_word, &all_bits) < 0) goto fail;
    /* the primary items' columns, for the MRV choice */
    int32_t n_sparse = all_start[S->n_primary];
    if (!ALLOC(S->col_start, n_primary + 1) || !ALLOC(S->col_word, n_sparse) || !ALLOC(S->col_bits, n_sparse))
        goto fail;
    memcpy(S->col_start, all_start, ((size_t)n_primary + 1) * sizeof(int32_t));
    memcpy(S->col_word, all_word, (size_t)n_sparse * sizeof(int32_t));
    memcpy(S->col_bits, all_bits, (size_t)n_sparse * sizeof(uint64_t));
    if (!ALLOC(kc_of, n_entries) || !ALLOC(S->entry_kc, n_entries) ||
        build_kill_columns(S, items, colours, starts, all_start, all_word, all_bits, kc_of) < 0)
        goto fail;
    for (int32_t o = 0; o < S->n_options; o++) { /* entry_kc in item_of's order: primary entries first */
        int32_t at = starts[o];
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] < S->n_primary) S->entry_kc[at++] = kc_of[e];
        for (int32_t e = starts[o]; e < starts[o + 1]; e++)
            if (items[e] >= S->n_primary) S->entry_kc[at++] = kc_of[e];
    }
    if (build_conflicts(S, 4LL * n_entries + (1LL << 18)) < 0) goto fail;
    if (S->conf_start) { /* the per-entry kill columns are no longer needed */
        free(S->entry_kc);
        free(S->kc_start);
        free(S->kc_word);
        free(S->kc_bits);
        S->entry_kc = S->kc_start = S->kc_word = NULL;
        S->kc_bits = NULL;
    }
    /* snapshots instead of the trail when they are small: a copy of the live
       bitset per depth (measured 10-15% faster), and with few options each
       option's conflicts as dense words (another 5-10%) */
    if (S->n_words <= SNAPSHOT_MAX_WORDS &&
        (long long)S->n_words * (n_primary + 2) * 8 <= SNAPSHOT_MAX_BYTES && S->conf_start) {
        if (!ALLOC(S->lives, (size_t)S->n_words * (n_primary + 2))) goto fail;
        free(S->live);
        S->live = S->lives;
        if ((long long)S->n_words * n_options * 8 <= DENSE_MAX_BYTES) {
            if (!ALLOC(S->dense, (size_t)S->n_words * n_options)) goto fail;
            for (int32_t o = 0; o < S->n_options; o++)
                for (int32_t k = S->conf_start[o]; k < S->conf_start[o + 1]; k++)
                    S->dense[(size_t)o * S->n_words + S->conf_word[k]] = S->conf_bits[k];
        }
    }
    for (int32_t w = 0; w < S->n_words; w++)
        S->live[w] = (w + 1) * 64 <= S->n_options ? ~0ULL : (1ULL << (S->n_options % 64)) - 1;
    for (int32_t i = 0; i < S->n_primary; i++) S->act[i] = S->pos[i] = i;
    S->actp = S->n_primary;
    S->cutoff = -1;
    S->phase = PH_FORWARD;
    rc = 0;
fail:
    free(all_start);
    free(all_word);
    free(all_bits);
    free(kc_of);
    free(mark);
    if (rc < 0) xc_free(S);
    return rc;
}

/* Bytes the search holds (for callers that account for memory). */
static long long xc_bytes(const XcState *S)
{
    long long b = (long long)S->n_entries * 4 * 2 + (long long)S->n_options * (4 * 3 + 12) +
                  (long long)S->n_primary * (8 + sizeof(Level)) + (long long)S->n_words * 8;
    if (S->col_start) b += (long long)S->col_start[S->n_primary] * 12;
    if (S->conf_start) b += (long long)S->conf_start[S->n_options] * 12;
    if (S->lives) b += (long long)S->n_words * (S->n_primary + 2) * 8;
    if (S->dense) b += (long long)S->n_words * S->n_options * 8;
    if (S->kc_start) b += (long long)S->kc_start[S->n_items] * 12 + (long long)S->n_entries * 4;
    return b;
}

/* ========================================================================== */
/* part 2: the CPython binding                                                */

typedef struct {
    PyObject_HEAD
    XcState S;
    int ready;
    int busy;
} Search;

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

static int raise_code(int rc, const char *msg)
{
    if (rc == XC_NOMEM) PyErr_NoMemory();
    else PyErr_SetString(PyExc_ValueError, msg);
    return -1;
}

static void Search_dealloc(Search *self)
{
    xc_free(&self->S);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Search_init(Search *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"n_primary", "n_secondary", "items", "starts", "colours", NULL};
    Py_ssize_t n_primary, n_secondary;
    PyObject *items_obj, *starts_obj, *colours_obj = Py_None;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "nnOO|O", kwlist, &n_primary, &n_secondary, &items_obj,
                                     &starts_obj, &colours_obj))
        return -1;
    if (self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Search is already initialised");
        return -1;
    }
    Py_buffer items, starts, colours;
    int have_colours = colours_obj != Py_None;
    if (get_int32_buffer(items_obj, &items, "items") < 0) return -1;
    if (get_int32_buffer(starts_obj, &starts, "starts") < 0) {
        PyBuffer_Release(&items);
        return -1;
    }
    if (have_colours && get_int32_buffer(colours_obj, &colours, "colours") < 0) {
        PyBuffer_Release(&items);
        PyBuffer_Release(&starts);
        return -1;
    }
    int rc = -1;
    char msg[XC_MSG_LEN] = "";
    Py_ssize_t n_starts = starts.len / 4;
    if (n_starts < 1) {
        PyErr_SetString(PyExc_ValueError, "starts must hold len(options) + 1 entries");
    } else if (have_colours && colours.len != items.len) {
        PyErr_SetString(PyExc_ValueError, "colours must hold one entry per item entry");
    } else {
        int code;
        Py_BEGIN_ALLOW_THREADS
        code = xc_build(&self->S, (const int32_t *)items.buf, have_colours ? (const int32_t *)colours.buf : NULL,
                        items.len / 4, (const int32_t *)starts.buf, n_starts - 1, n_primary, n_secondary, msg);
        Py_END_ALLOW_THREADS
        if (code < 0) raise_code(code, msg);
        else rc = 0;
    }
    PyBuffer_Release(&items);
    PyBuffer_Release(&starts);
    if (have_colours) PyBuffer_Release(&colours);
    self->ready = rc == 0;
    return rc;
}

static int ready(Search *self)
{
    if (!self->ready) {
        PyErr_SetString(PyExc_RuntimeError, "Search is not initialised");
        return 0;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Search is running in another thread");
        return 0;
    }
    return 1;
}

static PyObject *Search_reset(Search *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"prefix", "listing", "cutoff", NULL};
    PyObject *prefix_obj = NULL;
    int listing = 0, cutoff = -1;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|Opi", kwlist, &prefix_obj, &listing, &cutoff)) return NULL;
    if (!ready(self)) return NULL;
    Py_ssize_t n = 0;
    int32_t *prefix = NULL;
    if (prefix_obj && prefix_obj != Py_None) {
        PyObject *seq = PySequence_Fast(prefix_obj, "prefix must be a sequence of option indices");
        if (!seq) return NULL;
        n = PySequence_Fast_GET_SIZE(seq);
        if (n > self->S.n_options) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "prefix is longer than the number of options");
            return NULL;
        }
        prefix = calloc((size_t)n + 1, sizeof(int32_t));
        if (!prefix) {
            Py_DECREF(seq);
            return PyErr_NoMemory();
        }
        for (Py_ssize_t k = 0; k < n; k++) {
            long o = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, k));
            if (o == -1 && PyErr_Occurred()) {
                Py_DECREF(seq);
                free(prefix);
                return NULL;
            }
            prefix[k] = o < 0 || o > INT32_MAX ? -1 : (int32_t)o;
        }
        Py_DECREF(seq);
    }
    char msg[XC_MSG_LEN] = "";
    int rc = xc_reset(&self->S, prefix, (int32_t)n, listing, cutoff, msg);
    if (rc < 0) {
        raise_code(rc, msg);
        return NULL;
    }
    Py_RETURN_NONE;
}

static PyObject *Search_run(Search *self, PyObject *arg)
{
    unsigned long long budget = PyLong_AsUnsignedLongLong(arg);
    if (budget == (unsigned long long)-1 && PyErr_Occurred()) return NULL;
    if (!ready(self)) return NULL;
    self->busy = 1;
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = xc_search(&self->S, budget);
    Py_END_ALLOW_THREADS
    self->busy = 0;
    return PyLong_FromLong(status);
}

static PyObject *Search_split(Search *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self)) return NULL;
    XcState *S = &self->S;
    int32_t cap = S->n_options + 1;
    int32_t *opts = calloc((size_t)cap, sizeof(int32_t)), *levels = calloc((size_t)cap, sizeof(int32_t));
    if (!opts || !levels) {
        free(opts);
        free(levels);
        return PyErr_NoMemory();
    }
    int n = xc_split(S, opts, levels, cap);
    PyObject *out = n < 0 ? PyErr_NoMemory() : PyList_New(n);
    for (int k = 0; out && k < n; k++) { /* the prefix, the options chosen above, the option */
        PyObject *prefix = PyList_New(S->n_prefix + levels[k] + 1);
        if (!prefix) {
            Py_CLEAR(out);
            break;
        }
        Py_ssize_t at = 0;
        for (int32_t j = 0; j < S->n_prefix; j++) PyList_SET_ITEM(prefix, at++, PyLong_FromLong(S->prefix[j]));
        for (int32_t l = 0; l < levels[k]; l++) PyList_SET_ITEM(prefix, at++, PyLong_FromLong(S->lv[l].option));
        PyList_SET_ITEM(prefix, at, PyLong_FromLong(opts[k]));
        for (Py_ssize_t j = 0; j <= at; j++)
            if (!PyList_GET_ITEM(prefix, j)) {
                Py_DECREF(prefix);
                Py_CLEAR(out);
                break;
            }
        if (!out) break;
        PyList_SET_ITEM(out, k, prefix);
    }
    free(opts);
    free(levels);
    return out;
}

static int cmp_int32(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x > y) - (x < y);
}

static PyObject *Search_solution(Search *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self)) return NULL;
    const XcState *S = &self->S;
    Py_ssize_t n = S->n_prefix + S->level;
    int32_t *opts = calloc((size_t)n + 1, sizeof(int32_t));
    if (!opts) return PyErr_NoMemory();
    for (int32_t k = 0; k < S->n_prefix; k++) opts[k] = S->prefix[k];
    for (int32_t l = 0; l < S->level; l++) opts[S->n_prefix + l] = S->lv[l].option;
    qsort(opts, (size_t)n, sizeof(int32_t), cmp_int32);
    PyObject *list = PyList_New(n);
    for (Py_ssize_t k = 0; list && k < n; k++) {
        PyObject *v = PyLong_FromLong(opts[k]);
        if (!v) {
            Py_CLEAR(list);
            break;
        }
        PyList_SET_ITEM(list, k, v);
    }
    free(opts);
    return list;
}

/* Knuth's estimate of the fraction of the search tree already explored
   (DLX1, print_progress): choice k of d at level l adds (k - 1)/d of what is left. */
static PyObject *Search_progress(Search *self, PyObject *Py_UNUSED(ignored))
{
    if (!ready(self)) return NULL;
    const XcState *S = &self->S;
    if (S->phase == PH_DONE) return PyFloat_FromDouble(1.0);
    double f = 0.0, fd = 1.0;
    for (int32_t l = 0; l < S->level; l++) {
        fd *= S->lv[l].width;
        f += (S->lv[l].rank - 1) / fd;
    }
    return PyFloat_FromDouble(f + 0.5 / fd);
}

static PyObject *Search_get_count(Search *self, void *Py_UNUSED(c)) { return PyLong_FromUnsignedLongLong(self->S.count); }
static PyObject *Search_get_nodes(Search *self, void *Py_UNUSED(c)) { return PyLong_FromUnsignedLongLong(self->S.nodes); }
static PyObject *Search_get_level(Search *self, void *Py_UNUSED(c)) { return PyLong_FromLong(self->S.level); }
static PyObject *Search_get_bytes(Search *self, void *Py_UNUSED(c)) { return PyLong_FromLongLong(xc_bytes(&self->S)); }
static PyObject *Search_get_merged(Search *self, void *Py_UNUSED(c)) { return PyBool_FromLong(self->S.conf_start != NULL); }

static PyMethodDef Search_methods[] = {
    {"reset", (PyCFunction)(void (*)(void))Search_reset, METH_VARARGS | METH_KEYWORDS,
     "reset(prefix=(), listing=False, cutoff=-1)\n\nRestart the search after choosing the compatible "
     "options of prefix in turn; listing stops at every cover; cutoff >= 0 stops at every node of "
     "that depth below the prefix (subproblem enumeration). Clears count and nodes."},
    {"run", (PyCFunction)Search_run, METH_O,
     "run(budget) -> status\n\nContinue the search for at most budget search-tree nodes without the "
     "GIL. Returns DONE (tree exhausted), PAUSED (budget spent), SOLUTION (a cover, listing mode) or "
     "SUBPROBLEM (a node at the cutoff depth)."},
    {"solution", (PyCFunction)Search_solution, METH_NOARGS,
     "solution() -> list[int]\n\nSorted option indices of the prefix plus the current choices."},
    {"split", (PyCFunction)Search_split, METH_NOARGS,
     "split() -> list[list[int]]\n\nCounting mode: the options not yet tried above the current node, each as "
     "a prefix (the options chosen above it, then it) for reset(prefix=...); this search drops them and "
     "finishes only the subtree it is in. Together they count what this search had left."},
    {"progress", (PyCFunction)Search_progress, METH_NOARGS,
     "progress() -> float\n\nKnuth's estimate (0..1) of the fraction of the tree explored."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Search_getset[] = {
    {"count", (getter)Search_get_count, NULL, "covers found since reset", NULL},
    {"nodes", (getter)Search_get_nodes, NULL, "search-tree nodes since reset", NULL},
    {"level", (getter)Search_get_level, NULL, "current depth below the prefix", NULL},
    {"bytes", (getter)Search_get_bytes, NULL, "bytes of memory the search holds (approximate)", NULL},
    {"merged", (getter)Search_get_merged, NULL, "True when each option's conflicts are one merged list", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject SearchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "gridsat.engines._cover.Search",
    .tp_basicsize = sizeof(Search),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Search(n_primary, n_secondary, items, starts, colours=None)\n\nAlgorithm X / C with MRV on a "
              "live-option bitset. items: int32 buffer, the 0-based items of every option in turn (items < "
              "n_primary are primary); starts: int32 buffer of len(options) + 1 offsets into items; colours: "
              "None or an int32 buffer parallel to items, 0 for no colour, else the colour's number (secondary "
              "items only).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Search_init,
    .tp_dealloc = (destructor)Search_dealloc,
    .tp_methods = Search_methods,
    .tp_getset = Search_getset,
};

static struct PyModuleDef cover_module = {
    PyModuleDef_HEAD_INIT, "gridsat.engines._cover",
    "Algorithm X / C (colours) with the MRV heuristic on a live-option bitset, resumable, for "
    "gridsat.engines.cover.", -1,
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
