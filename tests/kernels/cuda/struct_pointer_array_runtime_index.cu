//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on b.p.[0-2]

// An element of a struct's array of pointers chosen at run time may reach
// any of their arrays: threads t and t + 3 of a block choose the same
// array and write the same element of it (line 13).
struct buffers {
  float *p[3];
};

__global__ void struct_pointer_array_runtime_index(buffers b) {
  b.p[threadIdx.x % 3][blockIdx.x] = threadIdx.x; // error: possible write-write race on b.p.
}
