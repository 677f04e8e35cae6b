//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//struct_user_constructor.cu:15:11: error: unsupported: an initialiser on an array of struct Counter

// Counter has a constructor of the program's own: default-constructing an
// array of them runs its body, which is not modelled (its contents are not
// simply arbitrary: the constructor may write memory).

struct Counter {
  int n;
  __device__ Counter() : n(5) {}
};

__global__ void struct_user_constructor(int *out) {
  Counter c[4];
  out[threadIdx.x] = c[1].n;
}
