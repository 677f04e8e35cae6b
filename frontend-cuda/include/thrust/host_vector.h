/* ivl's <thrust/host_vector.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
