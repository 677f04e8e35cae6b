//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on tl.addresses.1.0

// Blocks 0 and 3 both choose tensor 0 (blockIdx.x % 3) and write all of
// its output (line 20): the pointer chosen at run time from the struct
// argument's array of pointers reaches that tensor's array in both.

struct Lists {
  float *addresses[2][3];
  int sizes[3];
};

struct Scale {
  __device__ void operator()(Lists &tl, int tensor, float a) {
    int n = tl.sizes[tensor];
    float *x = tl.addresses[0][tensor];
    float *y = tl.addresses[1][tensor];
    if (threadIdx.x < n) {
      y[threadIdx.x] = a * x[threadIdx.x] + blockIdx.x; // error: possible write-write race on tl.addresses.1.0
    }
  }
};

__global__ void reference_param_only_read_race(Lists tl, float a) {
  Scale()(tl, blockIdx.x % 3, a);
}
