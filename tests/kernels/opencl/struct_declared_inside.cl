//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//possible write-write race on

// struct inner is declared inside struct outer (a file-scope struct in C):
// its field is known. Every work-item writes q.in.a to out[0] (line 17), and
// q.in.a + i differs between work-items.

struct outer {
  int pad;
  struct inner {
    int a;
  } in;
};

__kernel void struct_declared_inside(__global int *out, struct outer q) {
  out[0] = q.in.a + (int)get_global_id(0); // error: possible write-write race on
}
