/* ivl's <thrust/random.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
