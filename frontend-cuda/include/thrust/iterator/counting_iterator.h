/* ivl's <thrust/iterator/counting_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
