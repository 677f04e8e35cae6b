//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//launch_aliased_arguments.cu:17:3: error: unsupported: a launch that passes the pointer `d` in two arguments

// ivl assumes a kernel's distinct pointer arguments reach distinct
// arrays. This launch passes `d` as `p` and captured in the lambda: thread
// t + 1's write through the lambda and thread t's through p race on
// d[t + 1]. Such a launch is refused rather than verified.

template <class F> __global__ void apply(int *p, F f) {
  int t = threadIdx.x + blockIdx.x * blockDim.x;
  f(t);
  p[t + 1] = -t;
}

void host(int *d) {
  apply<<<2, 64>>>(d, [d] __device__(int x) { d[x] = x; });
}
