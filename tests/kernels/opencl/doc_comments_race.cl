//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-read race on out

// A documented helper's accesses are checked like any other: each
// work-item reads its neighbour's output, which that work-item writes.

/**
 * Reads the next element.
 * @param out the outputs
 */
float next(__global float *out, int i) { return out[i + 1]; }

/// Each work-item doubles its neighbour's value into its own.
__kernel void shift(__global float *out) {
  /** this work-item's element */
  int i = get_global_id(0);
  ///iff inside
  if (i >= 0) {
    ///twice the neighbour's
    float twice;
    twice = 2.0f * next(out, i);
    out[i] = twice;  // error: possible write-read race on out
  }
}
