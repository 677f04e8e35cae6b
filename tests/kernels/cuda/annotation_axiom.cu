//pass
//--gridDim=4

// File-scope axioms (GPUVerify's __axiom) are facts every thread assumes:
// here that blocks have 64 threads, which the indexing relies on (with
// larger blocks, neighbouring blocks' threads would write one element).

__axiom(blockDim.x == 64);
__axiom(blockDim.y == 1);

__global__ void annotation_axiom(int *A) {
  A[blockIdx.x * 64 + threadIdx.x] = threadIdx.x;
}
