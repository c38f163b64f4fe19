import { type INamespace, Root } from 'protobufjs/light.js';

// The protocol buffers of an App Bundle that we write or read: BundleConfig.pb (bundletool's
// config.proto, which we write) and the module's proto manifest and resource table (aapt2's
// Resources.proto, which aapt2 writes and we read to check the bundle as bundletool would). Only
// the fields we use are declared, under their numbers in those files; protobufjs skips the others
// when it reads, so a newer aapt2 adding fields changes nothing here.

/** The bundletool release whose source (config.proto, validation/) this bundle follows. */
export const BUNDLETOOL_VERSION = '1.18.1';

const id = (n: number, type: string, rule?: 'repeated') => ({ id: n, type, ...(rule && { rule }) });

const SCHEMA: INamespace = {
  nested: {
    // config.proto, package android.bundle.
    BundleConfig: {
      fields: {
        bundletool: id(1, 'Bundletool'),
        optimizations: id(2, 'Optimizations'),
        compression: id(3, 'Compression'),
        masterResources: id(4, 'MasterResources'),
        type: id(8, 'int32'),
      },
    },
    Bundletool: { fields: { version: id(2, 'string') } },
    Compression: { fields: { uncompressedGlob: id(1, 'string', 'repeated') } },
    Optimizations: { fields: { splitsConfig: id(1, 'SplitsConfig') } },
    SplitsConfig: { fields: { splitDimension: id(1, 'SplitDimension', 'repeated') } },
    SplitDimension: { fields: { value: id(1, 'int32'), negate: id(2, 'bool') } },
    MasterResources: { fields: { resourceIds: id(1, 'int32', 'repeated') } },
    // Resources.proto, package aapt.pb.
    ResourceTable: { fields: { package: id(2, 'Package', 'repeated') } },
    Package: {
      fields: {
        packageId: id(1, 'NumberId'),
        packageName: id(2, 'string'),
        type: id(3, 'Type', 'repeated'),
      },
    },
    NumberId: { fields: { id: id(1, 'uint32') } },
    Type: {
      fields: {
        typeId: id(1, 'NumberId'),
        name: id(2, 'string'),
        entry: id(3, 'Entry', 'repeated'),
      },
    },
    Entry: {
      fields: {
        entryId: id(1, 'NumberId'),
        name: id(2, 'string'),
        configValue: id(6, 'ConfigValue', 'repeated'),
      },
    },
    ConfigValue: { fields: { value: id(2, 'Value') } },
    Value: { fields: { item: id(4, 'Item') } },
    Item: { fields: { file: id(5, 'FileReference'), prim: id(7, 'Primitive') } },
    FileReference: { fields: { path: id(1, 'string') } },
    Primitive: {
      fields: {
        intDecimalValue: id(6, 'int32'),
        intHexadecimalValue: id(7, 'uint32'),
        booleanValue: id(8, 'bool'),
      },
    },
    XmlNode: { fields: { element: id(1, 'XmlElement'), text: id(2, 'string') } },
    XmlElement: {
      fields: {
        namespaceUri: id(2, 'string'),
        name: id(3, 'string'),
        attribute: id(4, 'XmlAttribute', 'repeated'),
        child: id(5, 'XmlNode', 'repeated'),
      },
    },
    XmlAttribute: {
      fields: {
        namespaceUri: id(1, 'string'),
        name: id(2, 'string'),
        value: id(3, 'string'),
        resourceId: id(5, 'uint32'),
        compiledItem: id(6, 'Item'),
      },
    },
  },
};

const root = Root.fromJSON(SCHEMA);

export type TBundleConfig = {
  bundletool?: { version?: string };
  optimizations?: { splitsConfig?: { splitDimension?: { value?: number; negate?: boolean }[] } };
  compression?: { uncompressedGlob?: string[] };
  masterResources?: { resourceIds?: number[] };
  type?: number;
};

type TItem = {
  file?: { path?: string };
  prim?: { intDecimalValue?: number; intHexadecimalValue?: number; booleanValue?: boolean };
};

export type TXmlAttribute = {
  namespaceUri?: string;
  name?: string;
  value?: string;
  resourceId?: number;
  compiledItem?: TItem;
};
export type TXmlElement = {
  namespaceUri?: string;
  name?: string;
  attribute?: TXmlAttribute[];
  child?: { element?: TXmlElement; text?: string }[];
};
export type TXmlNode = { element?: TXmlElement; text?: string };

export type TResourceTable = {
  package?: {
    packageId?: { id?: number };
    packageName?: string;
    type?: {
      typeId?: { id?: number };
      name?: string;
      entry?: {
        entryId?: { id?: number };
        name?: string;
        configValue?: { value?: { item?: TItem } }[];
      }[];
    }[];
  }[];
};

/** Decodes bytes as the message; throws (protobufjs's error) when they are not one. */
function decode<T>(name: string, bytes: Uint8Array): T {
  const type = root.lookupType(name);
  return type.toObject(type.decode(bytes), { defaults: false, arrays: true }) as T;
}

/** The messages we read or write, by name. */
type TMessages = { BundleConfig: TBundleConfig; XmlNode: TXmlNode; ResourceTable: TResourceTable };

/** Encodes a message of ours (BundleConfig.pb, and changed manifests in the rules' tests). */
export function encodeMessage<K extends keyof TMessages>(
  name: K,
  message: TMessages[K],
): Uint8Array {
  const type = root.lookupType(name);
  return type.encode(type.fromObject(message)).finish();
}

/**
 * BundleConfig.pb of our bundles: the bundletool version whose format they follow, and nothing
 * else, so Play applies its defaults (splits by density, ABI and language; its own compression).
 */
export const bundleConfigBytes = () =>
  encodeMessage('BundleConfig', { bundletool: { version: BUNDLETOOL_VERSION } });

export const decodeBundleConfig = (bytes: Uint8Array) =>
  decode<TBundleConfig>('BundleConfig', bytes);
export const decodeXmlNode = (bytes: Uint8Array) => decode<TXmlNode>('XmlNode', bytes);
export const decodeResourceTable = (bytes: Uint8Array) =>
  decode<TResourceTable>('ResourceTable', bytes);
