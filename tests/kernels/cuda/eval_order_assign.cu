//pass
//--blockDim=64 --gridDim=1

// The twin of eval_order_assign_race.cu: each thread reads the element it
// wrote itself, B[t], before the index moves on (C++17 order).

__global__ void eval_order_assign(int *A) {
  __shared__ int B[64];
  int i = threadIdx.x;
  B[i] = 1;
  A[i++] = B[i];
}
