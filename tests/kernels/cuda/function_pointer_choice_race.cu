//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on

// When which is 0, f is neighbour, which reads the next thread's element
// (line 11) while that thread writes it (line 17), reported at the write.

typedef float (*Op)(float *, unsigned);

__device__ float own(float *v, unsigned i) { return v[i]; }
__device__ float neighbour(float *v, unsigned i) { return v[i + 1]; }

__global__ void function_pointer_choice_race(float *v, int which) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  Op f = which ? own : neighbour;
  float x = (*f)(v, t);
  v[t] = x; // error: possible write-read race on
}
