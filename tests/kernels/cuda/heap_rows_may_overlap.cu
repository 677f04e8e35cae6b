//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//possible write-write race on rows.pointee

// `rows[i]` are pointers the host gave: two of them may be the same
// pointer, so two threads writing element 0 of their own row may race.

__global__ void heap_rows_may_overlap(float **rows) {
  rows[threadIdx.x][0] = (float)threadIdx.x;  // error: possible write-write race on rows.pointee
}
