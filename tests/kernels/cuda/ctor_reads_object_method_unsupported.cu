//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ctor_reads_object_method_unsupported.cu:17:5: error: unsupported: the constructor of S, whose initialisers read the object

// A member initialiser may read the fields initialised before it, nothing
// else of the object under construction: a method called on it would see
// it half made.

struct S {
  int a;
  int b;
  __device__ int twice() const { return 2 * a; }
  __device__ S(int x) : a(x), b(twice()) {}
};
__global__ void k(int *A)
{
  S s(threadIdx.x);
  A[s.b] = threadIdx.x;
}
