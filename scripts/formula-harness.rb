# Runs a Homebrew formula's `install` and `test` blocks outside Homebrew, for
# scripts/check-formula.sh: the few DSL methods Formula/coordviz.rb uses, done the way Homebrew
# does them, into a temporary prefix. FORMULA_CONFIGURATION=debug turns "release" into "debug"
# in every command the formula runs, to reuse the test build.
#
#   ruby scripts/formula-harness.rb Formula/coordviz.rb PREFIX
require "fileutils"
require "pathname"
require "tmpdir"

# Every command and installed path, with "release" turned into "debug" when asked.
def configured(list)
  list = list.flatten.map(&:to_s)
  ENV["FORMULA_CONFIGURATION"] == "debug" ? list.map { |argument| argument.gsub("release", "debug") } : list
end

class Pathname
  # Homebrew's Pathname#install: copy files into this folder.
  def install(*sources)
    FileUtils.mkdir_p(self)
    configured(sources).each { |source| FileUtils.cp(source, self) }
  end
end

class Formula
  class << self
    attr_reader :test_block

    %i[desc homepage url version head license depends_on uses_from_macos].each do |name|
      define_method(name) { |*_arguments, **_options| nil }
    end

    def test(&block)
      @test_block = block
    end
  end

  attr_reader :prefix, :testpath

  def initialize(prefix)
    @prefix = Pathname(prefix)
    @testpath = Pathname(Dir.mktmpdir)
  end

  def bin = prefix / "bin"
  def man1 = prefix / "share/man/man1"
  def bash_completion = prefix / "etc/bash_completion.d"
  def zsh_completion = prefix / "share/zsh/site-functions"
  def fish_completion = prefix / "share/fish/vendor_completions.d"

  def system(*command)
    command = configured(command)
    puts "==> #{command.join(" ")}"
    Kernel.system(*command) or raise "failed: #{command.join(" ")}"
  end

  # Homebrew's default: the shell's name as the last argument.
  def generate_completions_from_executable(executable, *options)
    { "bash" => bash_completion / "coordviz", "zsh" => zsh_completion / "_coordviz",
      "fish" => fish_completion / "coordviz.fish" }.each do |shell, file|
      FileUtils.mkdir_p(file.dirname)
      output = IO.popen(configured([executable, *options, shell]), &:read)
      raise "completion for #{shell} failed" unless $?.success?
      File.write(file, output)
    end
  end

  def shell_output(command)
    output = `#{command}`
    raise "failed: #{command}" unless $?.success?
    output
  end

  def assert_match(expected, actual)
    raise "expected #{actual.inspect} to match #{expected.inspect}" unless actual.match?(expected)
  end
end

formula_path, prefix = ARGV
load formula_path
formula = Coordviz.new(prefix)
formula.install
Dir.chdir(formula.testpath) { formula.instance_eval(&Coordviz.test_block) }
FileUtils.rm_rf(formula.testpath)
puts "==> install and test blocks passed"
