// Starts Amazon DynamoDB Local listening on 127.0.0.1 only. Its own main binds every interface (Jetty's
// default) and has no option for the host, and the local database holds every account's e-mail and
// password hash. So this builds the server the way its main does, moves each Jetty connector to the
// loopback address before anything listens, and starts it, skipping the telemetry setup main does.
//
// Only JDK classes at compile time: DynamoDB Local's and Jetty's classes are reached by reflection, so
// `javac` needs nothing but this file. Arguments are DynamoDB Local's own (-port, -sharedDb, -dbPath, ...).
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public final class LoopbackDynamoDbLocal {
    private static final String LOOPBACK = "127.0.0.1";
    private static final String SERVER_RUNNER = "software.amazon.dynamodb.services.local.main.ServerRunner";
    private static final String PROXY_SERVER = "software.amazon.dynamodb.services.local.server.DynamoDBProxyServer";

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
            for (Object connector : connectors) {
                connector.getClass().getMethod("setHost", String.class).invoke(connector, LOOPBACK);
            }

            proxy.getClass().getMethod("start").invoke(proxy);
        } catch (InvocationTargetException e) {
            // What DynamoDB Local itself threw (a bad argument, a busy port), not the reflection wrapper.
            throw e.getCause();
        }
    }
}
