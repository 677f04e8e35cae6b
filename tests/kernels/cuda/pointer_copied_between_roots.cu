//pass
//--blockDim=64 --gridDim=2

// Pointers copied from the structs one argument points to into another's
// (GPUVerify's test_part_load_store), and an array of pointers local to
// each thread, initialised with two arguments: each thread writes its own
// element through it.

struct A {
  int *p;
  int i;
};

__global__ void pointer_copied_between_roots(A *q1, A *q2, float *a, float *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  q2[i].i = q1[i].i;
  q2[i].p = q1[i].p;
  float *rows[2] = {a, b};
  rows[threadIdx.x % 2][i] = 1.0f;
}
