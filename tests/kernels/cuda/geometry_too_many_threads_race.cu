//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=4194305 --allow-id-wrap
//possible write-write race on A

// geometry_too_many_threads.cu with --allow-id-wrap: the launch of 2^32 + 1024
// threads in x is verified with wrapping 32-bit ids. Thread 0 of block 2^22
// has global id 2^32 = 0 and writes 2^22 to A[0], which thread 0 of block 0
// writes with 0.

__global__ void geometry_too_many_threads_race(unsigned *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x; // error: possible write-write race on A
}
// cex@11: its access to A at line 11
