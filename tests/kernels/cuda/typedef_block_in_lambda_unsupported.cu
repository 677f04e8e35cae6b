//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//typedef_block_in_lambda_unsupported.cu:15:24: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// Outside the block declaring a lambda's own `T` (int), `T` is the
// kernel's (char): x + i moves i bytes, and neighbours' c[1] and c[0]
// meet. Taking the lambda's int hid the race (found by red-teaming); a
// local struct's method is the same.

__global__ void k(char *d) {
  typedef char T;
  auto f = [d](int i) {
    { typedef int T; T *y = (T *)(d + 1000); y[i] = 1; }
    T *x = (T *)d;
    char *c = (char *)(x + i);
    c[0] = i;
    c[1] = i + 100;
  };
  f(threadIdx.x);
}
