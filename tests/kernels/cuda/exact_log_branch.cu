//pass
//--blockDim=64 --gridDim=1

// exact_log_branch_race with the other threads writing A[1]: thread 0 alone
// writes A[0], twice, and the others write 2 to A[1] (benign).

__global__ void exact_log_branch(int *A) {
  if (threadIdx.x == 0) {
    A[0] = 1;
    A[0] = 2;
  } else {
    A[1] = 2;
  }
}
