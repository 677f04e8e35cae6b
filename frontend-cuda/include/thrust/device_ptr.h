/* ivl's <thrust/device_ptr.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
