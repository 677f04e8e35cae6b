//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=32

// infer_enabledness.cl asserting without the branch's condition: a thread
// whose local id is j or more is in the outer loop but skips the inner
// one, so the global assertion fails for it.

kernel void rounds(void) {
  for (int j = 0; j < get_group_id(0); j++) {
    if (j > get_local_id(0)) {
      for (int i = 0; i < get_group_id(0); i++) {
        __global_assert(__implies((j < get_group_id(0)) & (i < get_group_id(0)), __enabled()));  // error: this assertion could not be proved
      }
    }
  }
}
// cex@12: no thread that runs this global assertion fails it
