/* cardinality_bands.c -- the band rule of cardinality_search.h (read its
 * comment): the partitions of the variables among the "exactly" rules
 * (Star Battle's rows, columns and regions) and the rule over bands of
 * consecutive rules of one partition against another.  Plain C11, no
 * Python.h. */

#include "cardinality_search.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The partitions of the variables among the rules, for the band rule: taken
 * in the model's order, "exactly k" rules sharing no variable are
 * gathered into a family until they hold every variable (a Star Battle
 * board's rows, then its columns, then its regions); a rule that overlaps
 * the family being gathered starts a new one.  At most CS_MAXFAM families.
 * CS_NOMEM or 0. */
int cs_families(CsState *s)
{
    int32_t n = s->n, m = s->m;
    s->famstart = calloc(CS_MAXFAM + 1, sizeof(int32_t));
    s->famcons = malloc(((size_t)m + 1) * sizeof(int32_t));
    s->partof = malloc(((size_t)n * CS_MAXFAM + 1) * sizeof(int32_t));
    s->qlo = malloc(((size_t)m + 1) * sizeof(int32_t));
    s->qhi = malloc(((size_t)m + 1) * sizeof(int32_t));
    s->inlack = malloc(((size_t)m + 1) * 2 * sizeof(int32_t));
    s->reachlack = malloc(((size_t)m + 1) * 2 * sizeof(int32_t));
    if (!s->famstart || !s->famcons || !s->partof || !s->qlo || !s->qhi || !s->inlack || !s->reachlack) {
        cs_free(s);
        return CS_NOMEM;
    }
    int32_t held = 0, at = 0;  /* variables held by the family being gathered; its first rule in famcons */
    int32_t *part = s->partof;  /* the family being gathered: its rule per variable (-1: none yet) */
    for (int32_t v = 0; v < n; v++)
        part[v] = -1;
    for (int32_t c = 0; c < m && n > 0 && s->nfam < CS_MAXFAM; c++) {
        int32_t size = s->cstart[c + 1] - s->cstart[c], clash = 0;
        if (s->lo[c] != s->hi[c])
            continue;
        for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++)
            clash |= part[s->cvars[k]] >= 0;
        if (clash) {  /* start over from this rule */
            for (int32_t v = 0; v < n; v++)
                part[v] = -1;
            held = 0;
            at = s->famstart[s->nfam];
        }
        for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++)
            part[s->cvars[k]] = at - s->famstart[s->nfam];
        s->famcons[at++] = c;
        held += size;
        if (held == n) {  /* a partition: keep it */
            s->famstart[++s->nfam] = at;
            part = s->partof + (size_t)s->nfam * n;
            held = 0;
            for (int32_t v = 0; v < n && s->nfam < CS_MAXFAM; v++)
                part[v] = -1;
        }
    }
    /* Bands run along the lines of a grid: a family f crossed by another family g (each of f's rules
     * meets each of g's: rows and columns) has bands of consecutive rules in the model's order (a
     * grid's rows, top to bottom), set against each family that does not cross f (the regions). */
    uint32_t cross = 0;
    for (int32_t f = 0; f < s->nfam; f++)
        for (int32_t g = 0; g < s->nfam; g++) {
            int64_t nf = s->famstart[f + 1] - s->famstart[f], ng = s->famstart[g + 1] - s->famstart[g];
            if (f == g || nf * ng > n)  /* each meeting holds a variable of its own */
                continue;
            uint8_t *met = calloc((size_t)(nf * ng) + 1, 1);
            if (!met) {
                cs_free(s);
                return CS_NOMEM;
            }
            int64_t meets = 0;
            for (int32_t v = 0; v < n; v++) {
                int64_t at = (int64_t)s->partof[(size_t)f * n + v] * ng + s->partof[(size_t)g * n + v];
                meets += !met[at];
                met[at] = 1;
            }
            free(met);
            if (meets == nf * ng)
                cross |= 1u << (f * CS_MAXFAM + g);
        }
    for (int32_t f = 0; f < s->nfam; f++)
        for (int32_t g = 0; g < s->nfam; g++)
            if (f != g && (cross >> (f * CS_MAXFAM) & ((1u << CS_MAXFAM) - 1)) && !(cross >> (f * CS_MAXFAM + g) & 1))
                s->pairs |= 1u << (f * CS_MAXFAM + g);
    return 0;
}

/* The band rule over two partitions P and Q of the variables (families of
 * "exactly" rules, see cs_families), for every run of consecutive rules of
 * P (a band: Star Battle rows a..b), with `need` the trues the band still
 * lacks:
 *  - the rules of Q whose free variables all lie in the band put all their
 *    missing trues there: together more than `need` is a conflict, exactly
 *    `need` leaves the band's other free variables false (j regions inside
 *    j rows fill them);
 *  - the band's trues come from the rules of Q reaching into it: together
 *    lacking fewer than `need` is a conflict, exactly `need` leaves their
 *    free variables outside the band false (j rows inside j regions).
 * One pass over every ordered pair of families; 0 ok, 1 conflict;
 * *changed set when it assigned something. */
int cs_bands(CsState *s, int *changed)
{
    for (int32_t fp = 0; fp < s->nfam; fp++)
        for (int32_t fq = 0; fq < s->nfam; fq++) {
            if (!(s->pairs >> (fp * CS_MAXFAM + fq) & 1))
                continue;
            const int32_t *pc = s->famcons + s->famstart[fp], *qc = s->famcons + s->famstart[fq];
            const int32_t *ppart = s->partof + (size_t)fp * s->n, *qpart = s->partof + (size_t)fq * s->n;
            int32_t np = s->famstart[fp + 1] - s->famstart[fp], nq = s->famstart[fq + 1] - s->famstart[fq];
            for (int32_t q = 0; q < nq; q++) {  /* the span of P's rules over q's free variables */
                int32_t c = qc[q];
                s->qlo[q] = INT32_MAX;
                s->qhi[q] = -1;
                if (s->nfree[c] == 0)
                    continue;
                for (int32_t k = s->cstart[c]; k < s->cstart[c + 1]; k++) {
                    int32_t v = s->cvars[k];
                    if (s->val[v] < 0) {
                        int32_t p = ppart[v];
                        s->qlo[q] = p < s->qlo[q] ? p : s->qlo[q];
                        s->qhi[q] = p > s->qhi[q] ? p : s->qhi[q];
                    }
                }
            }
            for (int32_t a = 0; a < np; a++) {
                /* as the band a..b grows: the rules of Q inside it join when b reaches their last part
                 * (those starting at a or later), those reaching into it when b reaches their first */
                memset(s->inlack, 0, (size_t)np * 2 * sizeof(int32_t));
                memset(s->reachlack, 0, (size_t)np * 2 * sizeof(int32_t));
                for (int32_t q = 0; q < nq; q++) {
                    if (s->qhi[q] < a)
                        continue;
                    int32_t c = qc[q], lack = s->lo[c] - s->ntrue[c], at = s->qlo[q] > a ? s->qlo[q] : a;
                    s->reachlack[2 * at] += lack;
                    s->reachlack[2 * at + 1] += s->nfree[c];
                    if (s->qlo[q] >= a) {
                        s->inlack[2 * s->qhi[q]] += lack;
                        s->inlack[2 * s->qhi[q] + 1] += s->nfree[c];
                    }
                }
                int32_t need = 0, bandfree = 0, inneed = 0, infree = 0, reach = 0, reachfree = 0;
                for (int32_t b = a; b < np; b++) {
                    need += s->lo[pc[b]] - s->ntrue[pc[b]];
                    bandfree += s->nfree[pc[b]];
                    inneed += s->inlack[2 * b];
                    infree += s->inlack[2 * b + 1];
                    reach += s->reachlack[2 * b];
                    reachfree += s->reachlack[2 * b + 1];
                    if (bandfree == 0 || (a == 0 && b == np - 1))
                        continue;
                    if (inneed > need || reach < need)
                        return 1;
                    if (inneed == need && infree < bandfree) {  /* the band's free variables outside them */
                        for (int32_t p = a; p <= b; p++)
                            for (int32_t k = s->cstart[pc[p]]; k < s->cstart[pc[p] + 1]; k++) {
                                int32_t v = s->cvars[k], q = qpart[v];
                                if (s->val[v] < 0 && !(s->qlo[q] >= a && s->qhi[q] <= b)) {
                                    cs_set(s, v, 0);
                                    *changed = 1;
                                }
                            }
                        return 0;  /* the spans changed: propagate, then look again */
                    }
                    if (reach == need && reachfree > bandfree) {  /* their free variables outside the band */
                        for (int32_t q = 0; q < nq; q++) {
                            if (s->qhi[q] < a || s->qlo[q] > b)
                                continue;
                            for (int32_t k = s->cstart[qc[q]]; k < s->cstart[qc[q] + 1]; k++) {
                                int32_t v = s->cvars[k], p = ppart[v];
                                if (s->val[v] < 0 && (p < a || p > b)) {
                                    cs_set(s, v, 0);
                                    *changed = 1;
                                }
                            }
                        }
                        return 0;
                    }
                }
            }
        }
    return 0;
}
