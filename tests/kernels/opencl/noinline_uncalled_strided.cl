//pass
//--local_size=64 --num_groups=32 --no-inline

// A function verified on its own that no kernel calls: its pointer is its
// array (offset 0, as for every call the program makes: none), and
// work-item t writes the elements t, t + 64, ... of its group's copy, so
// inference proves it race-free. (GPUVerify verifies such a function for
// any pointer, each work-item's own, and reports a race.)

#define MAX 1024

void clear(__local float *dst) {
  int i = get_local_id(0);
  while (i < MAX) {
    dst[i] = 0;
    i += get_local_size(0);
  }
}

__kernel void noinline_uncalled_strided() {
}
