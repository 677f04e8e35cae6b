//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=32

// infer_masked_logs.cl with the barrier after the rounds instead of in
// them: a thread's last write of its own element in the rounds races with
// its left neighbour's write after them.

kernel void rounds(int n) {
  local int A[32];
  for (int j = 0; j < get_group_id(0); j++) {
    if (j > get_local_id(0)) {
      for (int i = 0; i < n; i++) {
        A[get_local_id(0)] += 42;
      }
    }
  }
  A[(get_local_id(0) + 1) % 32] = 1;  // error: possible write-read race on A
}
// error@17: possible write-write race on A
