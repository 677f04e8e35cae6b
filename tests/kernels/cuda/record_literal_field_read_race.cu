//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible (read-write|write-read) race on A

// C++ evaluates every initialiser of S{...}, even where only the field b
// is used: each thread reads A[tid + 1], which its neighbour writes with no
// barrier in between. (ivl once dropped the read of the unused field.)

struct S {
  int a;
  int b;
};

__global__ void record_literal_field_read_race(int *A, int *B) {
  A[threadIdx.x] = 1;
  B[threadIdx.x] = S{A[threadIdx.x + 1], 0}.b; // error: possible read-write race on A
}
