//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//typedef_block_scope_unsupported.cu:15:10: error: unsupported: arithmetic on a pointer to `T`, a type not known here

// A typedef declared in an inner block holds there only: below it, `T` is
// the file's (char), and taking the block's (double) for the whole body
// hid the race between neighbours writing one byte (found by
// red-teaming). A name a function declares in a block is not known in it.

typedef char T;

__global__ void k(char *p) {
  { using T = double; }
  if (threadIdx.x == 1000) *(float *)p = 0;
  T *c = (T *)p + threadIdx.x;
  c[0] = threadIdx.x;
  c[1] = threadIdx.x;
}
