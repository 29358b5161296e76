# Homebrew formula for coordviz, built from a tag of this repository.
#
#   brew install --formula ./Formula/coordviz.rb       # from a clone
#   brew install OWNER/tap/coordviz                    # from a tap holding this file
#
# OWNER/coordviz stands for where your team hosts coordviz (README, "Where coordviz is hosted"):
# replace it in `homepage`, `url` and `head`; `tag` is a tag you pushed there for `version`.
# scripts/check-formula.sh runs this formula's install steps (and its test) outside Homebrew.
class Coordviz < Formula
  desc "Draw iOS coordinator architectures (ownership, tabs, stacks, flows) with Graphviz"
  homepage "https://github.com/OWNER/coordviz"
  url "https://github.com/OWNER/coordviz.git", tag: "v0.1.0"
  version "0.1.0"
  head "https://github.com/OWNER/coordviz.git", branch: "main"

  depends_on "pkg-config" => :build
  depends_on xcode: ["16.0", :build]
  depends_on "graphviz"
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "coordviz"
    bin.install ".build/release/coordviz"

    # The man page comes from ArgumentParser's generate-manual, built from the checkout that
    # SwiftPM resolved for coordviz itself (no download).
    system "swift", "build", "--disable-sandbox", "-c", "release",
           "--package-path", ".build/checkouts/swift-argument-parser",
           "--scratch-path", ".build/tools-release", "--product", "generate-manual"
    system ".build/tools-release/release/generate-manual", bin/"coordviz", "--output-directory", "."
    man1.install "coordviz.1"

    generate_completions_from_executable(bin/"coordviz", "--generate-completion-script")
  end

  test do
    assert_match "Graphviz", shell_output("#{bin}/coordviz --version")
    (testpath/"flow.yaml").write <<~YAML
      version: 1
      app: Shop
      root: ShopCoordinator
      coordinators:
        ShopCoordinator:
          stack: [CatalogViewController]
      screens:
        CatalogViewController: { title: Catalog }
    YAML
    system bin/"coordviz", "validate", "flow.yaml"
    system bin/"coordviz", "render", "flow.yaml", "-o", "hierarchy.svg"
    assert_match "<svg", (testpath/"hierarchy.svg").read
  end
end
