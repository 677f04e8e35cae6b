//xfail:BUGLE_ERROR
//--local_size=[16,16] --num_groups=[4,4] --cl-std=CL2.0
//image_read_write_unsupported.cl:7:24: error: unsupported: kernel parameter `img` of type __private __read_write image2d_t

// An image a kernel both reads and writes (OpenCL 2.0) is not modelled yet.

__kernel void brighten(__read_write image2d_t img) {
  int2 p = (int2)(get_global_id(0), get_global_id(1));
  write_imagef(img, p, read_imagef(img, p) * 2.0f);
}
