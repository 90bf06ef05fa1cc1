// jemalloc's start-up options, for the programs linked with it (qbank_allocator in CMakeLists.txt,
// which says why): memory in transparent huge pages where the system allows them, one page fault
// per 2 MiB instead of per 4 KiB, for jemalloc's own metadata too once it grows. jemalloc reads
// this variable before the first allocation (jemalloc(3), "malloc_conf"); MALLOC_CONF in the
// environment still overrides it. Not part of any layer: a program links it or not.
extern "C" {
const char* malloc_conf = "thp:always,metadata_thp:auto";  // NOLINT: the name jemalloc looks for
}
