//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on

// Cell is declared __align__(16), so it takes 16 bytes. Even thread t
// writes p[t].v (line 15); odd thread t writes byte 16t - 16 (line 16), the
// first byte of p[t - 1].v.

struct __align__(16) Cell {
  int v;
};

__global__ void bytes_align_struct_race(Cell *p) {
  unsigned t = threadIdx.x;
  if (t % 2 == 0) p[t].v = 3;
  else ((char *)p)[16 * t - 16] = 1; // error: possible write-write race on
}
