/* ivl's <thrust/generate.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
