import '../setting/hooks';
import '../app/features';
import '../shared/fetcher';
