//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible read-write race on

// Every dynamic shared array starts at the same address: a and b are one
// array. Thread t writes a[t] (line 13), and thread t reads b[t + 1] (line
// 14), which is a[t + 1], written by thread t + 1 in the same interval.

extern __shared__ int a[];
extern __shared__ int b[];

__global__ void extern_shared_alias_race(int *out) {
  a[threadIdx.x] = threadIdx.x;
  out[blockIdx.x * blockDim.x + threadIdx.x] = b[threadIdx.x + 1]; // error: possible read-write race on
}
// cex@14: at line 13
