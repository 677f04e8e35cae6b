//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on grid

// struct_return.cu with the cell's column dropped: threads 0 to 7 share
// row 0, and write one element (line 21).

struct Cell {
  int row;
  int col;
};

__device__ Cell cell_of(int i) {
  Cell c;
  c.row = i / 8;
  c.col = i % 8;
  return c;
}

__global__ void struct_return_race(int *grid) {
  grid[cell_of(threadIdx.x).row] = threadIdx.x;  // error: possible write-write race on grid
}
