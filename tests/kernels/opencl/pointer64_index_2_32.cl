//pass
//--pointer-bitwidth=64 --local_size=2 --num_groups=1

// Work-items 0 and 1 write A[0] and A[2^32] (line 9): 64-bit offsets that
// differ by exactly 2^32 are different elements.

__kernel void pointer64_index_2_32(__global int *A) {
  A[get_local_id(0) << 32] = get_local_id(0);
}
