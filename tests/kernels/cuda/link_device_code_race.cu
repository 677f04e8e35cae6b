//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --link=headers/linked_device_functions.cuh

// `store_half`, defined in the linked file, writes a[i / 2]: threads 2j and
// 2j + 1 write a[j]. (Without --link its body is not known: the call is
// unsupported.)

__device__ void store_half(int *a, int i, int v);

__global__ void k(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  store_half(a, i, i);
}
// The race is reported in the linked file (line 6 there): line 0 here.
// error@0: possible write-write race on a
