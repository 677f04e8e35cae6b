//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --blockDim=256 --gridDim=1024
//possible [a-z-]+ race on

// The size_t index forgets blockDim (line 9): thread 1 of block 0 and
// thread 0 of block 1 both write out[1], different values (line 10).

__global__ void pointer64_global_index_race(unsigned *out) {
  size_t i = blockIdx.x + (size_t)threadIdx.x;
  out[i] = threadIdx.x;  // error: possible write-write race on out
}
