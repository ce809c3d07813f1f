import '../../../apps/console/src/app/features';
