/* ivl's <thrust/transform_reduce.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
