//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//host_local_struct_in_device_lambda_unsupported.cu:15:27: error: unsupported: arithmetic on this pointer

// A struct local to a host function (16 bytes) beside a global struct of
// its name (4 bytes): in the __device__ lambda written there, `S *` is not
// known. (It was the global S: threads 0 to 3 writing c[0] went unseen.)

struct S { float x; };
template<class F> __global__ void k(char* d, F f) { f(d, threadIdx.x); }
void host(char* d) {
  struct S { double x; double y; };
  auto f = [=] __device__ (char* c, int i) {
    S* a = (S*)c;
    int n = (int)((char*)(a + 1) - (char*)a);
    c[i / (n / 4)] = (char)i;
  };
  k<<<1,64>>>(d, f);
}
