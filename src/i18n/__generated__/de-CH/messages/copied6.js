/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const de_ch2_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiert`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const copied6 = /** @type {((inputs?: Copied6Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copied6Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_copied6(inputs)
});
export { copied6 as "COPIED" }