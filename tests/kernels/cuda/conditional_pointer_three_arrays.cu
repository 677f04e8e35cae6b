//pass
//--blockDim=64 --gridDim=1

// A conditional whose arm is itself a pointer that may reach two arrays
// (`c ? p : &C[k++]`, `p` reaching A or B), or a nested conditional,
// gives a pointer that may reach all three; each arm's effects happen on
// its side only.

__global__ void conditional_pointer_three_arrays(int *out) {
  __shared__ int A[64], B[64], C[64];
  int t = threadIdx.x;
  A[t] = 1;
  B[t] = 2;
  C[t] = 3;
  int k = t;
  int *p = (t % 2 == 0) ? &A[t] : &B[t];
  int *q = (t % 4 != 3) ? p : &C[k++];
  int *r = (t < 16) ? &A[t] : (t < 32 ? &B[t] : &C[t]);
  __assert(*q == (t % 4 == 3 ? 3 : (t % 2 == 0 ? 1 : 2)));
  __assert(k == t + (t % 4 == 3));
  __assert(*r == (t < 16 ? 1 : (t < 32 ? 2 : 3)));
  out[t] = *q + *r;
}
