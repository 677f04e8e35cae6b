//pass
//--blockDim=64 --gridDim=8

// Every thread that sees a negative input sets flag[0] to 1. The writes
// race, but all write the same value, which is tolerated by default
// (a benign race).

__global__ void benign_same_value(const int *in, int *flag) {
  if (in[blockIdx.x * blockDim.x + threadIdx.x] < 0)
    flag[0] = 1;
}
