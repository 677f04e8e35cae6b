//pass
//--blockDim=128 --gridDim=8

// A struct of parameters passed by value: every thread reads its fields and
// writes its own element of out.

struct Affine {
  unsigned n;
  int scale;
  int bias;
};

__global__ void struct_by_value(Affine p, const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    out[i] = p.scale * in[i] + p.bias;
}
