/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const sk_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skopírované`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const copied6 = /** @type {((inputs?: Copied6Inputs, options?: { locale?: "sk" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Copied6Inputs, { locale?: "sk" }, {}>} */ ((inputs = {}, options = {}) => {
	return sk_copied6(inputs)
});
export { copied6 as "COPIED" }