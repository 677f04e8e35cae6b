/* ivl's <thrust/sequence.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
