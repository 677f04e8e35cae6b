//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on bins

// A method that may change its object, called on a temporary
// (`AtomicAddImpl<int>()(p, v)`, as PyTorch's scatter kernels write it):
// its changes end with the temporary; its accesses are the call's, here
// a plain read and write of a shared bin.

template <typename T> struct AtomicAddImpl {
  int calls;
  __device__ void operator()(T *address, T val) {
    calls = 1;
    *address = *address + val; // error: possible write-read race on bins
  }
};

__global__ void histogram(const int *in, int *bins) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  AtomicAddImpl<int>()(&bins[in[i] & 15], 1);
}
