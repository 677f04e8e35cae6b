//pass
//--blockDim=64 --gridDim=1

// A pointer converted to an integer is a function of the array and the
// offset it points to: the same pointer gives the same number (in every
// thread), null gives 0, and nothing else is known of it (here an
// alignment test only chooses whether a thread copies its own element).

__global__ void aligned_copy(const int *data, int *out) {
  const int *p = data + threadIdx.x;
  if (((size_t)p & 3) == 0)
    out[threadIdx.x] = *p;
  size_t a = (size_t)(data + 1), b = (size_t)(data + 1);
  __assert(a == b);
  int *q = 0;
  __assert((size_t)q == 0);
}
