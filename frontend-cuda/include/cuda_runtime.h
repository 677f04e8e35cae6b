/* ivl's <cuda_runtime.h>: what nvcc includes in every .cu file. cuda.h
 * (the device side) and cuda_runtime_api.h (the host side) declare it all;
 * the front end includes both before the kernel. */
#include "cuda.h"
