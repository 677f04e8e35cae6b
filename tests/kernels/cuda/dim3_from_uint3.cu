//pass
//--blockDim=64 --gridDim=1

// A dim3 is made from a uint3 (CUDA's `dim3(uint3)` constructor), by
// initialisation and by assignment.

__global__ void kern(int *out) {
  dim3 g = make_uint3(4, 2, 1);
  dim3 h;
  h = make_uint3(8, 1, 1);
  __assert(g.x == 4 && g.y == 2 && g.z == 1 && h.x == 8 && h.y == 1);
  out[threadIdx.x] = g.x * h.x;
}
