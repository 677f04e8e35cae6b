/* ivl's <thrust/unique.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
