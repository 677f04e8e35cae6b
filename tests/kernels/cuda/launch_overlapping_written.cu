//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_overlapping_written.cu:15:3: error: unsupported: a launch that passes the pointer .c. in two arguments, moved, captured, copied or held in a struct

// One host array passed at two offsets to a parameter read through and
// one written through (HeCBench's pointwise: c_in and c_out): the writes
// may race with the reads, at offsets ivl does not follow. Refused.

__global__ void step(const float *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i + 1];
}

void host(float *c, int n) {
  step<<<4, 64>>>(c, c + n);
}
