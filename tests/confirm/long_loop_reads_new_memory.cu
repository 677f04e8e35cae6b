// A false alarm: without the loop's value-maintained invariant, a race on
// *found is reported. Its replay strides over n (the model makes it about
// 2^32) and reads elements of `in` the model has not given in every run;
// asking the model for them and running again would go on, but all the
// runs share one step budget, and the replay ends with it.
__global__ void any_negative(const int *in, int *found, unsigned n) {
  for (unsigned i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    if (in[i] < 0)
      *found = 1;
  }
}
