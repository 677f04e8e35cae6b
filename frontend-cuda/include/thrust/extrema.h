/* ivl's <thrust/extrema.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
