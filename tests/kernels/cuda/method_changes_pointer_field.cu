//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//method_changes_pointer_field.cu:10:3: error: unsupported: the method .advance. of Cursor, which holds pointers and may change the pointer field .p.

// A method that moves its object's pointer would have to give the pointer
// back: refused.

struct Cursor {
  int *p;
  __device__ void advance() { p += 1; }
};

__global__ void method_changes_pointer_field(Cursor c) {
  c.advance();
  c.p[threadIdx.x] = 1;
}
