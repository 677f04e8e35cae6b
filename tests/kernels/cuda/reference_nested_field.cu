//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//reference_nested_field.cu:14:3: error: unsupported: a reference argument that is not an array's element or a local

// h reads S[0].in.x through a const reference after its barrier, while
// thread 0 writes it after returning (line 15): a race. A field inside an
// array's struct element cannot be passed as a pointer, and passing its
// value would read it before the barrier: rejected.

struct I { int x; int y; };
struct P { int a; I in; };
__device__ void h(const I &v, int *out) { __syncthreads(); out[threadIdx.x] = v.x; }
__global__ void reference_nested_field(P *S, int *out) {
  h(S[0].in, out);
  if (threadIdx.x == 0) S[0].in.x = 7;
}
