/* ivl's <cooperative_groups.h>: cuda.h declares the groups ivl models
 * (this_thread_block, this_grid, g.sync(), sync(g) and synchronize(g)). */
#include "cuda.h"
