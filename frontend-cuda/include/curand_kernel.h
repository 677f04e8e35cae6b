/* ivl's <curand_kernel.h>: declared by cuda.h (and cuda_runtime_api.h), which the
 * front end includes before the kernel. */
#include "cuda.h"
