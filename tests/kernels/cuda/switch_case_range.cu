//pass
//--blockDim=128 --gridDim=1

// GNU case ranges split the threads by id: 0-31 write A, 32-63 write B, the
// others reach the default, so its assertion holds. A range is lo <= x <= hi
// (read as the first value alone, threads 1-31 would reach the default).

__global__ void switch_case_range(int *A, int *B) {
  switch (threadIdx.x) {
  case 0 ... 31:
    A[threadIdx.x] = 1;
    break;
  case 32 ... 63:
    B[threadIdx.x - 32] = 2;
    break;
  default:
    __assert(threadIdx.x >= 64);
    break;
  }
}
