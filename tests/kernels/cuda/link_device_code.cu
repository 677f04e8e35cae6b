//pass
//--blockDim=64 --gridDim=4 --link=headers/linked_device_functions.cuh

// A program whose device code is linked (nvcc -dc): `store` is defined in
// another file, which --link reads with this one, so the call runs its
// body. Each thread writes its own element.

__device__ void store(int *a, int i, int v);

__global__ void k(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  store(a, i, i);
}
