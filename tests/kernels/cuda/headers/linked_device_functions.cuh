// Device code of another file of the program, linked with the kernels of
// link_device_code*.cu (nvcc -dc): the tests name it with --link.

__device__ void store(int *a, int i, int v) { a[i] = v; }

__device__ void store_half(int *a, int i, int v) { a[i / 2] = v; }
