/* ivl's <thrust/sort.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
