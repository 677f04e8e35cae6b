//pass
//--blockDim=64 --gridDim=2

// Plain::min is the program's own static method, named like the builtin:
// its body (the larger value) is what runs, so each thread writes its own
// element A[max(t, 0)] = A[t].

struct Plain {
  __device__ static unsigned min(unsigned a, unsigned b) { return a > b ? a : b; }
};

__global__ void static_method_builtin_name(unsigned *A) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  A[Plain::min(g, 0)] = g;
}
