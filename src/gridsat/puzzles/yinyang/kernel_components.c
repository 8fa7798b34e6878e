/* Component labelling for the hint engine: one flood fill per component,
 * an explicit stack, each cell pushed once.  See kernel_components.h. */
#include "kernel_components.h"

int32_t yy_components(const uint8_t *grid, int32_t rows, int32_t cols, unsigned values, int32_t *label,
                      int32_t *stack)
{
    const int32_t n = rows * cols;
    for (int32_t i = 0; i < n; i++)
        label[i] = (values >> grid[i]) & 1u ? -2 : -1; /* -2: kept, not yet labelled */
    int32_t count = 0;
    for (int32_t start = 0; start < n; start++) {
        if (label[start] != -2)
            continue;
        int32_t sp = 0;
        label[start] = count;
        stack[sp++] = start;
        while (sp) {
            const int32_t v = stack[--sp], r = v / cols, c = v - r * cols;
            int32_t nb[4], k = 0;
            if (r > 0)
                nb[k++] = v - cols;
            if (c + 1 < cols)
                nb[k++] = v + 1;
            if (r + 1 < rows)
                nb[k++] = v + cols;
            if (c > 0)
                nb[k++] = v - 1;
            for (int32_t j = 0; j < k; j++)
                if (label[nb[j]] == -2) {
                    label[nb[j]] = count;
                    stack[sp++] = nb[j];
                }
        }
        count++;
    }
    return count;
}
