//xfail:NOT_ALL_VERIFIED
//
//possible [a-z-]+ race on

// Every thread increments *counter atomically, and thread 0 of each block
// also reads it with a plain load (line 12): the plain read races with the
// other threads' atomics, since nothing orders them.

__global__ void atomic_plain_read_race(int *counter, int *snapshot) {
  atomicAdd(counter, 1);
  if (threadIdx.x == 0)
    snapshot[blockIdx.x] = *counter;  // error: possible read-atomic race on counter
}
