//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on p

// Rows 128 bytes apart hold 32 floats, not 64: group 1's first row
// overlaps the end of group 0's.

__global__ void rows(void *p, float *out) {
  float *row = (float *)((char *)p + blockIdx.x * 128);
  row[threadIdx.x] = 1.0f;
  out[blockIdx.x * 64 + threadIdx.x] = row[threadIdx.x ^ 1];  // error: possible read-write race on p
}
