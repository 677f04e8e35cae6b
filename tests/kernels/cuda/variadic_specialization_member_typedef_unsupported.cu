//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//variadic_specialization_member_typedef_unsupported.cu:15:27: error: unsupported: arithmetic on a pointer to `P`, a type not known here

// A specialization of a variadic class template (`M<int>`), known by no
// name here, has its member typedef `P` (double) beside the global `typedef
// float P`: in its friend function, `P *` is not known. (It was read as
// float *: threads 0 and 1 writing d[0] went unseen.)

typedef float P;
template<class... Ts> struct M {
  typedef double P;
  friend __device__ void g(M*, double* d, int i) {
    P* a = d;
    int n = (int)((char*)(a + 1) - (char*)a);
    a[i / (n / 4)] = i;
  }
};
__global__ void k(double* d) { g((M<int>*)0, d, threadIdx.x); }
