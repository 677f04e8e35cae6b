//pass
//--blockDim=64 --gridDim=4

// The struct argument's field s has an unnamed struct type holding the
// pointer: each thread writes its own element through it.

struct Wrapper {
  struct {
    int *p;
  } s;
};

__global__ void struct_unnamed_field(struct Wrapper w) {
  w.s.p[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}
