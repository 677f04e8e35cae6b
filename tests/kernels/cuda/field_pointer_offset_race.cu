//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// q = &P[0].x, so q[1] is the next int in memory: P[0].y, not P[1].x. Thread
// 0 writes 1 to it (line 15) and thread 1 writes 2 to P[0].y (line 16): a
// race on P[0].y, reported at the second write.

struct Pair {
  int x;
  int y;
};

__global__ void field_pointer_offset_race(Pair *P) {
  if (threadIdx.x == 0) { int *q = &P[0].x; q[1] = 1; }
  if (threadIdx.x == 1) P[0].y = 2; // error: possible write-write race on
}
