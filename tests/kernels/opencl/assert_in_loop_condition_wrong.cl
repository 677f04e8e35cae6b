//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4

// assert_in_loop_condition.cl asserting i < 100 in the condition: the last
// time the condition is evaluated, i is 100.

kernel void fill(global int *p) {
  int sum = 0;
  for (int i = 0; __assert(i < 100), i < 100; i++) {  // error: this invariant could not be proved to be maintained by the loop
    sum += i;
  }
  p[get_global_id(0)] = sum;
}
