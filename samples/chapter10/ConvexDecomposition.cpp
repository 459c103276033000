// Chapter 10, the lecture's convex decomposition: split a simple polygon at every reflex vertex.
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include <fmt/ranges.h>

#include "samples/sample_checks.hpp"
#include "samples/sample_polygons.hpp"

namespace lab::samples {
namespace {

struct ShapeCase {
  const char* what;
  Polygon2D outline;
  std::size_t pieces;  // the expected count
};

// Reflex vertices: where the boundary turns against its winding.
int ReflexVertices(const Polygon2D& polygon) {
  const auto& v = polygon.vertices;
  const float winding = polygon.SignedArea() > 0.0f ? 1.0f : -1.0f;
  int count = 0;
  for (std::size_t i = 0; i < v.size(); ++i) {
    const glm::vec2 a = v[(i + v.size() - 1) % v.size()], b = v[i], c = v[(i + 1) % v.size()];
    count += winding * ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)) < 0.0f;
  }
  return count;
}

bool IsConvex(const Polygon2D& piece) {
  return piece.vertices.size() >= 3 && piece.SignedArea() > 0.0f && ReflexVertices(piece) == 0;
}

// The same loop of vertices, starting anywhere.
bool SameLoop(const Polygon2D& a, const Polygon2D& b) {
  const auto& v = a.vertices;
  const auto& w = b.vertices;
  if (v.size() != w.size()) return false;
  for (std::size_t start = 0; start < w.size(); ++start) {
    bool all = true;
    for (std::size_t i = 0; i < v.size() && all; ++i) all = glm::length(v[i] - w[(start + i) % w.size()]) <= 1e-5f;
    if (all) return true;
  }
  return v.empty();
}

// The pieces are these loops, in either order.
bool SamePieces(const std::vector<Polygon2D>& pieces, const std::array<Polygon2D, 2>& expected) {
  return pieces.size() == 2 && ((SameLoop(pieces[0], expected[0]) && SameLoop(pieces[1], expected[1])) ||
                                (SameLoop(pieces[0], expected[1]) && SameLoop(pieces[1], expected[0])));
}

Polygon2D Star() {
  Polygon2D star;
  for (int i = 0; i < 10; ++i) {
    const float angle = static_cast<float>(i) * std::numbers::pi_v<float> / 5.0f + std::numbers::pi_v<float> / 2.0f;
    const float radius = i % 2 ? 1.2f : 3.0f;
    star.vertices.emplace_back(radius * std::cos(angle), radius * std::sin(angle));
  }
  return star;
}

class ConvexDecomposition final : public Application {
 public:
  void Initialize(int, int) override {
    ViewCamera().SetHome(
        {.target = OnFloor({11, 0.5f}), .yaw_degrees = kTopDownYaw, .pitch_degrees = -89.0f, .distance = 24.0f});
    ViewCamera().SetAutoRotate(false);
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      const ShapeCase& c = cases_[i];
      Check().About(static_cast<int>(i));  // the shape
      const std::vector<Polygon2D> pieces = Collisions::ConvexDecomposition(c.outline);
      const std::string what = fmt::format("ConvexDecomposition({})", c.what);
      Check().ExpectTrue(what + ": pieces", pieces.size() == c.pieces,
                         fmt::format("expected {}, got {}", c.pieces, pieces.size()));
      Check().ExpectTrue(what + ": at most one piece more than the reflex vertices",
                         static_cast<int>(pieces.size()) <= ReflexVertices(c.outline) + 1,
                         fmt::format("{} pieces, {} reflex vertices", pieces.size(), ReflexVertices(c.outline)));
      float area = 0.0f;
      for (const Polygon2D& piece : pieces) {
        Check().ExpectTrue(fmt::format("{}: piece {} is convex and counter-clockwise", what, piece), IsConvex(piece),
                           "it is not");
        area += piece.SignedArea();
      }
      Check().ExpectNear(what + ": the pieces' areas add up", std::abs(c.outline.SignedArea()), area,
                         1e-3f * std::abs(c.outline.SignedArea()));
    }
    ContractCases();
    for (std::size_t i = 0; i < cases_.size(); ++i) {
      anchors_[i] = FloorAnchors(cases_[i].outline, Offset(i));
      Handles().About(static_cast<int>(i));
      AddFloorHandles(Handles(), fmt::format("shape {}", i), anchors_[i]);
    }
    Handles().About(DebugDraw::kNoItem);
  }

  bool ShowsGrid() const override { return false; }

  void Render() override {
    for (std::size_t c = 0; c < cases_.size(); ++c) {
      const Polygon2D outline = MovedBy(cases_[c].outline, anchors_[c]);
      const std::vector<Polygon2D> pieces = Collisions::ConvexDecomposition(outline);
      Draw().About(static_cast<int>(c));
      for (std::size_t i = 0; i < pieces.size(); ++i)
        FillConvex2D(Draw(), pieces[i], Offset(c), palette::kPieces[i % palette::kPieces.size()]);
      DrawPolygon2D(Draw(), outline, Offset(c), palette::kShape);
    }
  }

 private:
  // The contracts' clauses (samples/contracts/); then the random cases.
  void ContractCases() {
    Check().About({});
    const auto expect = [&](std::string_view clause, std::string_view what, bool holds, std::string_view detail,
                            std::source_location where = std::source_location::current()) {
      Check().Clause(clause);
      Check().ExpectTrue(what, holds, detail, where);
    };
    const Polygon2D square({{0, 0}, {2, 0}, {2, 2}, {0, 2}});
    const std::vector<Polygon2D> as_is = Collisions::ConvexDecomposition(square);
    expect("a convex polygon is returned as is", "ConvexDecomposition(square (0, 0), (2, 0), (2, 2), (0, 2))",
           as_is.size() == 1 && SameLoop(as_is.front(), square), fmt::format("{} pieces", as_is.size()));
    Polygon2D clockwise = square;
    std::reverse(clockwise.vertices.begin(), clockwise.vertices.end());
    const std::vector<Polygon2D> turned = Collisions::ConvexDecomposition(clockwise);
    expect("a clockwise one comes back counter-clockwise", "ConvexDecomposition(square (0, 2), (2, 2), (2, 0), (0, 0))",
           turned.size() == 1 && SameLoop(turned.front(), square), fmt::format("{} pieces", turned.size()));
    // The arrow's notch (0, 0.5) looks straight down: its cut ends at a new vertex (0, -2) on the bottom edge.
    const Polygon2D arrow({{-2.5f, -2}, {2.5f, -2}, {2.5f, 3}, {0, 0.5f}, {-2.5f, 3}});
    const std::vector<Polygon2D> halves = Collisions::ConvexDecomposition(arrow);
    expect("a reflex vertex is cut along its bisector to the nearest edge", "ConvexDecomposition(arrow)",
           SamePieces(halves, {Polygon2D({{0, 0.5f}, {-2.5f, 3}, {-2.5f, -2}, {0, -2}}),
                               Polygon2D({{0, -2}, {2.5f, -2}, {2.5f, 3}, {0, 0.5f}})}),
           fmt::format("pieces {}", fmt::join(halves, ", ")));
    // A chevron whose notch (0, 1) looks straight down at the vertex (0, -1).
    const Polygon2D chevron({{0, -1}, {2, 0}, {2, 3}, {0, 1}, {-2, 3}, {-2, 0}});
    const std::vector<Polygon2D> sides = Collisions::ConvexDecomposition(chevron);
    expect("a cut that meets a vertex ends there (no new vertex)", "ConvexDecomposition(chevron)",
           SamePieces(sides,
                      {Polygon2D({{0, 1}, {-2, 3}, {-2, 0}, {0, -1}}), Polygon2D({{0, -1}, {2, 0}, {2, 3}, {0, 1}})}),
           fmt::format("pieces {}", fmt::join(sides, ", ")));
    const Polygon2D& u = cases_[0].outline;
    const std::vector<Polygon2D> u_pieces = Collisions::ConvexDecomposition(u);
    expect("at most reflex vertices + 1 pieces, each convex and counter-clockwise", "ConvexDecomposition(U): pieces",
           u_pieces.size() <= 3 && std::all_of(u_pieces.begin(), u_pieces.end(), IsConvex),
           fmt::format("pieces {}", fmt::join(u_pieces, ", ")));
    const Polygon2D straight({{0, 0}, {1, 0}, {2, 0}, {2, 2}, {0, 2}});
    const std::vector<Polygon2D> whole = Collisions::ConvexDecomposition(straight);
    expect("at most reflex vertices + 1 pieces, each convex and counter-clockwise",
           "ConvexDecomposition(square with a straight vertex (1, 0)): one piece", whole.size() == 1,
           fmt::format("{} pieces", whole.size()));
    float area = 0.0f;
    for (const Polygon2D& piece : u_pieces) area += piece.SignedArea();
    Check().Clause("the pieces' areas sum to the polygon's");
    Check().ExpectNear("ConvexDecomposition(U): the pieces' areas", 24.0f, area, 1e-3f);
    expect("fewer than 3 vertices or no area: no pieces", "ConvexDecomposition((0, 0), (1, 1))",
           Collisions::ConvexDecomposition(Polygon2D({{0, 0}, {1, 1}})).empty(), "pieces");
    expect("fewer than 3 vertices or no area: no pieces", "ConvexDecomposition((0, 0), (1, 1), (2, 2))",
           Collisions::ConvexDecomposition(Polygon2D({{0, 0}, {1, 1}, {2, 2}})).empty(), "pieces");
    // Then every function this sample owns, on its random cases against the reference.
    CheckRandomCases(Check(), {"ConvexDecomposition(Polygon2D)"});
  }

  static glm::vec2 Offset(std::size_t shape) { return glm::vec2(7.5f * static_cast<float>(shape), 0.0f); }

  const std::array<ShapeCase, 4> cases_ = {{
      {"a U, clockwise", Polygon2D({{0, 0}, {0, 5}, {2, 5}, {2, 2}, {4, 2}, {4, 5}, {6, 5}, {6, 0}}), 3},
      {"a star", Star(), 6},
      {"an arrow", Polygon2D({{-2.5f, -2}, {2.5f, -2}, {2.5f, 3}, {0, 0.5f}, {-2.5f, 3}}), 2},
      {"a comb",
       Polygon2D(
           {{-3, -2}, {3, -2}, {3, 3}, {2, 3}, {2, 0}, {1, 0}, {1, 3}, {0, 3}, {0, 0}, {-1, 0}, {-1, 3}, {-3, 3}}),
       5},
  }};
  std::array<std::vector<Anchor>, 4> anchors_;  // each outline's vertices, as the handles move them
};

}  // namespace
LAB_REGISTER_SAMPLE(ConvexDecomposition, Chapter::kLectureToolbox,
                    "The lecture's convex decomposition: from each reflex vertex a cut runs along the bisector of "
                    "its angle to the opposite edge, leaving both new angles under 180 degrees, so a polygon with r "
                    "reflex vertices makes at most r + 1 convex pieces (coloured). A U, a star, an arrow and a comb.");
}  // namespace lab::samples
