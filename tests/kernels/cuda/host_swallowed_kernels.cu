//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//host_swallowed_kernels.cu:18:8: error: expected unqualified-id

// main lacks a closing brace and the file ends with one too many: the
// racy kernels after it are read as part of main's body. A parse error is
// never skipped as host code. (Found by red-teaming: it verified.)

__global__ void fill(int *A) { A[threadIdx.x + blockIdx.x * blockDim.x] = 0; }

int main() {
  int *d = 0;
  if (d) {
    fill<<<4, 64>>>(d);
  return 0;
}

extern "C" __global__ void racy(int *A) { A[0] = threadIdx.x; }
}
