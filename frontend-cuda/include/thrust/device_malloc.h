/* ivl's <thrust/device_malloc.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
