//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//reference_multi_pointer.cu:12:3: error: unsupported: a reference argument that is not an array's element or a local

// p may reach A or B: a const reference to p[0] cannot be passed as a
// pointer into one array, and passing its value would read it before g's
// barrier (thread 0 writes it after g returns, line 13: a race).

__device__ void g(const int &a, int *out) { __syncthreads(); out[threadIdx.x] = a; }
__global__ void reference_multi_pointer(int *A, int *B, int *out, int c) {
  int *p = c ? A : B;
  g(p[0], out);
  if (threadIdx.x == 0) p[0] = 7;
}
