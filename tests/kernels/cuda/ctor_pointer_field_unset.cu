//pass
//--blockDim=64 --gridDim=4

// A constructor that leaves a pointer field unset (`Str() {}`): the
// field points into no known array until the program sets it.

struct Str {
  char *start;
  int length;
  __device__ Str() {}
};

__global__ void fill(char *buf, int *lens) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  Str s;
  s.start = buf + t * 4;
  s.length = 4;
  for (int i = 0; i < s.length; i++)
    s.start[i] = 'a';
  lens[t] = s.length;
}
