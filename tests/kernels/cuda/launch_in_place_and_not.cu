//pass
//--blockDim=64 --gridDim=4

// HeCBench's adjacent launches one kernel in place and not: it is checked
// both ways (each thread reads and writes only its own element).

__global__ void scale(const float *in, float *out, float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * factor;
}

void host(float *d_in, float *d_out) {
  scale<<<4, 64>>>(d_in, d_out, 2.0f);
  scale<<<4, 64>>>(d_out, d_out, 0.5f);
}
