/** Placeholder: starts the local stand-in for the integration tests once it exists. */
export default function setup() {}
