//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible .*race on args.p

// Thread 0 clears the pointer the others read: a race on the memory that
// holds the pointer.

struct Args {
  int *p;
};

__global__ void heap_store_null_race(Args *args) {
  if (threadIdx.x == 0) {
    args->p = NULL;
  } else if (args->p != NULL) {  // error: possible read-write race on args.p
    args->p[threadIdx.x] = 1;
  }
}
