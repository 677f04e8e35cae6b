/* ivl's omp.h: the OpenMP runtime host code calls, declared so that a
 * CUDA program using OpenMP on the host parses (its `#pragma omp` lines are
 * ignored: ivl does not compile host code for OpenMP). Nothing here is
 * callable from device code, and nothing here runs. */
#ifndef IVL_OMP_H
#define IVL_OMP_H

extern "C" {
int omp_get_thread_num(void);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_get_num_procs(void);
void omp_set_num_threads(int num_threads);
int omp_in_parallel(void);
double omp_get_wtime(void);
double omp_get_wtick(void);
int omp_get_num_devices(void);
int omp_get_default_device(void);
void omp_set_default_device(int device);
}

#endif
