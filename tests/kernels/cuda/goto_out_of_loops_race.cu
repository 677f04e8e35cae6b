//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// The write after the label runs whether the goto jumped or not: threads
// write out[0] together.

__global__ void search(int *out, const int *in, int n) {
  for (int i = 0; i < 4; i++) {
    if (in[i] == n)
      goto done;
  }
  out[threadIdx.x] = 0;
done:
  out[0] = threadIdx.x;  // error: possible write-write race on out
}
