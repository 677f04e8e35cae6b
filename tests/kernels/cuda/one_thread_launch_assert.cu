//xfail:NOT_ALL_VERIFIED
//--blockDim=1 --gridDim=1
//this assertion could not be proved

// A launch of one thread has no pair of distinct threads; the reduction
// assumed one, so nothing was checked and the failing assertion verified.

__global__ void one_thread_launch_assert(int *A) {
  A[0] = 1;
  __assert(A[0] == 2); // error: this assertion could not be proved
}
