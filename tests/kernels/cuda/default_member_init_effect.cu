//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//possible write-write race on g

// `Op o;` runs the default member initialisers: here one that writes g[0],
// a race. They were left out (the fields arbitrary) and the race verified
// (found by red-teaming).

__device__ int g[4];
struct Op {
  int x = (g[0] = threadIdx.x);
};
__global__ void default_member_init_effect(int *in, int *out) {
  Op o;  // error: possible write-write race on g
  out[blockIdx.x * 128 + threadIdx.x] = o.x;
}
