//xfail:NOT_ALL_VERIFIED
//--pointer-bitwidth=64 --blockDim=1 --gridDim=1
//this assertion could not be proved

// A[2^32] and A[0] are different elements: writing 5 to A[2^32] (line 11)
// says nothing of A[0], so the assertion at line 12 fails. With offsets
// kept in 32 bits the two would alias, and the false assertion would be
// verified.

__global__ void pointer64_index_2_32_alias_wrong(int *A) {
  A[(size_t)1 << 32] = 5;
  __assert(A[0] == 5);  // error: this assertion could not be proved
}
