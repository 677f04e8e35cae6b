/* ivl's <thrust/tuple.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
