//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-read race on A

// Every thread reads A[0] (line 10), then writes 1 to it (line 11): thread
// a's write races with thread b's read. The two writes are benign (same
// value), so the conflicting access of thread 1 is its read, at line 10.

__global__ void exact_log_read_then_write_race(int *A, int *B) {
  B[threadIdx.x] = A[0];
  A[0] = 1; // error: possible write-read race on A
}
// cex@11: its access to A at line 10
