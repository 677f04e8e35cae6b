//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on a

// A thread's own array of pointers, both into `a`: threads writing element
// 0 through either race.

__global__ void pointer_array_private_race(float *a, float *b) {
  float *rows[2] = {a, a + 1};
  rows[threadIdx.x % 2][threadIdx.x % 2] = (float)threadIdx.x;  // error: possible write-write race on a
}
