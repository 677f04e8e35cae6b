/* ivl's <cooperative_groups.h>: cuda.h declares the groups ivl models
 * (this_thread_block, this_grid, sync and synchronize). */
#include "cuda.h"
