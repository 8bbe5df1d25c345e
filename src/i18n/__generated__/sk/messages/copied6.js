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
const copied6 = sk_copied6;
export { copied6 as "COPIED" }