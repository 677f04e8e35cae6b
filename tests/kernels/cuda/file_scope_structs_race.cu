//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on gdet.N.x

// Every thread writes the one device-memory struct's field.

typedef struct {
  float2 d;
  uint2 N;
} det_t;

__device__ det_t gdet;

__global__ void k(float *out) {
  gdet.N.x = threadIdx.x;  // error: possible write-write race on gdet.N.x
  out[threadIdx.x] = gdet.d.y;
}
