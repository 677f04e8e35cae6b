//pass
//--blockDim=64 --gridDim=4

// Memory reached by a `void *` (a parameter, or a struct's field as in
// cudaPitchedPtr) holds what its casts say: it is kept byte by byte, and
// each group's rows lie at least 256 bytes apart.

__global__ void rows(void *p, cudaPitchedPtr pp) {
  __requires(pp.pitch >= 256 && pp.pitch <= 4096);
  float *row = (float *)((char *)p + blockIdx.x * 256);
  row[threadIdx.x] = 1.0f;
  float *r2 = (float *)((char *)pp.ptr + blockIdx.x * pp.pitch);
  r2[threadIdx.x] = row[threadIdx.x];
}
