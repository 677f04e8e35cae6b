/* ivl's <thrust/iterator/transform_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
