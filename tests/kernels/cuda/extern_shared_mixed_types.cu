//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// f and n start at the same address (every extern __shared__ array does), so
// f[t] and n[t] are the same four bytes seen as a float and as an int: thread
// t + 1 writes n[t + 1] (line 12) and thread t writes f[t + 1] (line 13), and
// thread t + 1 reads f[t + 1] (line 14) that thread t writes.

__global__ void extern_shared_mixed_types(float *out) {
  extern __shared__ int n[];
  extern __shared__ float f[];
  n[threadIdx.x] = threadIdx.x;
  f[threadIdx.x + 1] = 1.0f; // error: possible write-write race on
  out[threadIdx.x] = f[threadIdx.x]; // error: possible read-write race on
}
