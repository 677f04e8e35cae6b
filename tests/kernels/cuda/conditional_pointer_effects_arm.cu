//pass
//--blockDim=64 --gridDim=1

// The second arm reads flags[t + 1]; even threads write flags at odd
// indices, two ahead of what an even thread's read would be. Only odd
// threads choose that arm, reading even indices, so no read meets a write
// (an arm's reads happen only when it is chosen).

__global__ void conditional_pointer_effects_arm(int *flags, float *a, float *b) {
  int t = threadIdx.x;
  float *p = (t % 2 == 0) ? &a[t] : &b[t + flags[t + 1] * 0];
  if (t % 2 == 0) {
    flags[(t + 3) % 64] = t;
  }
  p[0] = 2.0f;
}
