//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A pointer captured by reference and never changed is held by copy: the
// lambda's writes through it are the kernel's. Threads 2j and 2j + 1 both
// write out[j].

__global__ void k(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  auto put = [&](int j) { out[j / 2] = j; };  // error: possible write-write race on out
  put(i);
}
