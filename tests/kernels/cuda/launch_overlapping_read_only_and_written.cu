//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_overlapping_read_only_and_written.cu:16:3: error: unsupported: a launch that passes the pointer .d. in two arguments, moved, captured, copied or held in a struct

// The first two parameters only read, and may overlap; the third is
// written, and d + 1 (the second) overlaps it at another offset: the
// writes race with those reads. Every earlier argument with the same
// pointer is checked, not only the first: refused.

__global__ void step(const int *a, const int *b, int *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  c[i] = a[i] + b[i];
}

void host(int *d) {
  step<<<4, 64>>>(d, d + 1, d);
}
