//pass
//--blockDim=128 --gridDim=16

// SAXPY with an early return for the threads past the end; floats are only
// data here. Each remaining thread reads and writes its own y[i].

__global__ void early_return(const float *x, float *y, float a, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  y[i] = a * x[i] + y[i];
}
