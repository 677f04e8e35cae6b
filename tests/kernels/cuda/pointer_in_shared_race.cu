//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible .*race on sp

// Thread 0 sets a pointer kept in shared memory that the others read
// without a barrier in between: a race on the pointer itself.

__global__ void pointer_in_shared_race(int *c) {
  __shared__ int *sp;
  if (threadIdx.x == 0) {
    sp = c;
  }
  sp[threadIdx.x] = threadIdx.x;  // error: possible read-write race on sp
}
