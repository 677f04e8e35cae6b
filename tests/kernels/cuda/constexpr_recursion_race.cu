//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out

// cilog2(32) is 5: blocks of 64 threads at strides of 32 overlap.

constexpr int cilog2(int val) { return val > 0 ? 1 + cilog2(val >> 1) : -1; }

__global__ void constexpr_recursion_race(int *out) {
  out[(blockIdx.x << cilog2(32)) + threadIdx.x] = blockIdx.x;  // error: possible write-write race on out
}
