//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=4
//struct_pointer_array_runtime_index.cu:12:3: error: unsupported: an element of an array of pointers chosen at run time

// Which array an element of a struct's array of pointers reaches must be
// known: an index computed at run time is refused at its line.
struct buffers {
  float *p[3];
};

__global__ void struct_pointer_array_runtime_index(buffers b) {
  b.p[threadIdx.x % 3][blockIdx.x] = 1.0f;
}
