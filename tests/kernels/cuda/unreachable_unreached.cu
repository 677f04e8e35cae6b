//pass
//--blockDim=64 --gridDim=4

// __builtin_unreachable() marks a default that no thread reaches: the
// lane index is always 0 to 3.
__global__ void unreachable_unreached(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v;
  switch (threadIdx.x % 4) {
  case 0: v = 10; break;
  case 1: v = 11; break;
  case 2: v = 12; break;
  case 3: v = 13; break;
  default: __builtin_unreachable();
  }
  out[i] = v;
}
