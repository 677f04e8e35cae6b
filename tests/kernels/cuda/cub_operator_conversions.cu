//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_operator_conversions.cu:35:61: error: unsupported: cub::BlockReduce with an operator other than CUB's

// An operator whose parameters are made from CUB's values by a converting
// constructor, or whose result converts back by a conversion operator,
// runs that code at each of CUB's calls (here writing memory); the model
// leaves the calls out, so both are refused (lines 35 and 37).

#include <cub/cub.cuh>

__device__ int stamps[64];

struct Wide {
  int v;
  __device__ Wide(int x) : v(x) { stamps[0] = threadIdx.x; }
};

struct Narrow {
  int v;
  __device__ operator int() const { stamps[1] = threadIdx.x; return v; }
};

struct AddWide {
  __device__ int operator()(Wide a, Wide b) const { return a.v + b.v; }
};

struct AddNarrow {
  __device__ Narrow operator()(int a, int b) const { Narrow n; n.v = a + b; return n; }
};

__global__ void cub_operator_conversions(const int *in, int *out) {
  typedef cub::BlockReduce<int, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int a = BlockReduce(temp_storage).Reduce(in[threadIdx.x], AddWide());
  __syncthreads();
  int b = BlockReduce(temp_storage).Reduce(in[threadIdx.x], AddNarrow());
  if (threadIdx.x == 0) {
    out[0] = a + b;
  }
}
