// Browser tests import the package stylesheet for real layout.
declare module '*.css';
