/* ivl's <thrust/device_free.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
