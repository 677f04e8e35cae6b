//pass
//--blockDim=128 --gridDim=4

// Kernel contracts: the precondition bounds the shift, the assertion checks
// that the shifted id cannot overflow, and the postcondition states what
// each thread leaves in its own element.

__global__ void kernel_contracts(int *A, unsigned shift) {
  __requires(shift < 8);
  __ensures(A[blockIdx.x * blockDim.x + threadIdx.x] == (int)(threadIdx.x << shift));
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = threadIdx.x << shift;
  __assert(v < 128u * 128u);
  A[g] = (int)v;
}
