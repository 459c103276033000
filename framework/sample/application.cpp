#include "framework/sample/application.hpp"

#include "framework/io/log.hpp"

namespace lab {

void Application::Initialize(int, int) {}
void Application::Resize(int width, int height) {
  if (width <= 0 || height <= 0) return;
  view_size_ = glm::vec2(static_cast<float>(width), static_cast<float>(height));
  camera_.SetAspect(view_size_.x / view_size_.y);
}
void Application::Update(float dt) { camera_.Update(dt); }
void Application::Render() {}
void Application::Shutdown() {}
void Application::OnKey(int, bool) {}
void Application::OnMouseButton(MouseButton, bool, glm::vec2) {}
void Application::OnMouseMove(glm::vec2) {}

void Application::LogError(std::string_view message, std::source_location where) { checks_.Fail(message, where); }

void Application::Print(std::string_view line) { log::Info(line); }

void Application::Attach(std::string name, DebugDraw& draw) {
  checks_ = Checks(std::move(name));
  draw_ = &draw;
}

}  // namespace lab
