/* ivl's <thrust/distance.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
