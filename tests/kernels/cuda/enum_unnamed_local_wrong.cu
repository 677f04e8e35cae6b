//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//this assertion could not be proved

// `left` is 2, so a state chosen between `left` and `right` may be 2
// (line 12).

__global__ void enum_unnamed_local_wrong(int *state_out, const int *in) {
  enum { none, some, left, right };
  int i = threadIdx.x;
  int state = (in[i] > 0) ? left : right;
  __assert(state == right); // error: this assertion could not be proved
  state_out[i] = state;
}
