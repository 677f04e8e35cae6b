//pass
//--blockDim=128 --gridDim=8

// Downsampling template kernel, instantiated with STRIDE = 2: only the
// threads whose index is a multiple of STRIDE write, each to its own slot.

template <unsigned STRIDE>
__global__ void template_downsample(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % STRIDE == 0)
    out[i / STRIDE] = in[i];
}

template __global__ void template_downsample<2>(const int *, int *);
