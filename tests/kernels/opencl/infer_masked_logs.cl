//pass
//--local_size=32 --num_groups=32

// Rounds whose number differs between groups; in round j the threads
// below j update their own element in a loop, then the group synchronises.
// After the rounds each thread writes its neighbour's element.
// The rounds' loop needs `!__write(A)` (rule no-write), which holds only
// because a thread masked off at the inner loop keeps its empty logs
// through that loop's cut: the reduction states it (spec/gpu.md section 7).
// GPUVerify's inference_tests/access_means_enabled is this kernel's shape.

kernel void rounds(int n) {
  local int A[32];
  for (int j = 0; j < get_group_id(0); j++) {
    if (j > get_local_id(0)) {
      for (int i = 0; i < n; i++) {
        A[get_local_id(0)] += 42;
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  A[(get_local_id(0) + 1) % 32] = 1;
}
