import '../tel/service';
