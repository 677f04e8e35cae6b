//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_user_assignment.cu:11:3: error: unsupported: a function returning references to struct S

// An assignment operator of the program's: b = a leaves b.x 0 and every
// thread writes A[0]. It was taken as a plain copy and the race verified.

struct S {
  int x;
  __device__ S(int a) : x(a) {}
  __device__ S &operator=(const S &o) { x = 0; return *this; }
};
__global__ void k(int *A)
{
  S a(threadIdx.x);
  S b(1);
  b = a;
  A[b.x] = threadIdx.x;
}
