//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//host_unbalanced_brace.cu:16:53: error: expected '}'

// A host function whose braces do not balance swallows what follows it
// (here a racy kernel), so its errors are not skipped as host code: the
// file is rejected with Clang's errors.

__global__ void fine(int *A) { A[threadIdx.x] = 0; }

int main() {
  int x = 0;
  if (x == 0 {
    x = 1;
  }
__global__ void racy(int *A) { A[0] = threadIdx.x; }
