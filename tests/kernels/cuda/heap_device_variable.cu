//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on table.pointee

// A `__device__` variable holding a pointer the host set: every thread
// writing the same element it reaches races.

__device__ int *table;

__global__ void heap_device_variable(int k) {
  table[k] = threadIdx.x;  // error: possible write-write race on table.pointee
}
