//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// conditional_reference.cu's assertion with the branches read the wrong
// way round: it fails for the threads with f false.

__device__ bool less(const int &a, const int &b) { return a < b; }

__global__ void wrong(int *table) {
  bool f = threadIdx.x & 1;
  int x = 1, y = 2;
  __assert(less(f ? y : x, f ? x : y) == f); // error: this assertion could not be proved
  table[threadIdx.x] = x;
}
