//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible null pointer access

// A pointer field a constructor leaves unset (`Str() {}`) points into no
// known array: writing through it before the program sets it is reported.

struct Str {
  char *start;
  int length;
  __device__ Str() {}
};

__global__ void fill(char *buf) {
  Str s;
  s.start[0] = 'a'; // error: possible null pointer access
  buf[threadIdx.x] = s.start[0];
}
