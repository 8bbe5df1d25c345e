/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customertotal1Inputs */

const sk_customertotal1 = /** @type {(inputs: Customertotal1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celková suma`)
};

/**

* @param {Customertotal1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customertotal1 = sk_customertotal1;
export { customertotal1 as "customerTotal" }