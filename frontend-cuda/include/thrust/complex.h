/* ivl's <thrust/complex.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
