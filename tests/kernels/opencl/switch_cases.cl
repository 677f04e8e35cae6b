//pass
//--local_size=64 --num_groups=8

// A switch with a shared case body (0 and 1 fall into the same code) and a
// default; each work-item writes only its own slots of A and of counts.

__kernel void switch_cases(__global int *A, __global int *counts) {
  uint g = get_global_id(0);
  switch (g % 4) {
  case 0:
  case 1:
    A[g] = 1;
    break;
  case 2:
    A[g] = 2;
    break;
  default:
    counts[g / 4] = g;
    break;
  }
}
