/* ivl's <thrust/transform.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
