//pass
//--blockDim=4 --gridDim=1

// The value of an assignment to memory is what was written, computed from
// the element before the write: ++B[t] (line 13), (A[t] = A[t] + 1) (line
// 15), A[t] += 2 (line 16), a shared scalar (line 19).

__global__ void assignment_memory_value(int *A, int *B) {
  __shared__ int s;
  int t = threadIdx.x;
  B[t] = 0;
  A[t] = 0;
  int i = ++B[t];
  __assert(i == 1 && B[t] == 1);
  int q = (A[t] = A[t] + 1);
  int r = (A[t] += 2);
  __assert(q == 1 && r == 3);
  if (t == 0) {
    s = 0;
    int j = ++s;
    __assert(j == 1);
  }
}
