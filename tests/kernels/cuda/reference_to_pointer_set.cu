//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//reference_to_pointer_set.cu:15:3: error: unsupported: a pointer variable passed by reference .`T \*&`. to a function that may change it

// A function that sets pointers passed by reference (topk's
// `set_buf_pointers(..., T *&out_buf)`) would hand back which array each
// now reaches; that is not modelled, and the call says so.

__device__ void pick(int pass, float *a, float *b, float *&out) {
  out = pass == 0 ? a : b;
}

__global__ void reference_to_pointer_set(float *a, float *b, int pass) {
  float *out = nullptr;
  pick(pass, a, b, out);
  out[threadIdx.x] = 1.0f;
}
