//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4 --no-infer
//error: possible write-write race on out

// Thread t writes 3t to 3t + 3: its last write, in the last iteration, is
// thread t + 1's first.
__global__ void unroll_constant_loop_race(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 4; i++)
    out[t * 3 + i] = i;  // error: possible write-write race on out
}
