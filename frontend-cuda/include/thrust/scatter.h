/* ivl's <thrust/scatter.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
