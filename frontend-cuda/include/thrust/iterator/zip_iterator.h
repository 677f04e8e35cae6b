/* ivl's <thrust/iterator/zip_iterator.h>: see ../ivl_thrust.h. */
#include "../ivl_thrust.h"
