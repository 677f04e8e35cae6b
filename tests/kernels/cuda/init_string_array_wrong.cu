//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// The initialiser's characters are where C puts them: 'C' is element 2,
// not 3 (line 10).

__global__ void init_string_array_wrong(unsigned char *out, const unsigned char *in) {
  const unsigned char table[] = "ABCD";
  __assert(table[3] == 'C'); // error: this assertion could not be proved
  out[threadIdx.x] = table[in[threadIdx.x] & 3];
}
