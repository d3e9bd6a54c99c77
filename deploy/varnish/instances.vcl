# The deployment's part of deploy/varnish/lumoplast.vcl: its instances and the addresses allowed to purge
# (the instances'). Written by varnishInstancesVcl (scripts/cluster/services.mjs).
backend instance_1 {
  .host = "site-a";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = site_health;
}

backend instance_2 {
  .host = "site-b";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 60s;
  .probe = site_health;
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(instance_1);
  instances.add_backend(instance_2);
}

acl purgers {
  "site-a";
  "site-b";
}
