//pass
//--blockDim=64 --gridDim=4

// A constructor whose body only sets the fields from its arguments
// (`start = ptr; length = len;`) makes the struct as member initialisers
// would: the pointer field points where its argument does.

struct Str {
  char *start;
  int length;
  __device__ Str(char *ptr, int len) {
    start = ptr;
    length = len;
  }
};

__global__ void fill(char *buf) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Str s(buf + 4 * t, 4);
  for (int i = 0; i < s.length; i++)
    s.start[i] = 'a' + i;
}
