//pass
//--blockDim=64 --gridDim=1

// Thread t writes P[t].x and P[t].y through q = &P[t].x (q[1] is P[t].y, the
// next int in memory), and nothing else: no race. Read q[1] as P[t + 1].x
// and thread t would race with thread t + 1's write of q[0] (versions
// before memory was modelled byte by byte did, and missed
// field_pointer_offset_race.cu): moving q keeps P byte by byte.

struct Pair {
  int x;
  int y;
};

__global__ void field_pointer_offset(Pair *P) {
  int *q = &P[threadIdx.x].x;
  q[0] = 1;
  q[1] = 2;
}
