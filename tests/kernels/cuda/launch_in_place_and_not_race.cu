//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-read race on in

// With distinct arrays each thread reads its neighbour's input and writes
// its own output: no race. The second launch passes one array as both,
// where thread i reads the element thread i + 1 writes: the in-place
// variant's race is found.

__global__ void shift(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 1 < n)
    out[i] = in[i + 1];  // error: possible write-read race on in
}

void host(float *d_in, float *d_out, int n) {
  shift<<<4, 64>>>(d_in, d_out, n);
  shift<<<4, 64>>>(d_out, d_out, n);
}
