//pass
//--blockDim=64 --gridDim=1

// A nested initialiser with short rows: C gives zero to what a row leaves
// out, so m is {{3, 0, 0}, {4, 5, 0}} and each thread writes its own A[t + 2].

__global__ void init_nested_rows(int *A) {
  int m[2][3] = {{3}, {4, 5}};
  __assert(m[0][0] == 3 && m[0][1] == 0 && m[0][2] == 0);
  __assert(m[1][0] == 4 && m[1][1] == 5 && m[1][2] == 0);
  A[threadIdx.x + m[0][1] + m[1][2] + 2] = m[1][1];
}
