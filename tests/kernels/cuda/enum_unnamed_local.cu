//pass
//--blockDim=64 --gridDim=2

// An unnamed enum declared in a function (graphB+'s `enum {none, some,
// left, right};`): its enumerators, and a conditional choosing between
// them, are ints.

__global__ void enum_unnamed_local(int *state_out, const int *in) {
  enum { none, some, left, right };
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int state = none;
  if (in[i] != 0) {
    state = (in[i] > 0) ? left : right;
  }
  __assert(state == none || state == left || state == right);
  __assert(state != some && right == 3);
  state_out[i] = state;
}
