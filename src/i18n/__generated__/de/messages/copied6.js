/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const de_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiert`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const copied6 = /** @type {((inputs?: Copied6Inputs, options?: { locale?: "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copied6Inputs, { locale?: "de" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_copied6(inputs)
});
export { copied6 as "COPIED" }