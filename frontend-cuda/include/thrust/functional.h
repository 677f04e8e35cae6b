/* ivl's <thrust/functional.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
