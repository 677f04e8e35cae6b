//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_overlapping_const_cast.cu:14:3: error: unsupported: a launch that passes the pointer .c. in two arguments, moved, captured, copied or held in a struct

// Both parameters point to const data, but the kernel casts the const away
// and writes through one: the overlap matters, and the launch is refused.

__global__ void step(const float *in, const float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  ((float *)out)[i] = in[i + 1];
}

void host(float *c, int n) {
  step<<<4, 64>>>(c, c + n);
}
