//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,4] --gridDim=1
//possible write-write race on phi

// Rows are laid out one after another: thread (7, y) writes element 8 of
// row y through a pointer to its start, which is element 0 of row y + 1,
// the one thread (0, y + 1) writes.

#define Y 4
#define Z 8

__global__ void k(double phi[][Y][Z]) {
  int y = threadIdx.y, z = threadIdx.x;
  if (y < Y - 1) {
    if (z == 0)
      phi[0][y + 1][0] = 1.0;
    else
      (&phi[0][y][0])[z + 1] = 2.0; // error: race on phi
  }
}
