/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerno1Inputs */

const fr_customerno1 = /** @type {(inputs: Customerno1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non`)
};

/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerno1 = fr_customerno1;
export { customerno1 as "customerNo" }