//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on out

// Thread 0 sets the block's flag through a pointer; after the barrier every
// thread reads flag == 1 and writes out[0]. (A read of a function-local
// __shared__ scalar was once translated as the constant 0, so every thread
// seemed to take the race-free branch.)

__global__ void shared_scalar_flag_race(int *out) {
  __shared__ int flag;
  int *p = &flag;
  if (threadIdx.x == 0) {
    *p = 1;
  }
  __syncthreads();
  if (flag == 0) {
    out[threadIdx.x] = threadIdx.x;
  } else {
    out[0] = threadIdx.x; // error: possible write-write race on out
  }
}
