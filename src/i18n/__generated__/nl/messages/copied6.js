/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const nl_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gekopieerd`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const copied6 = nl_copied6;
export { copied6 as "COPIED" }