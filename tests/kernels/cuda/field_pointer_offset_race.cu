//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//field_pointer_offset_race.cu:16:45: error: unsupported: moving a pointer to a field of `P`

// q = &P[0].x, so q[1] is the next int in memory: P[0].y, not P[1].x. Thread
// 0 writes 1 to it (line 16) and thread 1 writes 2 to P[0].y (line 17): a
// race on P[0].y. Until memory is modelled byte by byte the pointer is
// rejected as unsupported (it used to be read as P[1].x, missing the race).

struct Pair {
  int x;
  int y;
};

__global__ void field_pointer_offset_race(Pair *P) {
  if (threadIdx.x == 0) { int *q = &P[0].x; q[1] = 1; }
  if (threadIdx.x == 1) P[0].y = 2;
}
