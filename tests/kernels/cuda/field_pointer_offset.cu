//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//field_pointer_offset.cu:19:3: error: unsupported: moving a pointer to a field of `P`

// Thread t writes P[t].x and P[t].y through q = &P[t].x (q[1] is P[t].y, the
// next int in memory), and nothing else: no race. Read q[1] as P[t + 1].x
// and thread t would race with thread t + 1's write of q[0] (versions
// before this test did, and missed field_pointer_offset_race.cu). A correct
// kernel, rejected as unsupported until memory is modelled byte by byte.

struct Pair {
  int x;
  int y;
};

__global__ void field_pointer_offset(Pair *P) {
  int *q = &P[threadIdx.x].x;
  q[0] = 1;
  q[1] = 2;
}
