/* ivl's <thrust/copy.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
