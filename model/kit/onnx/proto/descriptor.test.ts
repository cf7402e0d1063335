import { readFileSync } from "node:fs";
import { join } from "node:path";

import { parse } from "protobufjs";
import { describe, expect, it } from "vitest";

import descriptor from "./onnx-ml.descriptor.json";

/**
 * onnx-ml.proto is ONNX's own (release 1.12, Apache-2.0, unchanged); the kit reads models with the JSON
 * descriptor protobufjs makes of it, so that the build needs no .proto parser. After replacing the .proto, write
 * the descriptor again with:
 *   node -e 'const p=require("protobufjs"),f=require("fs"),d="model/kit/onnx/proto/";f.writeFileSync(d+"onnx-ml.descriptor.json",JSON.stringify(p.parse(f.readFileSync(d+"onnx-ml.proto","utf8"),{keepCase:true}).root.toJSON()))'
 */
const proto = readFileSync(join(import.meta.dirname, "onnx-ml.proto"), "utf8");

describe("ONNX's protobuf description", () => {
  it("is ONNX's file, with its licence", () => {
    expect(proto).toContain("// SPDX-License-Identifier: Apache-2.0");
    expect(proto).toContain("package onnx;");
    expect(proto).toContain("IR_VERSION = 0x0000000000000008;");
  });

  it("is what the descriptor the kit reads was made from", () => {
    expect(parse(proto, { keepCase: true }).root.toJSON()).toEqual(descriptor);
  });
});
