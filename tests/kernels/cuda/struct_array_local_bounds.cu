//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --check-array-bounds
//possible array out-of-bounds access on array l

// l is a thread's own 20-byte struct; element 10 of its 4-element array
// field (line 12) lies past its end.

struct S { int x; int a[4]; };

__global__ void struct_array_local_bounds(int *o) {
  S l;
  l.a[10] = 1; // error: possible array out-of-bounds access on array l
  o[blockIdx.x * blockDim.x + threadIdx.x] = l.x;
}
