/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const cs_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zkopírováno`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const copied6 = cs_copied6;
export { copied6 as "COPIED" }