//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//launch_pointers_unknown_indices.cu:15:3: error: unsupported: a launch that passes pointers read from .arr. at indices not known

// Pointers read from one host array at indices the file does not fix
// (arr[i], arr[j]) may be one pointer: the launch is refused rather than
// checked with distinct arrays.

__global__ void k(const float *in, float *out) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  out[i] = in[i + 1];
}

void host(float **arr, int i, int j) {
  k<<<4, 64>>>(arr[i], arr[j]);
}
