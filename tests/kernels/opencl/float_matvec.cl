//pass
//--local_size=64 --num_groups=4

// Matrix-vector product, one row per work-item: the dot product is summed
// in a private float (floats are only data), and each work-item writes its
// own element of y.

__kernel void float_matvec(__global const float *M, __global const float *x,
                           __global float *y, uint n) {
  uint row = get_global_id(0);
  float acc = 0.0f;
  for (uint j = 0; j < n; j++)
    acc = mad(M[row * n + j], x[j], acc);
  y[row] = acc;
}
