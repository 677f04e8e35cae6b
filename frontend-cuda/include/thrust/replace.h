/* ivl's <thrust/replace.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
