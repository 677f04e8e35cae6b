//xfail:COMMAND_LINE_ERROR
//--blockDim=1024 --gridDim=4194305
//this launch has 4294968320 threads in dimension x \(1024 per group, 4194305 groups\), 2\^32 or more

// 4194305 blocks of 1024 threads (legal in CUDA) are 2^32 + 1024 threads in x,
// more than the verifier's geometry assumes (fewer than 2^32 per dimension):
// the configuration must be rejected, not verified vacuously (even
// __assert(false) would verify). The kernel races: 32-bit ids wrap.

__global__ void geometry_too_many_threads(unsigned *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x;
}
