//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//possible (write-read|read-write) race on

// a and b point to const structs, but the kernel writes where their
// pointer fields point: launched with one array for both (k(d, d)), the
// two parameters are one array and a->p[t] = b->p[t + 1] races (taking
// them as distinct, as reads through const data allow, verified it).

struct S { int *p; };

__global__ void launch_const_struct_pointer_field_race(const S *a, const S *b) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  a->p[t] = b->p[t + 1]; // error: possible write-read race on
}

void host(S *d) {
  launch_const_struct_pointer_field_race<<<2, 64>>>(d, d);
}
