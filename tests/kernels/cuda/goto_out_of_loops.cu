//pass
//--blockDim=64 --gridDim=1

// `goto` forward, out of nested loops, to a label after them (as C code
// leaves a search): the loops are left with `break`, and the statements
// between the loops and the label are skipped.

__global__ void search(int *out, const int *in, int n) {
  int found = -1;
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 4; j++) {
      if (in[i * 4 + j] == n) {
        found = i * 4 + j;
        goto done;
      }
    }
  }
  found = -2;
done:
  out[threadIdx.x] = found;
}

// A goto within a block skips to its label: the racy write between them
// never runs.
__global__ void skip(int *out) {
  if (threadIdx.x < 64)
    goto skip;
  out[0] = threadIdx.x;
skip:
  out[64 + threadIdx.x] = 1;
}
