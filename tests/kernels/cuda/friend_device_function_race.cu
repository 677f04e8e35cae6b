//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//possible write-write race on g

// A device function defined as a struct's friend keeps its body: its
// racy write to g is found. (Found by red-teaming: the call was modelled
// as one of a function without a body, and the write lost.)

__device__ int g;
struct S {
  int v;
  friend __device__ int dev(S s) { g = threadIdx.x; return s.v; } // error: possible write-write race on g
};
__device__ int dev(S s);
__global__ void k(int *p) {
  S s;
  s.v = 1;
  p[blockIdx.x * 256 + threadIdx.x] = dev(s);
}
