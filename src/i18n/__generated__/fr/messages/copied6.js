/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const fr_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const copied6 = /** @type {((inputs?: Copied6Inputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copied6Inputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr_copied6(inputs)
});
export { copied6 as "COPIED" }