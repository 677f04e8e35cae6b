//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible write-write race on out

// The method on each thread's own struct writes one element of another
// array for every thread: those writes race.

struct Counter {
  unsigned n;
  __device__ void next(float *out) {
    n = n * 1664525u + 1013904223u;
    out[0] = (float)(n + blockIdx.x);  // error: possible write-write race on out
  }
};

__global__ void method_in_memory_other_array_race(Counter *cs, float *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  cs[i].next(out);
}
