//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8 --no-benign
//possible write-write race on

// benign_same_value under --no-benign: two threads writing 1 to flag[0]
// (line 10) now count as a write-write race.

__global__ void benign_same_value_no_benign(const int *in, int *flag) {
  if (in[blockIdx.x * blockDim.x + threadIdx.x] < 0)
    flag[0] = 1;  // error: possible write-write race on flag
}
