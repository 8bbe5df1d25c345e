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
const copied6 = de_copied6;
export { copied6 as "COPIED" }