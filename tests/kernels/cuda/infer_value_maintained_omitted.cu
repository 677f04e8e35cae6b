//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=16 --omit-infer=value-maintained

// Grid-stride search that raises a flag: every thread that finds a
// negative element writes 1 to *found. Threads race on *found, but they
// all write the same value, which is tolerated (benign). The loop head
// needs `__write(found) ==> __write_value(found) == 1` (rule
// value-maintained): without it the value logged is unknown there.

__global__ void any_negative(const int *in, int *found, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    if (in[i] < 0)
      *found = 1;  // error: possible write-write race on found
  }
}
