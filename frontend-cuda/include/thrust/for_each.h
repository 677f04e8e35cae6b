/* ivl's <thrust/for_each.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
