/* ivl's <thrust/shuffle.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
