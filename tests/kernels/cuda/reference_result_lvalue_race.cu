//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on b

// The reference elt returns refers to b[i + 1] for thread i, which thread
// i + 1 writes as b[i]: the writes through it race.

__device__ int &elt(int *d, int i) { return d[i]; }

__global__ void reference_result_lvalue_race(int *b) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  elt(b, i) = i;
  elt(b, i + 1) = -i;  // error: possible write-write race on b
}
