//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//cub_operator_own_forward.cu:25:65: error: unsupported: cub::BlockReduce with an operator other than CUB's

// An operator's pattern calls `forward(a)`, which is not std::forward but
// the program's own function of that name (found by argument-dependent
// lookup), writing memory at each of CUB's calls: refused.

#include <cub/cub.cuh>

__device__ int stamps[64];

template <class T> __device__ T forward(T x) {
  stamps[0] = threadIdx.x;
  return x;
}

struct AddForwarded {
  template <class T, class U> __device__ T operator()(T a, U b) const { return forward(a) + b; }
};

__global__ void cub_operator_own_forward(const int *in, int *out) {
  typedef cub::BlockReduce<int, 64> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  int total = BlockReduce(temp_storage).Reduce(in[threadIdx.x], AddForwarded());
  if (threadIdx.x == 0) {
    out[0] = total;
  }
}
