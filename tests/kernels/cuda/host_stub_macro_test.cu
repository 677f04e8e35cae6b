//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_stub_macro_test.cu:9:10: fatal error: 'nvtx3/nvToolsExt.h' file not found

// A missing header is an error, even a host library's: read as empty, it
// would leave NVTX_VERSION undefined, which decides what the kernel does.
// (Found by red-teaming: it verified when such headers were read as empty.)

#include <nvtx3/nvToolsExt.h>
#ifndef NVTX_VERSION
#define SINGLE_WRITER if (threadIdx.x == 0 && blockIdx.x == 0)
#else
#define SINGLE_WRITER
#endif
__global__ void k(int *A) { SINGLE_WRITER A[0] = threadIdx.x; }
