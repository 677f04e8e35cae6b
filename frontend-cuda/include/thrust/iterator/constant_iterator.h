/* ivl's <thrust/iterator/constant_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
