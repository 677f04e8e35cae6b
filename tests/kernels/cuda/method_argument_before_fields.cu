//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//this assertion could not be proved

// The method reads its object's fields when it starts, after its
// arguments: here an argument zeroes the field, so x is 0 after keep, not
// 5. Through a pointer that may reach two arrays the fields were read
// first, and the false assertion verified (found by red-teaming).

struct S {
  int x;
  __device__ void keep(int v) { x = x + v; }
  __device__ int zero() { x = 0; return 0; }
};
__global__ void method_argument_before_fields(S *a, S *b, int c) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  a[i].x = 5;
  b[i].x = 5;
  S *p;
  if (c) p = &a[i]; else p = &b[i];
  p->keep(p->zero());
  __assert((c ? a[i].x : b[i].x) == 5); // error: this assertion could not be proved
}
