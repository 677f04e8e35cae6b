//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16
//possible [a-z-]+ race on

// infer_value_maintained.cu recording where the negative element is:
// threads write different values to *found, a real race.

__global__ void first_negative(const int *in, unsigned *found, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    if (in[i] < 0)
      *found = i;  // error: possible write-write race on found
  }
}
