//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//possible write-write race on A

// A kernel file without host code or a width flag is read as nvcc compiles
// it, with 8-byte pointers: the index is tid / 5, and threads 0 to 3 all
// write A[0] (line 10). At GPUVerify's 32 bits it would be tid / 1.

__global__ void pointer_width_default_race(int *A) {
  A[threadIdx.x / (sizeof(void *) - 3)] = threadIdx.x;  // error: possible write-write race on A
}
