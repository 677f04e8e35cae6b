//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on A

// CUDA overloads a function on where it runs: device code calls the device
// f, which sends every thread to A[0]. The host f of the same name and
// type is never what a kernel calls. (ivl once took the body defined last,
// the host one, and verified this.)

__device__ int f(int x) { return 0; }
__host__ int f(int x) { return x; }

__global__ void host_device_overload_race(int *A) {
  A[f(threadIdx.x)] = threadIdx.x; // error: possible write-write race on A
}
