/* ivl's <thrust/reduce.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
