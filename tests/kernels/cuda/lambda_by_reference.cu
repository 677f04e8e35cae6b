//pass
//--blockDim=64 --gridDim=1

// A lambda that captures by reference changes the caller's variable: it
// holds a pointer to `total`, kept in a one-element array of the thread's
// own. Each thread writes its own element.

__global__ void k(int *out) {
  int total = 0;
  auto add = [&total](int v) { total += v; };
  add(threadIdx.x);
  out[threadIdx.x] = total;
}
