/* ivl's <thrust/inner_product.h>: see ivl_thrust.h. */
#include "ivl_thrust.h"
