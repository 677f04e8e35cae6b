//pass
//--blockDim=64 --gridDim=4

// exact_log_struct_field_race with thread 0 of each block alone resetting,
// then setting, its block's acc[b]; the other threads write nothing.

struct Acc {
  int sum;
  int n;
};

__global__ void exact_log_struct_field(Acc *acc) {
  unsigned b = blockIdx.x;
  if (threadIdx.x == 0) {
    acc[b].sum = 0;
    acc[b].n = 0;
    acc[b].n = 1;
  }
}
