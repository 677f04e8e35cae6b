//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// A local struct's pointer field points into A or B, chosen by the
// argument: each thread writes element 0 of that array (line 18), which
// every thread writes with its own id.

struct View {
  int *p;
  int n;
};

__global__ void struct_pointer_field_local(int *A, int *B, int which) {
  View v;
  v.p = which ? A : B;
  v.n = threadIdx.x;
  v.p[0] = v.n; // error: possible write-write race on
}
