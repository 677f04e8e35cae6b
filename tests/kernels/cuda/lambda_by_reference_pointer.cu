//pass
//--blockDim=64 --gridDim=4

// `[&]` captures the pointers `in` and `out`, which the kernel never
// changes, and the local `acc`, which the lambda changes: the pointers are
// held by copy, `acc` through a pointer to it. Each thread writes its own
// element.

__global__ void k(int *out, const int *in) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = 0;
  auto add = [&](int j) {
    acc += in[j];
    out[j] = acc;
  };
  add(i);
}
