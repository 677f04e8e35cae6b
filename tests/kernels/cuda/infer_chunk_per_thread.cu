//pass
//--blockDim=64 --gridDim=8

// Each thread fills its own chunk of 16 elements, A[16g .. 16g + 15]:
// inference keeps that thread 1's writes lie between 16g (the offset on
// entry) and 16g + 16 (the offset at the loop's bound).

#define CHUNK 16

__global__ void infer_chunk_per_thread(int *A) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned i = 0; i < CHUNK; i++)
    A[g * CHUNK + i] = i;
}
