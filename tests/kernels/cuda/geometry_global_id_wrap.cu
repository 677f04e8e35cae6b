//pass
//
//note: verified assuming fewer than 2\^32 threads per dimension

// geometry_global_id_wrap_race.cu without --allow-id-wrap: launches of 2^32
// or more threads in x, whose 32-bit global ids wrap, are not verified, and
// the verdict says so.

__global__ void geometry_global_id_wrap(unsigned *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = blockIdx.x;
}
