//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// The file-scope extern __shared__ keys and the kernel's extern __shared__
// vals are the same memory. Thread t writes keys[t] = t (line 14) and then
// vals[t - 1] = -1 (line 15), the element thread t - 1 wrote t - 1 to.

extern __shared__ int keys[];

__global__ void extern_shared_alias_file_scope_race(int *out) {
  extern __shared__ int vals[];
  unsigned t = threadIdx.x;
  keys[t] = t;
  if (t > 0) vals[t - 1] = -1; // error: possible write-write race on
  __syncthreads();
  out[blockIdx.x * blockDim.x + t] = keys[t];
}
// cex@15: at line 14
