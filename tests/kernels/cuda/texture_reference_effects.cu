//xfail:BUGLE_ERROR
//--blockDim=4 --gridDim=1
//texture_reference_effects.cu:12:31: error: unsupported: a texture reference given by an expression other than its name

// The texture argument of a fetch written as a comma expression that also
// writes A[0] (every thread, different values: a race): ivl does not
// evaluate texture references, so it rejects any other expression for one.

texture<float, 1, cudaReadModeElementType> t;

__global__ void texture_reference_effects(int *A, float *B) {
  B[threadIdx.x] = tex1Dfetch((A[0] = threadIdx.x, t), 0);
}
