//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4 --findbugs
//possible write-write race on out

// A grid-stride loop (its bound depends on the work-item, so the two
// work-items of the check run it predicated) that from its second
// iteration on also clears the element after the one it copied in the
// first: work-item g + 1 copied that element itself, a race that the
// bounded check finds in the second iteration, with no invariant.

__kernel void copy_and_clear(__global int *out, __global const int *in, int n) {
  int stride = get_global_size(0);
  for (int i = get_global_id(0); i < n; i += stride) {
    if (i >= stride) {
      out[i - stride + 1] = 0;  // error: possible write-write race on out
    }
    out[i] = in[i];  // error: possible write-write race on out
  }
}
