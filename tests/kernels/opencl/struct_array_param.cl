//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on

// Each work-item writes element 3 of its own copy of the struct argument
// (line 14, no race), then its id to p at element 4 of the argument's array
// (line 15), the same element for every work-item.

struct s {
  int a[5];
};

__kernel void struct_array_param(__global int *p, struct s q) {
  q.a[3] = get_global_id(0);
  p[q.a[4]] = get_global_id(0); // error: possible write-write race on
}
