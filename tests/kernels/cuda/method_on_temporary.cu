//pass
//--blockDim=64 --gridDim=4

// A method that may change its object, called on a temporary
// (`AtomicAddImpl<int>()(p, v)`, as PyTorch's scatter kernels write it):
// its changes end with the temporary; its accesses are the call's.

template <typename T> struct AtomicAddImpl {
  int calls;
  __device__ void operator()(T *address, T val) {
    calls = 1;
    atomicAdd(address, val);
  }
};

__global__ void histogram(const int *in, int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  AtomicAddImpl<int>()(&bins[in[i] & 15], 1);
}
