/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerno1Inputs */

const de_ch2_customerno1 = /** @type {(inputs: Customerno1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein`)
};

/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerno1 = de_ch2_customerno1;
export { customerno1 as "customerNo" }