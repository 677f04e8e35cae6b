//pass
//--blockDim=64 --gridDim=4

// A pointer to a static method (`&Index::own`) is a function pointer like
// any other: the call runs the method it names. Each thread writes its own
// element.

struct Index {
  __device__ static int own(int i) { return i; }
  __device__ static int half(int i) { return i / 2; }
};

__global__ void k(int *a, int which) {
  int (*fp)(int) = which ? &Index::own : &Index::own;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[fp(i)] = i;
}
