//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on flags

// The second arm reads flags[t + 1] (line 11), which the next thread
// writes without a barrier in between (line 12): the read happens when
// that arm is chosen.

__global__ void conditional_pointer_effects_race(int *flags, float *a, float *b) {
  int t = threadIdx.x;
  float *p = (t % 2 == 0) ? &a[t] : &b[t + flags[t + 1] * 0];
  flags[t] = t; // error: possible write-read race on flags
  p[0] = 2.0f;
}
