/* ivl's <thrust/count.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
