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
const copied6 = fr_copied6;
export { copied6 as "COPIED" }