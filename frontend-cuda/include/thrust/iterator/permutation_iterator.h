/* ivl's <thrust/iterator/permutation_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
