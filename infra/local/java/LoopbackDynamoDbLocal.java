// Starts Amazon DynamoDB Local listening on 127.0.0.1 only, answering this machine's own clients only. Its own main
// binds every interface (Jetty's default) and has no option for the host, and the local database holds every account's
// e-mail and password hash. So this builds the server the way its main does, moves each Jetty connector to the
// loopback address before anything listens, refuses a request whose Host names another machine (a page whose DNS
// name was rebound to 127.0.0.1), and starts it, skipping the telemetry setup main does.
//
// Only JDK classes at compile time: DynamoDB Local's and Jetty's classes are reached by reflection (Jetty 12's
// request customizer is made as a dynamic proxy of its interface), so `javac` needs nothing but this file. Arguments
// are DynamoDB Local's own (-port, -sharedDb, -dbPath, ...).
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Locale;
import java.util.Set;

public final class LoopbackDynamoDbLocal {
    private static final String LOOPBACK = "127.0.0.1";
    private static final String SERVER_RUNNER = "software.amazon.dynamodb.services.local.main.ServerRunner";
    private static final String PROXY_SERVER = "software.amazon.dynamodb.services.local.server.DynamoDBProxyServer";
    private static final String HTTP_CONNECTION_FACTORY = "org.eclipse.jetty.server.HttpConnectionFactory";
    private static final String CUSTOMIZER = "org.eclipse.jetty.server.HttpConfiguration$Customizer";
    private static final String BAD_MESSAGE = "org.eclipse.jetty.http.BadMessageException";
    private static final String REQUEST = "org.eclipse.jetty.server.Request";
    private static final String HTTP_FIELDS = "org.eclipse.jetty.http.HttpFields";
    private static final Set<String> THIS_MACHINE = Set.of("localhost", "127.0.0.1", "[::1]");
    private static final int MISDIRECTED = 421;

    private LoopbackDynamoDbLocal() {}

    public static void main(String[] args) throws Throwable {
        try {
            Method create = Class.forName(SERVER_RUNNER).getMethod("createServerFromCommandLineArgs", String[].class);
            Object proxy = create.invoke(null, (Object) args);

            // The Jetty server is a private field of DynamoDBProxyServer; nothing listens before start().
            Field serverField = Class.forName(PROXY_SERVER).getDeclaredField("server");
            serverField.setAccessible(true);
            Object jetty = serverField.get(proxy);

            Object[] connectors = (Object[]) jetty.getClass().getMethod("getConnectors").invoke(jetty);
            if (connectors.length == 0) {
                throw new IllegalStateException("DynamoDB Local's Jetty server has no connector to bind to " + LOOPBACK);
            }
            ClassLoader loader = jetty.getClass().getClassLoader();
            for (Object connector : connectors) {
                connector.getClass().getMethod("setHost", String.class).invoke(connector, LOOPBACK);
                refuseForeignHosts(connector, loader);
            }

            proxy.getClass().getMethod("start").invoke(proxy);
        } catch (InvocationTargetException e) {
            // What DynamoDB Local itself threw (a bad argument, a busy port), not the reflection wrapper.
            throw e.getCause();
        }
    }

    /** Adds to the connector's HTTP configuration a customizer that answers 421 to a Host naming another machine. */
    private static void refuseForeignHosts(Object connector, ClassLoader loader) throws ReflectiveOperationException {
        Class<?> factoryClass = Class.forName(HTTP_CONNECTION_FACTORY, true, loader);
        Object factory = connector.getClass().getMethod("getConnectionFactory", Class.class).invoke(connector, factoryClass);
        if (factory == null) throw new IllegalStateException("DynamoDB Local's connector speaks no HTTP/1.1 to check a Host on");
        Object configuration = factory.getClass().getMethod("getHttpConfiguration").invoke(factory);
        Class<?> customizerClass = Class.forName(CUSTOMIZER, true, loader);
        Constructor<?> badMessage = Class.forName(BAD_MESSAGE, true, loader).getConstructor(int.class, String.class);
        // Through the public interfaces: the classes behind them may not be public.
        Method headersOf = Class.forName(REQUEST, true, loader).getMethod("getHeaders");
        Method field = Class.forName(HTTP_FIELDS, true, loader).getMethod("get", String.class);
        Object customizer = Proxy.newProxyInstance(loader, new Class<?>[] {customizerClass}, (self, method, arguments) -> {
            switch (method.getName()) {
                case "customize": {
                    Object request = arguments[0];
                    String host = (String) field.invoke(headersOf.invoke(request), "Host");
                    if (!isThisMachine(host)) throw (RuntimeException) badMessage.newInstance(MISDIRECTED, "Misdirected Request");
                    return request;
                }
                case "hashCode":
                    return System.identityHashCode(self);
                case "equals":
                    return self == arguments[0];
                case "toString":
                    return "refuse a foreign Host";
                default:
                    throw new UnsupportedOperationException(method.getName());
            }
        });
        configuration.getClass().getMethod("addCustomizer", customizerClass).invoke(configuration, customizer);
    }

    /** `localhost`, `127.0.0.1` or `[::1]`, at any port; a request without a Host is no browser's. */
    private static boolean isThisMachine(String host) {
        if (host == null) return true;
        String name = host.toLowerCase(Locale.ROOT);
        int colon = name.startsWith("[") ? name.indexOf(':', name.indexOf(']')) : name.indexOf(':');
        return THIS_MACHINE.contains(colon < 0 ? name : name.substring(0, colon));
    }
}
