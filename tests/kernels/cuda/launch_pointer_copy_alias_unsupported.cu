//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//launch_pointer_copy_alias_unsupported.cu:17:3: error: unsupported: a launch that passes the pointer `b.a` in two arguments

// alias is declared a copy of b.a, which the launch passes too: the two
// parameters reach one array. The launch is refused (it was verified).

struct Bufs { int *a; };

__global__ void launch_pointer_copy_alias_unsupported(int *in, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = in[t + 1];
}

void host(Bufs b) {
  int *alias = b.a;
  launch_pointer_copy_alias_unsupported<<<2, 64>>>(alias, b.a);
}
