#include "framework/launcher.hpp"

int main(int argc, char** argv) { return lab::RunLauncher(argc, argv); }
