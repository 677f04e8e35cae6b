//pass
//--pointer-bitwidth=64 --blockDim=2 --gridDim=1

// Threads 0 and 1 write A[0] and A[2^32], elements of a huge array whose
// 64-bit offsets differ by exactly 2^32 (line 10). Offsets kept in 32 bits
// would make them one element and report a race that is not there.

__global__ void pointer64_index_2_32(int *A) {
  A[(size_t)threadIdx.x << 32] = threadIdx.x;
}
