//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on buf

// A constructor whose body only sets the fields from its arguments
// (`start = ptr; length = len;`) makes the struct as member initialisers
// would: the pointer field points where its argument does. Neighbours'
// strings overlap here.

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
  Str s(buf + 2 * t, 4);
  for (int i = 0; i < s.length; i++)
    s.start[i] = 'a' + i; // error: possible write-write race on buf
}
