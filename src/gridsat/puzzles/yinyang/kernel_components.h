/* Connected components of a Yin-Yang grid's cells by value (plain C, no
 * Python): the labelling the hint engine's rules read many times a step. */
#ifndef GRIDSAT_YINYANG_KERNEL_COMPONENTS_H
#define GRIDSAT_YINYANG_KERNEL_COMPONENTS_H

#include <stdint.h>

/* Labels the orthogonally connected components of the cells of `grid`
 * (rows*cols bytes, row-major) whose value v has bit (1 << v) set in
 * `values`: label[i] is the component's number (0, 1, ... in the order of
 * each component's smallest cell) or -1 for a cell not kept.  `stack`
 * holds rows*cols int32 of scratch.  Returns the number of components. */
int32_t yy_components(const uint8_t *grid, int32_t rows, int32_t cols, unsigned values, int32_t *label,
                      int32_t *stack);

#endif
