//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on

// h<1> and h<0> have one name and type but are two functions: h<1> writes
// A[0] with each thread's id (line 9), called through a pointer after h<0>'s
// address was taken.

template <int N> __device__ void h(int *A) { A[N ? 0 : blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x; } // error: possible write-write race on

__global__ void function_template_instances_race(int *A) {
  void (*p)(int *) = h<0>;
  void (*q)(int *) = h<1>;
  __assert(p != q);
  q(A);
}
