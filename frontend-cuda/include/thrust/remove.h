/* ivl's <thrust/remove.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
