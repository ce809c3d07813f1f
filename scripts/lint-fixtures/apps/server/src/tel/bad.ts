import '../account/service';
import '../features';
import '../plugins/auth';
