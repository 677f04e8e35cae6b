//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//host_local_typedef_in_device_lambda_unsupported.cu:15:27: error: unsupported: arithmetic on a pointer to `P`, a type not known here

// A typedef local to a host function (`typedef double P;`) is a meaning of
// `P` in the __device__ lambda written there, which a kernel runs: beside
// the global `typedef float P`, `P *` is not known. (It was read as float *:
// a + 1 moved 4 bytes, and threads 0 and 1 writing a[0] went unseen.)

typedef float P;
template<class F> __global__ void k(double* d, F f) { f(d, threadIdx.x); }
void host(double* d) {
  typedef double P;
  auto f = [=] __device__ (P* a, int i) {
    int n = (int)((char*)(a + 1) - (char*)a);
    a[i / (n / 4)] = i;
  };
  k<<<1,64>>>(d, f);
}
