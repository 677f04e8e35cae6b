//pass
//--blockDim=128 --gridDim=2

// A function object whose templated operator() forwards its arguments
// and has a trailing result type (a mixture-of-experts kernel's `Sum`),
// given to cub::BlockReduce and called nowhere else: its pattern is
// arithmetic on numbers, so it touches no memory.

#include <cub/cub.cuh>
#include <utility>

struct ForwardingSum {
  template <typename T, typename U>
  __device__ auto operator()(T &&t, U &&u) const -> decltype(std::forward<T>(t) + std::forward<U>(u)) {
    return std::forward<T>(t) + std::forward<U>(u);
  }
};

__global__ void cub_block_reduce_forwarding_op(const float *in, float *out) {
  typedef cub::BlockReduce<float, 128> BlockReduce;
  __shared__ typename BlockReduce::TempStorage temp_storage;
  float total = BlockReduce(temp_storage).Reduce(in[blockIdx.x * 128 + threadIdx.x], ForwardingSum());
  if (threadIdx.x == 0) {
    out[blockIdx.x] = total;
  }
}
