# armada-tui: make run | build | test | race | bench | fuzz | fuzz-short | lint | golden | cover
SHELL := /bin/bash
GO ?= go
BIN := bin/armada-tui
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
COMMIT ?= $(shell git rev-parse HEAD 2>/dev/null || echo unknown)
LDFLAGS := -s -w -X main.version=$(VERSION) -X main.commit=$(COMMIT)
FUZZTIME ?= 3s
# staticcheck for make lint, run by version (not a dependency of the module).
# ST1005 is off: error strings here may open with a proper noun ("Gnr 5 …").
STATICCHECK ?= v0.8.2

# Every fuzz target in the repository, found afresh each time, so a new
# game's targets join without editing this file: runs `go test -fuzz` once per
# target (go test fuzzes one target of one package at a time). Minimising a
# new input is bounded to 100 runs: by default it may take a minute, during
# which the fuzzer runs nothing else, and a fuzz time that ends in it fails
# with "context deadline exceeded" (seen on Starmada's scenarios: its
# fuzzing stood at 19 runs for 20 s, and runs 22 000 a second with the bound).
#
# Go's fuzzer can also end a run that found nothing with its own "context
# deadline exceeded" when the fuzz time expires while a worker reports (a race
# in the tool, not in the code under test): such a run, with no failing input
# written, is run once more; any other failure fails at once.
define fuzz_all
	set -euo pipefail; \
	log=$$(mktemp); trap 'rm -f "$$log"' EXIT; \
	for f in $$(git ls-files --cached --others --exclude-standard '*_test.go' | xargs grep -l '^func Fuzz' 2>/dev/null); do \
		pkg=./$$(dirname $$f); \
		for t in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\)(.*/\1/p' $$f); do \
			echo "fuzz $$pkg $$t ($(1))"; \
			for try in 1 2; do \
				if $(GO) test -run '^$$' -fuzz "^$$t\$$" -fuzztime $(1) -fuzzminimizetime 100x $$pkg >"$$log" 2>&1; then \
					cat "$$log"; break; \
				fi; \
				cat "$$log"; \
				if [ $$try = 1 ] && tail -5 "$$log" | grep -q 'context deadline exceeded' && ! grep -q 'Failing input written' "$$log"; then \
					echo "fuzz: the fuzzer's own deadline ended $$t with nothing found: once more"; continue; \
				fi; \
				exit 1; \
			done; \
		done; \
	done
endef

.PHONY: run build test race bench fuzz fuzz-short lint golden cover clean

run:
	$(GO) run ./cmd/armada-tui

build:
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/armada-tui

test:
	$(GO) vet ./...
	$(GO) test -count=1 ./...
	@$(call fuzz_all,$(FUZZTIME))
	@echo "make test: vet, every test and every fuzz target passed"

# The race detector over every package (slower; not part of test).
race:
	$(GO) test -race -short -count=1 ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

fuzz:
	@$(call fuzz_all,30s)

fuzz-short:
	@$(call fuzz_all,$(FUZZTIME))

lint:
	@out=$$(gofmt -l $$(git ls-files --cached --others --exclude-standard '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	GOOS=windows $(GO) vet ./...
	GOOS=darwin $(GO) vet ./...
	$(GO) run honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK) -checks 'inherit,-ST1005' ./...

# Rewrites golden files: every package whose tests define an -update flag.
golden:
	@set -euo pipefail; \
	for d in $$(git ls-files --cached --others --exclude-standard '*_test.go' | xargs grep -l 'flag.Bool("update"' | xargs -n1 dirname | sort -u); do \
		echo "golden ./$$d"; $(GO) test -count=1 ./$$d -update; \
	done

cover:
	$(GO) test -count=1 -coverprofile=coverage.out ./...
	$(GO) tool cover -func=coverage.out | tail -1

clean:
	rm -rf bin dist coverage.out completions
