// The kernel of issue 11: every thread writes 1, then 2, to A[0]. The race
// is confirmed by execution, with the element, values and lines.
__global__ void last_write_race(int *A) {
  A[0] = 1;
  A[0] = 2;
}
