/* ivl's <thrust/find.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
