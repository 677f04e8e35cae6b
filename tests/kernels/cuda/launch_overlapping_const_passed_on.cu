//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_overlapping_const_passed_on.cu:20:3: error: unsupported: a launch that passes the pointer .d. in two arguments, moved, captured, copied or held in a struct

// Found reviewing this session's change: both parameters point to const
// data and the kernel casts neither, but it passes one to a helper that
// casts the const away and writes: thread i writes d[i + 1] as thread
// i + 1 reads it. A read-only parameter must be read where it stands;
// passed on, the launch is refused.

__device__ void put(const float *p, int i) { ((float *)p)[i] = 1.0f; }

__global__ void k(const float *a, const float *b, float *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  put(b, i);
  out[i] = a[i];
}

void host(float *d, float *out) {
  k<<<4, 64>>>(d, d + 1, out);
}
