//pass
//--blockDim=64 --gridDim=2

// A pointer read from memory passed to a device function, and compared
// with null there.

__device__ void scale(float *v, int i, float k) {
  if (v != NULL) {
    v[i] = v[i] * k;
  }
}

__global__ void heap_device_function(float **vectors, int which) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  scale(vectors[which], i, 2.0f);
}
