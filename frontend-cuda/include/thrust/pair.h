/* ivl's <thrust/pair.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
