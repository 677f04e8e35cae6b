//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=2
//launch_struct_assigned_alias_unsupported.cu:20:3: error: unsupported: a launch that passes the pointer `d` in two arguments

// q is given p, which was made from d, by assignment: q carries d, which
// the launch also passes as out, so the parameters share an array and
// out[t] = q.a[t + 1] races. The launch is refused (it was verified).

struct P { int *a; };

__global__ void launch_struct_assigned_alias_unsupported(P q, int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = q.a[t + 1];
}

void host(int *d) {
  P p = {d};
  P q;
  q = p;
  launch_struct_assigned_alias_unsupported<<<2, 64>>>(q, d);
}
