/* ivl's <thrust/binary_search.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
