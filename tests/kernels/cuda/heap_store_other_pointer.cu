//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//heap_store_other_pointer.cu:14:5: error: unsupported: storing in memory a pointer other than null or one read from the same memory

// Storing a pointer to another array in memory holding pointers would let
// a later read reach that array through the heap: not yet modelled.

struct Args {
  int *p;
};

__global__ void heap_store_other_pointer(Args *args, int *other) {
  if (threadIdx.x == 0) {
    args->p = other;
  }
}
