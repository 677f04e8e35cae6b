//pass
//--local_size=64 --num_groups=1

// A private array initialiser that gives its first element only: the others
// are zero, so w[lid % 4] is 5 for lid % 4 == 0 and 0 otherwise.

__kernel void private_init_partial(__global int *A) {
  int w[4] = {5};
  int k = w[get_local_id(0) % 4];
  __assert(get_local_id(0) % 4 == 0 ? k == 5 : k == 0);
  A[get_local_id(0)] = k;
}
