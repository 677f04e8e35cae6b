//pass
//--blockDim=128 --gridDim=32

// Grid-stride loop without a written invariant: thread g handles g,
// g + 4096, g + 8192, ... Inference keeps `i % stride == g % stride` for
// the counter and the same for every offset thread 1 logged, so two
// threads never touch one element.

__global__ void infer_grid_stride(float *x, const float *y, float a, unsigned n) {
  unsigned stride = blockDim.x * gridDim.x;
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
    x[i] = a * x[i] + y[i];
}
