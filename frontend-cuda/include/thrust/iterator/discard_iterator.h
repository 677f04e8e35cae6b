/* ivl's <thrust/iterator/discard_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
