/* ivl's <thrust/scan.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
