/* ivl's <thrust/fill.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
