//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// A default argument is evaluated at the call that leaves it out: the
// first call writes A[t + 1], which thread t + 1's second call writes too.

__device__ void put(int *A, int i, int off = 1) { A[i + off] = i; } // error: possible write-write race on A

__global__ void shift(int *A) {
  put(A, threadIdx.x);
  put(A, threadIdx.x, 0);
}
