//pass
//--blockDim=64 --gridDim=8

// && guards a read past the thread's own element: only the last thread
// (g == 511) evaluates A[g + 1], the element A[512] that no thread writes.
// Without short-circuit evaluation every thread would read its neighbour's
// element while the neighbour writes it.

__global__ void short_circuit_guard(int *A, int *flag) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  int mine = A[g];
  if (g == 511 && A[g + 1] != 0)
    flag[0] = 1;
  A[g] = mine + 1;
}
