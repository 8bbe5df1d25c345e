/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerno1Inputs */

const sv_customerno1 = /** @type {(inputs: Customerno1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nej`)
};

/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerno1 = sv_customerno1;
export { customerno1 as "customerNo" }