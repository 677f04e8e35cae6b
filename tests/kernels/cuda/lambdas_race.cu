//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// A lambda writes through the pointer it captured: threads 2t and 2t + 1
// write the same element.

__global__ void k(int *out) {
  auto put = [out](int i, int v) { out[i] = v; };  // error: possible write-write race on out
  put(threadIdx.x / 2, threadIdx.x);
}
