/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerno1Inputs */

const sk_customerno1 = /** @type {(inputs: Customerno1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie`)
};

/**

* @param {Customerno1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerno1 = sk_customerno1;
export { customerno1 as "customerNo" }