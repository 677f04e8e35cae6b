//pass
//--blockDim=64 --gridDim=4

// A kernel argument pointing to a struct of pointers: each pointer the
// host stored reaches an array of its own (as pointer parameters do), so
// each thread copying its element from `in` to `out` does not race.

struct Args {
  const float *in;
  float *out;
  int n;
};

__global__ void heap_struct_args(const Args *args) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < args->n) {
    args->out[i] = args->in[i] * 2.0f;
  }
}
