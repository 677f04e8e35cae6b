//pass
//--blockDim=64 --gridDim=16

// A[tid] = f(tid); barrier; B[A[tid]] = tid, with f(t) = t ^ 21, a
// bijection on 0..63. The binary barrier invariant carries "A holds
// distinct values" across the barrier, which makes the writes to B disjoint.

#define N 64

__global__ void barrier_invariant_binary(int *out) {
  __shared__ unsigned A[N];
  __shared__ int B[N];
  A[threadIdx.x] = threadIdx.x ^ 21u;
  __barrier_invariant_binary_1(A[threadIdx.x] != A[__other_int(threadIdx.x)],
                               threadIdx.x, __other_int(threadIdx.x));
  __syncthreads();
  B[A[threadIdx.x]] = threadIdx.x;
  __syncthreads();
  out[blockIdx.x * N + threadIdx.x] = B[threadIdx.x];
}
