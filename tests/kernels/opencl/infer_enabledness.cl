//pass
//--local_size=32 --num_groups=32

// A global assertion holds for every thread, in the loop or not: here,
// that a thread for which the loops' guards and the branch's condition
// hold is running the statement. It is provable with the inner loop's
// invariant `(j < G && j > L && i < G) ==> __enabled` (rule enabledness,
// stated globally) and the outer loop's `j < G ==> __enabled`.

kernel void rounds(void) {
  for (int j = 0; j < get_group_id(0); j++) {
    if (j > get_local_id(0)) {
      for (int i = 0; i < get_group_id(0); i++) {
        __global_assert(__implies((j < get_group_id(0)) & (j > get_local_id(0)) & (i < get_group_id(0)), __enabled()));
      }
    }
  }
}
