//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A struct captured by reference: the lambda's changes to its fields are
// the caller's. After two calls `a.n` is 2, so threads 2j and 2j + 1 write
// out[j].

struct Acc {
  int s;
  int n;
};

__global__ void k(int *out, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Acc a = {0, 0};
  auto add = [&](int v) {
    a.s += v;
    a.n++;
  };
  add(in[i]);
  add(in[i]);
  out[i / a.n] = a.s;  // error: possible write-write race on out
}
