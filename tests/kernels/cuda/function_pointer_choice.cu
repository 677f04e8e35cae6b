//pass
//--blockDim=64 --gridDim=4

// f is one of two device functions, chosen by the argument; each reads and
// writes only the thread's own element, whichever is called.

typedef float (*Op)(float *, unsigned);

__device__ float twice(float *v, unsigned i) { return v[i] * 2.0f; }
__device__ float half(float *v, unsigned i) { return v[i] * 0.5f; }

__global__ void function_pointer_choice(float *v, int which) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  Op f = which ? twice : half;
  v[t] = f(v, t);
}
