/* ivl's <thrust/version.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
