//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//possible [a-z-]+ race on

// The downsampling template without its guard: with STRIDE = 2, threads 0
// and 1 both write out[0] (line 11), with in[0] and in[1], which may differ.

template <unsigned STRIDE>
__global__ void template_downsample_race(const int *in, int *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i / STRIDE] = in[i];  // error: possible write-write race on out
}

template __global__ void template_downsample_race<2>(const int *, int *);
