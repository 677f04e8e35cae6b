//pass
//--local_size=64 --num_groups=1

// A nested __constant initialiser with short rows and a designated row: what
// a row leaves out is zero, so T is {{1, 0, 0}, {0, 0, 0}, {4, 5, 0}} and the
// assertions hold.

__constant int T[3][3] = {{1}, [2] = {4, 5}};

__kernel void constant_nested_init(__global int *A) {
  __assert(T[0][0] == 1 && T[0][1] == 0 && T[0][2] == 0);
  __assert(T[1][0] == 0 && T[1][2] == 0);
  __assert(T[2][0] == 4 && T[2][1] == 5 && T[2][2] == 0);
  A[get_local_id(0)] = T[2][1];
}
