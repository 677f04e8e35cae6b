//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// The second element's im is left out of the initialiser, so it is 0, not
// 3 (line 15).

struct Pair {
  int re;
  int im;
};

__global__ void init_struct_array_wrong(int *out, int j) {
  Pair table[2] = {{1, 2}, {3}};
  __assert(table[1].im == 3); // error: this assertion could not be proved
  out[threadIdx.x] = table[j & 1].re;
}
