/* ivl's <thrust/gather.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
