//pass
//--blockDim=64 --gridDim=2

// A struct of numbers passed in two arguments (here through a typedef of
// an unnamed struct) carries no pointer: the launch shares no array.

typedef struct {
  int n;
  int m;
} Dims;

__global__ void launch_plain_struct_twice(int *out, Dims a, Dims b) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  out[t] = a.n + b.m;
}

void host(int *d) {
  Dims dims = {1, 2};
  launch_plain_struct_twice<<<2, 64>>>(d, dims, dims);
}
