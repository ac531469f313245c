// Jest stand-in for imported images and fonts: webpack would give their hashed URL.
export default 'test-file-stub';
