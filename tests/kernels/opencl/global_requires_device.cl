//pass
//--local_size=64 --num_groups=4 --no-inline

// A device function's global precondition holds for every thread, also
// those that do not make the call: z is 100 in every thread. Its global
// postcondition about the logs holds too.

void bar(int x, __local int *A) {
  __global_requires(x == 100);
  __global_ensures(!__read(A));
}

__kernel void foo(__local int *A) {
  int z = 100;
  if ((get_local_id(0) % 2) == 0) {
    bar(z, A);
  }
}
