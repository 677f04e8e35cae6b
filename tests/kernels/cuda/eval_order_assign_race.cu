//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible [a-z-]+ race on B

// C++17 evaluates the right side of `=` before the left: thread t reads
// B[t], which thread t - 1 writes without a barrier. (The increment in the
// index was once done first, so B[t + 1], the thread's own, was read.)

__global__ void eval_order_assign_race(int *A) {
  __shared__ int B[65];
  int i = threadIdx.x;
  B[i + 1] = 1;
  A[i++] = B[i]; // error: possible read-write race on B
}
