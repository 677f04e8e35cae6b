//pass
//--blockDim=128 --gridDim=2

// The enumerators of an enum declared in a class template, used in a
// method's run-time arithmetic (`linear_tid / WARP_THREADS`): each
// specialization's values.

template <int THREADS> struct Warps {
  enum { WARP_THREADS = 32, WARPS = (THREADS + WARP_THREADS - 1) / WARP_THREADS };
  __device__ unsigned warp_of(unsigned t) const { return WARPS == 1 ? 0 : t / WARP_THREADS; }
};

__global__ void warps(int *out) {
  Warps<128> w;
  unsigned k = w.warp_of(threadIdx.x);
  __assert(k == threadIdx.x / 32);
  out[blockIdx.x * blockDim.x + threadIdx.x] = k;
}
