//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//possible read-write race on A

// log_value has no body, so its result is all that is modelled, yet the
// read of its argument A[tid + 1] (line 12) still happens, and races with
// the neighbour's write of A[tid] (line 11).

void log_value(int x);

__kernel void unused_argument_read_race(__local int *A) {
  A[get_local_id(0)] = 0;
  log_value(A[get_local_id(0) + 1]);  // error: possible read-write race on A
}
