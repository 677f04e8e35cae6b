//pass
//--local_size=64 --num_groups=4

// Documentation comments on functions, parameters, locals and fields (as
// Bullet's kernels have) are part of Clang's tree; they are skipped.

/** A pair of extents. */
typedef struct {
  float lo; ///< the lower extent
  float hi; ///< the upper extent
} Extent;

/**
 * The width of an extent.
 * @param e the extent
 */
float width(Extent e) { return e.hi - e.lo; }

/// Each work-item measures its own extent.
__kernel void widths(__global const Extent *extents, __global float *out) {
  /** this work-item's element */
  int i = get_global_id(0);
  float w = width(extents[i]);
  ///iff the extent is not empty
  if (w > 0.0f) {
    ///the width, halved
    float halved = w / 2.0f;
    w = halved;
  }

  //////////////////////////////////////

  float result;
  result = w;
  out[i] = result;
}
