//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on out

// A `continue` inside a `switch` belongs to the loop: this loop is not
// unrolled (it was once, and the `continue` had no loop). Thread t skips
// i = 2 and writes 3t + 3, thread t + 1's first element.
__global__ void unroll_continue_in_switch_race(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = 0; i < 4; i++) {
    switch (i) {
    case 2: continue;
    default: break;
    }
    out[t * 3 + i] = i;  // error: possible write-write race on out
  }
}
