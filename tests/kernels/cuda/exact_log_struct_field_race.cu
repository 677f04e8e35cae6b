//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//possible write-write race on acc

// Every thread of block b resets acc[b] (lines 16, 17), then sets acc[b].n to
// 1 (line 18): thread a's write of 1 races with thread b's write of 0 to the
// same field at line 17. Only one thread should do this (exact_log_struct_field).

struct Acc {
  int sum;
  int n;
};

__global__ void exact_log_struct_field_race(Acc *acc) {
  unsigned b = blockIdx.x;
  acc[b].sum = 0;
  acc[b].n = 0;
  acc[b].n = 1; // error: possible write-write race on acc.n
}
// cex@18: its access to acc.n at line 17
