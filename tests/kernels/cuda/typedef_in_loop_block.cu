//pass
//--blockDim=64 --gridDim=4

// A typedef declared in a loop's body (`using SE = ...;`, as CUDA scan
// code writes them) is meant in that function when nothing else has its
// name: a local array of SE per thread, each thread writing its own
// element.

struct Pair {
  float a, b;
};

__global__ void k(float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int n = 0; n < 2; ++n) {
    using SE = Pair;
    SE items[4];
    for (int j = 0; j < 4; ++j) {
      items[j].a = (float)j;
      items[j].b = (float)n;
    }
    out[i] = items[n].a + items[3].b;
  }
}
