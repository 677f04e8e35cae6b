//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4

// A typedef declared in a loop's body is its own type (double, 8 bytes):
// n is 8 and threads 2j and 2j + 1 both write p[j]. Taken for anything
// narrower, the race would be missed.

__global__ void k(char *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < 1; r++) {
    using E = double;
    E *c = (E *)p;
    int n = (int)((char *)(c + 1) - (char *)c);
    p[i / (n / 4)] = (char)i;  // error: possible write-write race on p
  }
}
