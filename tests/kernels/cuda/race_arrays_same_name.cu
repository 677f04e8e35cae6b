//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --vcgen-opt=/checkArrays:s
//possible write-write race on s

// Two functions each have a __shared__ array s (s and s.1 in the IVL): a
// race scope naming s covers both, so h2's race is found. (Found by
// red-teaming: only the first was checked.)

__device__ void h1(int *o) {
  __shared__ int s[64];
  s[threadIdx.x] = 1;
  o[threadIdx.x] = s[threadIdx.x];
}
__device__ void h2(int *o) {
  __shared__ int s[64];
  s[0] = threadIdx.x; // error: possible write-write race on s.1
}
__global__ void k(int *o) {
  h1(o);
  h2(o);
}
