//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//reference_to_assignment.cu:11:12: error: unsupported: a reference bound to an assignment or an increment

// In C++ (A[t] = 3) names A[t]: r sees the later write of 4, and the
// assertion (line 13) is false. ivl's value of an assignment is the value
// written, so a reference to one is rejected.

__global__ void reference_to_assignment(int *A) {
  int t = threadIdx.x;
  int &r = (A[t] = 3);
  A[t] = 4;
  __assert(r == 3);
}
