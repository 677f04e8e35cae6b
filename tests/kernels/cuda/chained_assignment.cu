//pass
//--blockDim=64 --gridDim=1

// C++'s assignments are lvalues whose value is what was written: a chained
// assignment (line 12), a prefix increment's value (line 14) and a compound
// assignment's (line 15). The values are asserted (line 17); each thread
// writes its own elements.

__global__ void chained_assignment(const float *in, float *out, int *B) {
  int c = threadIdx.x;
  float t1, t2;
  t1 = t2 = in[c];
  int i = c * 2;
  int j = ++i;
  int q = (i += 1);
  B[c] = (B[c] = 5) + j + q;
  __assert(j == 2 * c + 1 && q == 2 * c + 2);
  out[c] = t1 + t2;
}
