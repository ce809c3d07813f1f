import '../tel/hooks';
