//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//launch_struct_argument_alias_unsupported.cu:18:3: error: unsupported: a launch that passes the pointer `d` in two arguments

// A struct argument carries the pointers it was made from: p.a is d,
// which the launch also passes as out, so thread t + 1's write and thread
// t's read of p.a[t + 1] race. The launch is refused (it was verified).

struct P { int *a; };

__global__ void launch_struct_argument_alias_unsupported(P p, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = p.a[t + 1];
}

void host(int *d) {
  P p = {d};
  launch_struct_argument_alias_unsupported<<<2, 64>>>(p, d);
}
