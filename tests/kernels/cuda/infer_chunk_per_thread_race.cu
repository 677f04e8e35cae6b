//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//possible [a-z-]+ race on

// Chunks of 16 written with a step of 15: thread g's last element,
// 15g + 15, is thread g + 1's first.

#define CHUNK 16

__global__ void infer_chunk_per_thread_race(int *A) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned i = 0; i < CHUNK; i++)
    A[g * (CHUNK - 1) + i] = i;  // error: possible write-write race on A
}
