/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerno1Inputs */

const de_customerno1 = /** @type {(inputs: Customerno1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nein`)
};

/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerno1 = de_customerno1;
export { customerno1 as "customerNo" }