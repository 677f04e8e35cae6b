//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//unsupported: `old` of shared state in `bump`, which is inlined here

// bump's postcondition speaks of A[0] at bump's entry, but inlined into the
// kernel `old` would mean the kernel's entry: thread 0 lowers A[0] first,
// so the false claim A[0] == old(A[0]) would be proved. Rejected.

__device__ void bump(int *A) {
  __ensures(A[0] == __old_int(A[0]));
  A[0] = A[0] + 1;
}

__global__ void old_in_inlined_ensures(int *A) {
  if (threadIdx.x == 0) {
    A[0] = A[0] - 1;
    bump(A);
  }
}
