//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_lambda_enclosing_unsupported.cu:15:12: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// A lambda sees its function's typedef (`T`, char), not the file's
// (double); taking the file's hid a race (found by red-teaming). A name
// some function declares as its own typedef is not known elsewhere.

typedef double T;

__global__ void k(char *p) {
  using T = char;
  if (threadIdx.x == 1000) *(float *)p = 0;
  auto f = [=](int i) {
    T *c = (T *)p + i;
    c[0] = i;
    p[8 * i + 1] = i;
  };
  f(threadIdx.x);
}
