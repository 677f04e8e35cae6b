//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --blockDim=4 --gridDim=1
//possible write-write race on A

// Threads 0 and 1 both write A[0], threads 2 and 3 both write A[2^32]
// (line 9): equal 64-bit offsets are one element.

__global__ void pointer64_index_2_32_race(int *A) {
  A[(size_t)(threadIdx.x / 2) << 32] = threadIdx.x;  // error: possible write-write race on A
}
