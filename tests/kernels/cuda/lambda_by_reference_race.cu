//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A lambda capturing `idx` by reference, run twice by a device function it
// is passed to, quarters the caller's `idx`: threads 4j to 4j + 3 of a
// block all write out[j] (a copy would have left each its own element).

template <class F> __device__ void twice(F f) {
  f();
  f();
}

__global__ void quarter(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int idx = i;
  auto halve = [&]() { idx = idx / 2; };
  twice(halve);
  out[idx] = i;  // error: possible write-write race on out
}
