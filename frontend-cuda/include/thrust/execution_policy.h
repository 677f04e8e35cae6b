/* ivl's <thrust/execution_policy.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
