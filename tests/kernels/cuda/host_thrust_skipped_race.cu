//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on out

// A whole program whose host code calls a library without its header
// (here Thrust's algorithms, undeclared): main does not compile here and
// is skipped with a warning, and the kernel is still checked: its race is
// found.

__global__ void histogram(const int *in, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i % 16] = in[i]; // error: possible write-write race on out
}

int main() {
  int *in, *out;
  cudaMalloc(&in, 256 * sizeof(int));
  cudaMalloc(&out, 16 * sizeof(int));
  thrust::sequence(in, in + 256);
  histogram<<<4, 64>>>(in, out);
  thrust::sort(out, out + 16);
  return 0;
}
