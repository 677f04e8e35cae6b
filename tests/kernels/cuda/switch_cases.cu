//pass
//--blockDim=64 --gridDim=8

// A switch on g % 4 with a break after every case: threads with g % 4 == 2
// are the only ones to write B, each to B[g / 4], a slot of its own.

__global__ void switch_cases(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  switch (g % 4) {
  case 0:
    A[g] = 10;
    break;
  case 1:
    A[g] = 11;
    break;
  case 2:
    B[g / 4] = g;
    break;
  default:
    A[g] = 13;
    break;
  }
}
