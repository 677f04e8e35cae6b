//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on A

// A struct with no fields but a method: the local holds nothing (ivl once
// produced `havoc ;` for it, an internal error). Each thread writes its
// neighbour's element too, a race.

struct Fence {
  __device__ void wait() const {}
};

__global__ void empty_struct_method(int *A) {
  Fence f;
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
  f.wait();
  A[(blockIdx.x * blockDim.x + threadIdx.x) ^ 1] = 2; // error: possible write-write race on A
}
