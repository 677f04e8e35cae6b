//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1
//this (loop invariant|invariant) could not be proved

// As continue_twice.cu, but the second `continue` never jumps either, so
// the increment (line 15) runs and breaks the invariant hits == 0.

__global__ void continue_twice_wrong(int *A) {
  int hits = 0;
  for (int i = 0; __invariant(i >= 0), __invariant(hits == 0), i < 4; i++) {  // error: this invariant could not be proved to be maintained by the loop
    if (i > 100)
      continue;
    if (i < 0)
      continue;
    hits = hits + 1;
  }
  A[threadIdx.x] = hits;
}
