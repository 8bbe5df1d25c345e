/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Copied6Inputs */

const sv_copied6 = /** @type {(inputs: Copied6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopierat`)
};

/**

* @param {Copied6Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const copied6 = sv_copied6;
export { copied6 as "COPIED" }