//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//possible write-write race on A

// g(int) and g(unsigned) are two functions: g(0) and g(0u) may differ, and
// then every thread writes A[0] (line 13). Taken as one uninterpreted
// function they would be equal and the index the thread id.

__device__ __attribute__((const)) int g(int x);
__device__ __attribute__((const)) int g(unsigned x);

__global__ void pure_overloads_race(int *A) {
  A[threadIdx.x * (1 + g(0) - g(0u))] = threadIdx.x;  // error: possible write-write race on A
}
