import ArgumentParser

/// The shell completion scripts `--generate-completion-script` prints: ArgumentParser's own,
/// with bash's made to complete names that hold a colon (`--view flow:<id>`).
///
/// bash breaks words at `:` (it is in `COMP_WORDBREAKS`), so after `--view flow:o` the
/// generated script sees the words `flow`, `:`, `o`, takes `:` for the option, and offers
/// nothing. The bash script is wrapped: the words are joined again where the line has no
/// space between them, the generated function runs on the joined words, and the part of each
/// answer bash will not replace (up to the last colon) is taken off again.
enum CompletionScript {
    /// The script `arguments` asks for (`--generate-completion-script bash`, or `=bash`), when
    /// coordviz adjusts that shell's script; `nil` leaves the request to ArgumentParser.
    static func requested(by arguments: [String], of command: any ParsableCommand.Type) -> String? {
        let shellName: String?
        switch arguments.count {
        case 2 where arguments[0] == "--generate-completion-script": shellName = arguments[1]
        case 1 where arguments[0].hasPrefix("--generate-completion-script="): shellName = String(arguments[0].split(separator: "=", maxSplits: 1)[1])
        default: shellName = nil
        }
        guard shellName == CompletionShell.bash.rawValue else { return nil }
        return bash(wrapping: command.completionScript(for: .bash), commandName: command._commandName)
    }

    /// ArgumentParser's bash script with the colon-joining wrapper around its entry function.
    ///
    /// The generated entry function `_<name>` is renamed and called from a new `_<name>`; when
    /// a future ArgumentParser names it differently the script is returned unchanged (names
    /// with a colon then complete only from the start of the word, as before).
    static func bash(wrapping generated: String, commandName: String) -> String {
        let entry = "_\(commandName)() {\n"
        let renamed = "__\(commandName)_generated_entry"
        guard generated.components(separatedBy: entry).count == 2 else { return generated }
        let script = generated.replacingOccurrences(of: entry, with: "\(renamed)() {\n")
        let wrapper = """

        # coordviz: join the words bash broke at ':' (flow:<id>) before completing them.
        __\(commandName)_join_colon_words() {
            local -a joined=()
            local -i position=0 index joined_index=0 count
            local word gap
            for index in "${!COMP_WORDS[@]}"; do
                word="${COMP_WORDS[index]}"
                gap=false
                while [[ "${COMP_LINE:position:1}" == [[:space:]] ]]; do
                    position+=1
                    gap=true
                done
                position+=${#word}
                count=${#joined[@]}
                if [[ ${count} -gt 0 && ${gap} == false && ( "${word}" == ':' || "${joined[count-1]}" == *: ) ]]; then
                    joined[count-1]+="${word}"
                else
                    joined+=("${word}")
                fi
                [[ ${index} -eq ${COMP_CWORD} ]] && joined_index=$(( ${#joined[@]} - 1 ))
            done
            COMP_WORDS=("${joined[@]}")
            COMP_CWORD=${joined_index}
        }

        _\(commandName)() {
            __\(commandName)_join_colon_words
            \(renamed) "${1}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            local -r word="${COMP_WORDS[COMP_CWORD]}"
            if [[ "${word}" == *:* ]]; then
                local -r kept="${word%"${word##*:}"}"
                local -i index
                for index in "${!COMPREPLY[@]}"; do
                    COMPREPLY[index]="${COMPREPLY[index]#"${kept}"}"
                done
            fi
        }

        """
        guard let registration = script.range(of: "\ncomplete ", options: .backwards) else { return generated }
        var result = script
        result.insert(contentsOf: wrapper, at: registration.lowerBound)
        return result
    }
}
