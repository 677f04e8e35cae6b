//pass
//--blockDim=4 --gridDim=1

// Two `continue`s in one loop body: the first never jumps, the second
// always does, so the increment after it (line 14) never runs.

__global__ void continue_twice(int *A) {
  int hits = 0;
  for (int i = 0; __invariant(i >= 0), __invariant(hits == 0), i < 4; i++) {
    if (i > 100)
      continue;
    if (i >= 0)
      continue;
    hits = hits + 1;
  }
  __assert(hits == 0);
  A[threadIdx.x] = hits;
}
