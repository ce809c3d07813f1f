import '../auth/schemas';
import '../api';
