//pass
//--blockDim=64 --gridDim=1

// A pointer that may reach shared or global memory (or be null, before it
// is set), moved to an element (`&bins[b]`) and passed to a function: the
// call is made for whichever array it points into.

__device__ void add1(int *address, int val) { atomicAdd(address, val); }

template <bool Shared>
__global__ void count(int *out, const int *in) {
  __shared__ int local[64];
  int *bins = nullptr;
  if (Shared) {
    bins = local;
    local[threadIdx.x] = 0;
    __syncthreads();
  } else {
    bins = out;
  }
  add1(&bins[in[threadIdx.x] & 63], 1);
}

template __global__ void count<true>(int *, const int *);
