import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.Key;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.UnrecoverableKeyException;
import java.security.cert.Certificate;
import java.util.Base64;

/**
 * Opens an Android keystore with the JDK's own KeyStore API (the code keytool and the signing tools
 * use) and says on stdout, as one JSON line, whether it opens and what its certificate is.
 *
 * Everything the owner sent (the keystore, both passwords, the alias) arrives on stdin, never on the
 * command line: the java launcher takes any argument starting with -J or @ as its own (a JVM option,
 * an argument file) wherever it stands, and argv is visible in ps. Nothing is written to disk.
 *
 * stdin: four lines; line 1 is the keystore, base64; lines 2-4 are the store password, the alias and
 * the key password, each "+" followed by its UTF-8 bytes in base64, or "-" when not given.
 * stdout: {"problem":"KEYSTORE_..."} or {"status":"ok","type":"JKS","certificate":"<base64 DER>"}
 * ("certificate" only when an alias was given).
 *
 * Export mode, for the build's signing step: two more lines, a new alias and a new password (ours,
 * never the owner's; "+" and base64 like the others). The key of the alias is then unlocked (a JKS
 * key with the key password, or the store password when none is given, as keytool does) and put,
 * with its certificate chain, alone into a new PKCS12 keystore under the new alias and password; the
 * answer adds "keystore":"<base64 PKCS12>". The signer then needs only values we chose. The mode is
 * chosen by stdin, like everything else, so argv stays our constants.
 */
public final class KeystoreProbe {
  /** The largest request this probe reads: a 1024 KB keystore in base64 plus the three values. */
  private static final int MAX_INPUT = 2 * 1024 * 1024;

  private KeystoreProbe() {}

  public static void main(String[] args) throws IOException {
    String answer;
    try {
      answer = probe(readInput(System.in));
    } catch (IllegalArgumentException e) {
      // Our own caller wrote something else: not a judgement on the keystore.
      System.err.println("bad input: " + e.getMessage());
      System.exit(2);
      return;
    }
    System.out.println(answer);
    System.out.flush();
  }

  private static String[] readInput(InputStream in) throws IOException {
    byte[] raw = in.readNBytes(MAX_INPUT + 1);
    if (raw.length > MAX_INPUT) throw new IllegalArgumentException("too long");
    String[] lines = new String(raw, StandardCharsets.US_ASCII).split("\n", -1);
    if (lines.length < 4) throw new IllegalArgumentException("expected four lines");
    return lines;
  }

  /** Lines 5 and 6 (the new alias and password) when both are given: the export mode. */
  private static boolean isExport(String[] lines) {
    return lines.length >= 6 && lines[4].trim().startsWith("+") && lines[5].trim().startsWith("+");
  }

  private static byte[] base64(String line) {
    return Base64.getDecoder().decode(line.trim());
  }

  /** "+<base64>" is a value, "-" is no value. */
  private static String optional(String line) {
    String value = line.trim();
    if (value.equals("-")) return null;
    if (!value.startsWith("+")) throw new IllegalArgumentException("expected + or -");
    return new String(base64(value.substring(1)), StandardCharsets.UTF_8);
  }

  private static String problem(String key) {
    return "{\"problem\":\"" + key + "\"}";
  }

  /** The type the bytes say they are, as KeyStore.getInstance(File, ...) probes it. */
  private static String typeOf(byte[] bytes) {
    if (bytes.length >= 4) {
      int magic =
          ((bytes[0] & 0xff) << 24)
              | ((bytes[1] & 0xff) << 16)
              | ((bytes[2] & 0xff) << 8)
              | (bytes[3] & 0xff);
      if (magic == 0xfeedfeed) return "JKS";
      if (magic == 0xcececece) return "JCEKS";
    }
    return "PKCS12";
  }

  private static boolean isWrongPassword(Throwable error) {
    // JKS: "Keystore was tampered with, or password was incorrect"; PKCS12: "keystore password was
    // incorrect"; both with an UnrecoverableKeyException as the cause.
    if (error.getCause() instanceof UnrecoverableKeyException) return true;
    String message = error.getMessage();
    return message != null && message.contains("password was incorrect");
  }

  static String probe(String[] lines) {
    byte[] bytes = base64(lines[0]);
    char[] storePassword = nonNull(optional(lines[1])).toCharArray();
    String alias = optional(lines[2]);
    String keyPassword = optional(lines[3]);

    String type = typeOf(bytes);
    KeyStore store;
    try {
      store = KeyStore.getInstance(type);
      store.load(new ByteArrayInputStream(bytes), storePassword);
    } catch (IOException e) {
      return problem(isWrongPassword(e) ? "KEYSTORE_WRONG_STORE_PASSWORD" : "KEYSTORE_UNREADABLE");
    } catch (Exception | OutOfMemoryError | StackOverflowError e) {
      // Any other way a file can fail to be a keystore (a parser's runtime exception too).
      return problem("KEYSTORE_UNREADABLE");
    }
    if (alias == null) return "{\"status\":\"ok\",\"type\":\"" + type + "\"}";

    try {
      if (!store.containsAlias(alias)) return problem("KEYSTORE_ALIAS_NOT_FOUND");
      if (!store.entryInstanceOf(alias, KeyStore.PrivateKeyEntry.class))
        return problem("KEYSTORE_ALIAS_HAS_NO_KEY");
      if (keyPassword != null) {
        // A PKCS12 key is protected by the store password (keytool and the Android Gradle plugin
        // ignore a different key password for it); a JKS key has its own password.
        char[] password = type.equals("PKCS12") ? storePassword : keyPassword.toCharArray();
        Key key = store.getKey(alias, password);
        if (key == null) return problem("KEYSTORE_ALIAS_HAS_NO_KEY");
      }
      Certificate certificate = store.getCertificate(alias);
      if (certificate == null) return problem("KEYSTORE_UNREADABLE");
      String der = Base64.getEncoder().encodeToString(certificate.getEncoded());
      String answer = "{\"status\":\"ok\",\"type\":\"" + type + "\",\"certificate\":\"" + der;
      if (!isExport(lines)) return answer + "\"}";
      // The password that unlocks the key: a PKCS12 key has the store's, a JKS key its own (the
      // store's when none was given, as keytool assumes).
      char[] password =
          type.equals("PKCS12") || keyPassword == null ? storePassword : keyPassword.toCharArray();
      String exported = export(store, alias, password, optional(lines[4]), optional(lines[5]));
      if (exported == null) return problem("KEYSTORE_ALIAS_HAS_NO_KEY");
      return answer + "\",\"keystore\":\"" + exported + "\"}";
    } catch (UnrecoverableKeyException e) {
      return problem("KEYSTORE_WRONG_KEY_PASSWORD");
    } catch (Exception e) {
      return problem("KEYSTORE_UNREADABLE");
    }
  }

  /**
   * The key of the alias, with its chain, alone in a new PKCS12 keystore under our alias and
   * password (base64), or null when the entry holds no private key.
   */
  private static String export(
      KeyStore store, String alias, char[] password, String newAlias, String newPassword)
      throws Exception {
    Key key = store.getKey(alias, password);
    Certificate[] chain = store.getCertificateChain(alias);
    if (!(key instanceof PrivateKey) || chain == null || chain.length == 0) return null;
    char[] target = nonNull(newPassword).toCharArray();
    KeyStore exported = KeyStore.getInstance("PKCS12");
    exported.load(null, null);
    exported.setKeyEntry(nonNull(newAlias), key, target, chain);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    exported.store(out, target);
    return Base64.getEncoder().encodeToString(out.toByteArray());
  }

  private static String nonNull(String value) {
    if (value == null) throw new IllegalArgumentException("a value is required");
    return value;
  }
}
