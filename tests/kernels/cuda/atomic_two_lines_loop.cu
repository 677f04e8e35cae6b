//pass
//--blockDim=64 --gridDim=4

// atomic_two_lines_loop_race without the plain read: the atomic increment
// (on two lines) and the loop are race-free, and each thread writes its own
// element of out.

__global__ void atomic_two_lines_loop(int *counter, const int *in, int *out, int n) {
  int old = atomicAdd(
      &counter[0], 1);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += in[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = old + s;
}
